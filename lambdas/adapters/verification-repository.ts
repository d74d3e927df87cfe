// The verifications table (one item per verification code of a released PDF) behind the verification-store
// port: a conditional put per new code, reads by code, and the two indexes newest first (by document, by owner).
import type { VerificationEntry, VerificationStore } from '../ports/verification-store';
import type { DynamoItems } from './dynamo';
import { putIfAbsent } from './dynamo-writes';

export function createVerificationRepository(dynamo: DynamoItems, tableName: string): VerificationStore {
  const newestFirst = async (indexName: string, keyName: string, keyValue: string) => {
    const found: VerificationEntry[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.query<VerificationEntry>({
        TableName: tableName,
        IndexName: indexName,
        KeyConditionExpression: '#key = :key',
        ExpressionAttributeNames: { '#key': keyName },
        ExpressionAttributeValues: { ':key': keyValue },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      });
      found.push(...page.Items);
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return found;
  };
  return {
    put(entry) {
      return putIfAbsent(dynamo, tableName, 'code', entry as unknown as Record<string, unknown>);
    },
    async get(code) {
      const result = await dynamo.get<VerificationEntry>({
        TableName: tableName,
        Key: { code },
        ConsistentRead: true,
      });
      return result.Item ?? null;
    },
    listByDocument: (documentId) => newestFirst('byDocument', 'document_id', documentId),
    listByOwner: (ownerUid) => newestFirst('byOwner', 'owner_uid', ownerUid),
    async setState(code, state, at) {
      await dynamo.update({
        TableName: tableName,
        Key: { code },
        UpdateExpression: 'SET #state = :state, state_at = :at',
        ConditionExpression: 'attribute_exists(code)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':state': state, ':at': at },
      });
    },
  };
}
