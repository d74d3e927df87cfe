// The verifications table (issue 23), behind the verification-store port: one item per code, written once by a
// conditional put; states change by single-item updates; a document's and a person's codes are read by Query of
// the `byDocument` and `byOwner` indexes (newest first), never a scan.
import type { VerificationEntry, VerificationState, VerificationStore } from '../ports/verification-store';
import type { DynamoItems, Item } from './dynamo-items';
import { isConditionFailure, putIfAbsent } from './dynamo-writes';

/**
 * `tableName` may be a function, read on each call, so a module can build the store at load while only the
 * routes that use it name the table in their environment.
 */
export function createVerificationRepository(
  dynamo: DynamoItems,
  tableName: string | (() => string),
): VerificationStore {
  const table = typeof tableName === 'string' ? () => tableName : tableName;

  async function queryAll(index: string, keyName: string, keyValue: string): Promise<VerificationEntry[]> {
    const entries: VerificationEntry[] = [];
    let start: Item | undefined;
    do {
      const page = await dynamo.query<VerificationEntry>({
        TableName: table(),
        IndexName: index,
        KeyConditionExpression: '#key = :key',
        ExpressionAttributeNames: { '#key': keyName },
        ExpressionAttributeValues: { ':key': keyValue },
        ScanIndexForward: false,
        ...(start ? { ExclusiveStartKey: start } : {}),
      });
      entries.push(...page.Items);
      start = page.LastEvaluatedKey;
    } while (start);
    return entries;
  }

  return {
    put: (entry) => putIfAbsent(dynamo, table(), 'code', { ...entry }),

    async get(code) {
      const { Item } = await dynamo.get<VerificationEntry>({
        TableName: table(),
        Key: { code },
        ConsistentRead: true,
      });
      return Item ?? null;
    },

    listByDocument: (documentId) => queryAll('byDocument', 'document_id', documentId),

    listByOwner: (ownerUid) => queryAll('byOwner', 'owner_uid', ownerUid),

    async setState(code: string, state: VerificationState, at: number) {
      // An entry that exists, and never out of `deleted` (the holder's deletion is final): a change that
      // loses either condition is left undone.
      try {
        await dynamo.update({
          TableName: table(),
          Key: { code },
          UpdateExpression: 'SET #state = :state, #state_at = :at',
          ConditionExpression: 'attribute_exists(#code) AND (#state <> :deleted OR :state = :deleted)',
          ExpressionAttributeNames: { '#code': 'code', '#state': 'state', '#state_at': 'state_at' },
          ExpressionAttributeValues: { ':state': state, ':at': at, ':deleted': 'deleted' },
        });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
