// Signed calls to the AWS APIs the functions use (DynamoDB, S3, Secrets Manager, Cognito), over Node's http(s)
// with keep-alive connections and AWS's own SigV4 signer (`@smithy/signature-v4`). The SDK v3 clients did the
// same and cost 70–90 ms of every cold start each, to import and build (issue 17 item 7, `npm run bench --
// bundles`); what these calls need of them is kept here: signing, retries of throttling, 5xx and dropped
// connections with the SDK's backoff, and errors named as AWS names them.
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { SignatureV4 } from '@smithy/signature-v4';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** An AWS error as the API answered it: `name` is its code (`ConditionalCheckFailedException`, `NoSuchKey`). */
export class AwsApiError extends Error {
  constructor(
    name: string,
    message: string,
    /** The HTTP status; 0 when no answer came. */
    readonly status: number,
  ) {
    super(message);
    this.name = name;
  }
}

/**
 * Lambda hands a function its role's credentials in the environment (the first link of the SDK's default
 * chain, and the only one that can answer there); read on each call, as they are only read, never cached.
 */
export function credentialsFromEnv(env: Record<string, string | undefined> = process.env): AwsCredentials {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId || !secretAccessKey)
    throw new AwsApiError('CredentialsProviderError', 'No AWS credentials in the environment', 0);
  return env.AWS_SESSION_TOKEN
    ? { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN }
    : { accessKeyId, secretAccessKey };
}

const bytesOf = (data: string | ArrayBuffer | ArrayBufferView) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** SHA-256 and HMAC-SHA256 from node:crypto in the shape the signer takes. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytesOf(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

export interface AwsServiceInit {
  /** The signing name: `dynamodb`, `s3`, `secretsmanager`, `cognito-idp`. */
  service: string;
  region: string;
  /** Where requests go: a local server's `http://127.0.0.1:port`, or another AWS host; absent: the service's regional endpoint. */
  origin?: string;
  /** Absent: Lambda's, from the environment (`credentialsFromEnv`). */
  credentials?: () => AwsCredentials;
  /** S3 signs the path as sent; every other service escapes it once more (SigV4's rule). */
  uriEscapePath?: boolean;
}

export interface AwsRequest {
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  /** Already percent-encoded, from `/`. */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export interface AwsResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** How an error answer of the service reads: its code and message. */
export type ErrorReader = (response: AwsResponse) => AwsApiError;

/** RFC 3986 escaping, as SigV4 canonicalises a query: the request must carry the very string that was signed. */
export const uriEscape = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const queryString = (query: Record<string, string | string[] | null>) =>
  Object.keys(query)
    .sort()
    .flatMap((key) => {
      const value = query[key];
      const values = value === null ? [''] : Array.isArray(value) ? value : [value];
      return values.map((v) => `${uriEscape(key)}=${uriEscape(v ?? '')}`);
    })
    .join('&');

// The SDK's standard retry mode: 3 attempts, full-jitter exponential backoff from 100 ms (500 ms when throttled).
const MAX_ATTEMPTS = 3;
const THROTTLING = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'TooManyRequestsException',
  'SlowDown',
  'LimitExceededException',
]);
const TRANSIENT_NETWORK = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN']);
const backoff = (attempt: number, throttled: boolean) =>
  Math.random() * Math.min(20_000, (throttled ? 500 : 100) * 2 ** (attempt - 1));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AwsService {
  /** Signs and sends `request`, retrying what AWS's clients retry; any other error answer is thrown as read. */
  call(request: AwsRequest, readError: ErrorReader): Promise<AwsResponse>;
  /** A URL anyone may use for `request` until `expiresIn` seconds from now; `signableHeaders` must be sent as signed. */
  presign(request: AwsRequest, expiresIn: number, signableHeaders?: Set<string>): Promise<string>;
  /** Closes the kept-alive connections (tests and the local runtime's shutdown). */
  destroy(): void;
}

export function awsService(init: AwsServiceInit): AwsService {
  const origin = new URL(init.origin ?? `https://${init.service}.${init.region}.amazonaws.com`);
  const credentials = init.credentials ?? (() => credentialsFromEnv());
  const transport = origin.protocol === 'http:' ? http : https;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 50 });
  const signer = new SignatureV4({
    service: init.service,
    region: init.region,
    credentials: async () => credentials(),
    sha256: Sha256,
    uriEscapePath: init.uriEscapePath ?? true,
  });
  const port = origin.port === '' ? undefined : Number(origin.port);
  const toSign = (request: AwsRequest) => ({
    method: request.method,
    protocol: origin.protocol,
    hostname: origin.hostname,
    port,
    path: request.path,
    query: { ...request.query },
    headers: { ...request.headers, host: origin.host },
    body: request.body,
  });

  async function send(request: AwsRequest): Promise<AwsResponse> {
    const body = typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
    const length: Record<string, string> =
      body === undefined ? {} : { 'content-length': String(body.byteLength) };
    const signed = await signer.sign(
      toSign({ ...request, headers: { ...request.headers, ...length }, body }),
    );
    const query = queryString(signed.query ?? {});
    return new Promise((resolve, reject) => {
      const outgoing = transport.request(
        {
          method: request.method,
          hostname: origin.hostname,
          port,
          path: query ? `${request.path}?${query}` : request.path,
          headers: signed.headers,
          agent,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  return {
    async call(request, readError) {
      for (let attempt = 1; ; attempt++) {
        let response: AwsResponse;
        try {
          response = await send(request);
        } catch (error) {
          const code = (error as { code?: string }).code ?? '';
          if (attempt >= MAX_ATTEMPTS || !TRANSIENT_NETWORK.has(code)) throw error;
          await pause(backoff(attempt, false));
          continue;
        }
        if (response.status < 300) return response;
        const error = readError(response);
        const throttled = THROTTLING.has(error.name) || response.status === 429;
        if (attempt >= MAX_ATTEMPTS || !(throttled || response.status >= 500)) throw error;
        await pause(backoff(attempt, throttled));
      }
    },
    async presign(request, expiresIn, signableHeaders) {
      const presigned = await signer.presign(
        toSign({ ...request, headers: { ...request.headers, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } }),
        { expiresIn, ...(signableHeaders ? { signableHeaders } : {}) },
      );
      return `${origin.protocol}//${origin.host}${request.path}?${queryString(presigned.query ?? {})}`;
    },
    destroy() {
      agent.destroy();
    },
  };
}

/** The error of a JSON API (DynamoDB, Secrets Manager, Cognito): `__type` names it, after its namespace. */
export const readJsonError: ErrorReader = (response) => {
  let parsed: { __type?: string; message?: string; Message?: string } = {};
  try {
    parsed = JSON.parse(response.body.toString('utf8'));
  } catch {
    // Not JSON (a proxy's page): the status speaks.
  }
  const header = response.headers['x-amzn-errortype'];
  const type = parsed.__type ?? (typeof header === 'string' ? header : `HTTP${response.status}`);
  const name = type.split('#').pop()!.split(':')[0]!;
  return new AwsApiError(name, parsed.message ?? parsed.Message ?? name, response.status);
};

/** One call of a JSON API: `X-Amz-Target` names the operation, the body is its input, the answer its output. */
export async function jsonCall<T>(
  service: AwsService,
  target: string,
  input: object,
  contentType = 'application/x-amz-json-1.1',
): Promise<T> {
  const response = await service.call(
    {
      method: 'POST',
      path: '/',
      headers: { 'content-type': contentType, 'x-amz-target': target },
      body: JSON.stringify(input),
    },
    readJsonError,
  );
  return JSON.parse(response.body.toString('utf8')) as T;
}
