// The admins' audit trail read back (the console's audit lines and log screen): the audit table's sparse
// `byTarget` (one document's actions) and `byTime` (every action) indexes, newest first, paged by the query's own
// last key. Reads only; the items are written by `audit-log.ts` alone.
import type { AdminAuditLine, AuditChange } from '@shared/api/admin-audit';
import type { AuditTrail } from '../ports/audit-trail';
import { ACTIONS } from './audit-log';
import { type DynamoItems, dynamo, tableName } from './dynamo';

interface AuditItem {
  actor: string;
  at_request: string;
  email?: string;
  path: string;
  target?: string;
  reason?: string;
  change?: string;
  changes?: AuditChange[];
  status: number;
  at: number;
  log?: string;
  action_target?: string;
}

function lineOf(item: AuditItem): AdminAuditLine {
  return {
    at: item.at,
    by: item.email || item.actor,
    action: item.path,
    target: item.target ?? null,
    reason: item.reason ?? null,
    requested: item.change ?? null,
    changes: item.changes ?? [],
    status: item.status,
  };
}

const KEY_FIELDS = ['actor', 'at_request', 'log', 'action_target'] as const;

function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  if (!key) return null;
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The index key a cursor holds, only with the key's own string fields (anything else starts afresh). */
function decodeCursor(cursor: string | null): Record<string, string> | undefined {
  if (!cursor) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const key = Object.fromEntries(
      KEY_FIELDS.filter((field) => typeof parsed[field] === 'string').map((field) => [field, parsed[field]]),
    ) as Record<string, string>;
    return key.actor && key.at_request ? key : undefined;
  } catch {
    return undefined;
  }
}

export function createAuditTrail(client: DynamoItems, table: () => string): AuditTrail {
  return {
    async list(target, cursor, limit) {
      const page = await client.query<AuditItem>({
        TableName: table(),
        IndexName: target ? 'byTarget' : 'byTime',
        KeyConditionExpression: '#key = :key',
        ExpressionAttributeNames: { '#key': target ? 'action_target' : 'log' },
        ExpressionAttributeValues: { ':key': target ?? ACTIONS },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor),
      });
      return { items: page.Items.map(lineOf), cursor: encodeCursor(page.LastEvaluatedKey) };
    },
  };
}

export const auditTrail: AuditTrail = createAuditTrail(dynamo, () => tableName('audit'));
