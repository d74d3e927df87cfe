// The admins' audit trail: one item per admin request in the audit table (TABLE_AUDIT), written by the handler
// wrapper once the answer is known. Items are only ever added (the routes may append, never change or delete),
// never expire, and the table is retained with the stack: the trail outlives the 30-day logs. A request that
// changes something (any method but GET) is an action: it also carries the keys of the two sparse indexes the
// console reads the trail by (`byTarget`: one document's actions, `byTime`: all of them, newest first).
import type { AuditChange } from '@shared/api/admin-audit';
import { dynamo, tableName } from './dynamo';

export interface AdminAction {
  uid: string;
  email: string;
  method: string;
  path: string;
  /** The document or payment reference the request named, when it named one. */
  target?: string;
  /** The reason an admin gave for an action (the console requires one for every change). */
  reason?: string;
  /** What the action asked for (`blocked=true`, `action=release`), from the request's known fields. */
  change?: string;
  /** What the action moved, before and after, as its use case reported it. */
  changes?: readonly AuditChange[];
  status: number;
  requestId: string;
  /** Epoch milliseconds of the request. */
  at: number;
}

/** The one value of the `byTime` index's key (`audit-trail.ts` reads by it). */
export const ACTIONS = 'action';

export async function recordAdminAction(action: AdminAction): Promise<void> {
  const at = new Date(action.at).toISOString();
  const isAction = action.method !== 'GET';
  await dynamo.put({
    TableName: tableName('audit'),
    Item: {
      actor: action.uid,
      at_request: `${at}#${action.requestId}`,
      email: action.email,
      method: action.method,
      path: action.path,
      ...(action.target ? { target: action.target } : {}),
      ...(action.reason ? { reason: action.reason } : {}),
      ...(action.change ? { change: action.change } : {}),
      ...(action.changes?.length ? { changes: action.changes } : {}),
      ...(isAction ? { log: ACTIONS } : {}),
      ...(isAction && action.target ? { action_target: action.target } : {}),
      status: action.status,
      at: action.at,
    },
    // An audit item is written once: a retried write never replaces what was recorded.
    ConditionExpression: 'attribute_not_exists(actor)',
  });
}
