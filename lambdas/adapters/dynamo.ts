// The DynamoDB document client, built once per cold start: AWS's endpoint in Lambda, dynalite's when
// DYNAMODB_ENDPOINT is set (the local runtime). Repositories take it and a table name from here.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type AppConfig, config } from '../core/config';
import { dynaliteClientConfig } from './dynalite-transport';

export function createDocumentClient(
  from: Pick<AppConfig, 'region' | 'dynamodbEndpoint'>,
): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: from.region,
    endpoint: from.dynamodbEndpoint,
    // dynalite (the local runtime): its own transport and unsigned requests; AWS: the SDK's defaults.
    ...(from.dynamodbEndpoint ? dynaliteClientConfig() : {}),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
}

export const dynamo: DynamoDBDocumentClient = createDocumentClient(config);

export { tableName } from '../core/config';
