// Direct reads of the runtime's dynalite tables, to check what a request did or did not write.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
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
