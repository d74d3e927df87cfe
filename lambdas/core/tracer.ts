// The one X-Ray tracer of a function (Powertools for AWS Lambda): the handler pipeline opens its segment per
// invocation (`core/observability.ts`), and `traced` hands every AWS SDK v3 client to it so each DynamoDB, S3,
// Secrets Manager or Cognito call shows as a subsegment. Off outside Lambda (Powertools turns itself off there,
// and with POWERTOOLS_TRACE_ENABLED=false), where `traced` answers the client as it is.
import './xray-mode';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { SERVICE_NAME } from './powertools-env';

export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME });

/** `client` with its calls traced (an SDK v3 client: DynamoDBClient, S3Client, ...); the same object. */
export function traced<T>(client: T): T {
  return tracer.captureAWSv3Client(client);
}
