// Direct reads of the runtime's dynalite tables, to check what a request did or did not write.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableName } from '../../lambdas/routes';

export async function readItem(
  dynamoEndpoint: string,
  table: TableName,
  key: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: dynamoEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
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
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: dynamoEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
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
