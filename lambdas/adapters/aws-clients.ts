// The one module that builds the functions' AWS SDK v3 clients (DynamoDB's document client, S3, Secrets Manager,
// Cognito, SES), all through `createClient`: the same time-outs, retry mode and region for each, and each handed to the
// Tracer so X-Ray shows every call. The callers keep each client built once per container, on
// first use (`once`), so a route that never calls a service builds no client for it.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { traced } from '../core/tracer';
import { S3RVER_CREDENTIALS } from './s3rver-account';

type Env = Record<string, string | undefined>;

/**
 * Environment variables the stack sets on every function from its own Lambda time-out (`infra/aws-sdk-budget.ts`):
 * how long one attempt may wait for a connection, and for the answer's headers (and between two chunks of its body).
 */
export const SDK_CONNECTION_TIMEOUT_ENV = 'SDK_CONNECTION_TIMEOUT_MS';
export const SDK_REQUEST_TIMEOUT_ENV = 'SDK_REQUEST_TIMEOUT_MS';

/**
 * Without the variables (the local runtime, tests; a deployed function always has them): the longest request budget,
 * and as long to connect. The emulators share the machine with the runtime and the tests: under a burst of calls
 * dynalite answers later than DynamoDB does, and a request queued for one of the client's sockets counts that wait
 * against its connection time-out.
 */
export const DEFAULT_SDK_TIMEOUTS = { connectionTimeoutMs: 5_000, requestTimeoutMs: 5_000 } as const;

export interface SdkTimeouts {
  connectionTimeoutMs: number;
  requestTimeoutMs: number;
}

export function sdkTimeoutsFrom(env: Env = process.env): SdkTimeouts {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    connectionTimeoutMs: read(SDK_CONNECTION_TIMEOUT_ENV, DEFAULT_SDK_TIMEOUTS.connectionTimeoutMs),
    requestTimeoutMs: read(SDK_REQUEST_TIMEOUT_ENV, DEFAULT_SDK_TIMEOUTS.requestTimeoutMs),
  };
}

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ClientSettings {
  /** Absent: AWS_REGION. */
  region?: string;
  /**
   * The local runtime's stand-in (dynalite, the local S3 server, a test's stub). Ignored in an AWS bundle, where
   * the code that reads it is compiled out: a deployed function only ever calls the service's own endpoint.
   */
  endpoint?: string;
  /** With `endpoint` only: fixed local keys, so a developer's real AWS keys never reach a local call. */
  credentials?: AwsCredentials;
  /** Absent: from SDK_CONNECTION_TIMEOUT_MS and SDK_REQUEST_TIMEOUT_MS. */
  timeouts?: SdkTimeouts;
}

/** dynalite checks no signature; any fixed pair keeps real keys out of local calls. */
const LOCAL_DYNAMO_CREDENTIALS: AwsCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * The settings every client shares: region, the standard retry mode, time-outs; locally the stand-in's address and
 * fixed keys (`localAccount`: dynalite's or the local S3 server's, named by what it stands for).
 */
function baseConfig(settings: ClientSettings, localAccount?: 'table' | 'bucket') {
  const { connectionTimeoutMs, requestTimeoutMs } = settings.timeouts ?? sdkTimeoutsFrom();
  const region = settings.region ?? process.env.AWS_REGION;
  // Written out here, not folded into a helper: esbuild drops the local branch (and the local keys it names)
  // only where it sees the constant.
  const local =
    process.env.DP_BUNDLE === 'aws' || !settings.endpoint
      ? {}
      : {
          endpoint: settings.endpoint,
          ...(settings.credentials || localAccount
            ? {
                credentials:
                  settings.credentials ??
                  (localAccount === 'bucket' ? S3RVER_CREDENTIALS : LOCAL_DYNAMO_CREDENTIALS),
              }
            : {}),
        };
  return {
    ...(region ? { region } : {}),
    // 3 attempts with jittered back-off; throttling, 5xx, time-outs and dropped connections are retried, within
    // a retry quota that stops retrying when most calls fail.
    retryMode: 'standard' as const,
    maxAttempts: 3,
    requestHandler: new NodeHttpHandler({
      connectionTimeout: connectionTimeoutMs,
      // Until the answer's headers; an error, not a warning, so the attempt ends and the retry strategy decides.
      requestTimeout: requestTimeoutMs,
      throwOnRequestTimeout: true,
      // A body that stops arriving (a large GetObject) is cut off as well.
      socketTimeout: requestTimeoutMs,
    }),
    ...local,
  };
}

/**
 * Every SDK client of the functions is made here and only here, and traced (Powertools' `captureAWSv3Client`,
 * `core/tracer.ts`): each call a subsegment in X-Ray. A document client made from a traced client shares its
 * middleware, so its calls are traced too.
 */
function createClient<Make extends new (config: never) => object>(
  make: Make,
  config: ConstructorParameters<Make>[0],
): InstanceType<Make> {
  return traced(new make(config as never) as InstanceType<Make>);
}

/** DynamoDB with lib-dynamodb's document client: plain objects in and out, undefined attributes dropped. */
export function createDynamoDocumentClient(settings: ClientSettings = {}): DynamoDBDocumentClient {
  const client = createClient(DynamoDBClient, baseConfig(settings, 'table'));
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

export function createS3Client(settings: ClientSettings = {}): S3Client {
  return createClient(S3Client, {
    ...baseConfig(settings, 'bucket'),
    // The local server answers path-style only; AWS gets the bucket's virtual-hosted address.
    ...(process.env.DP_BUNDLE !== 'aws' && settings.endpoint ? { forcePathStyle: true } : {}),
    // No checksum of a body the SDK adds on its own: a presigned upload would then carry the checksum of an
    // empty body, and the functions' own uploads are signed with their SHA-256 anyway. Downloads are checked
    // against the checksum S3 stores, whenever it has one.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_SUPPORTED' as const,
  });
}

export function createSecretsManagerClient(settings: ClientSettings = {}): SecretsManagerClient {
  return createClient(SecretsManagerClient, baseConfig(settings));
}

/** Amazon SES (API v2): the mail adapter's, in AWS only (locally the outbox stands in). */
export function createSesClient(settings: ClientSettings = {}): SESv2Client {
  return createClient(SESv2Client, baseConfig(settings));
}

export function createCognitoClient(settings: ClientSettings = {}): CognitoIdentityProviderClient {
  return createClient(CognitoIdentityProviderClient, baseConfig(settings));
}

/** `make()` on the first call, its value on every later one: a client per container, built when first needed. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
