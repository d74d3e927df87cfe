// Direct reads of the runtime's dynalite tables, to check what a request did or did not write.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableName } from '../../lambdas/routes';

function documentClient(dynamoEndpoint: string): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: dynamoEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
}

export async function readItem(
  dynamoEndpoint: string,
  table: TableName,
  key: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  const client = documentClient(dynamoEndpoint);
  try {
    // The local runtime names each table by its logical name.
    const result = await client.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
    return result.Item;
  } finally {
    client.destroy();
  }
}

/** Sets attributes of a stored item directly (what an admin tool or support would do, e.g. `blocked`). */
export async function patchItem(
  dynamoEndpoint: string,
  table: TableName,
  key: Record<string, unknown>,
  changes: Record<string, unknown>,
): Promise<void> {
  const client = documentClient(dynamoEndpoint);
  const names = Object.keys(changes);
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, changes[name]])),
      }),
    );
  } finally {
    client.destroy();
  }
}

/** Every item of one partition (`name = value`), in sort-key order. */
export async function queryPartition(
  dynamoEndpoint: string,
  table: TableName,
  name: string,
  value: string,
): Promise<Record<string, unknown>[]> {
  const client = documentClient(dynamoEndpoint);
  try {
    const result = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: '#k = :v',
        ExpressionAttributeNames: { '#k': name },
        ExpressionAttributeValues: { ':v': value },
        ConsistentRead: true,
      }),
    );
    return result.Items ?? [];
  } finally {
    client.destroy();
  }
}
