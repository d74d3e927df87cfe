// How the DynamoDB client reaches dynalite when DYNAMODB_ENDPOINT is set (the local runtime). The SDK builds
// its requests as for AWS (JSON protocol, x-amz-target, content type) and reads the answers with its own
// deserializers; what changes is the carrying. When the runtime that started dynalite registered a channel for
// the endpoint (dynalite in a worker thread of the same process), each request goes over that MessagePort to
// dynalite's own HTTP request handler, without sockets or HTTP framing; otherwise over keep-alive HTTP with
// plain node:http. Either way: an Authorization header of SigV4's shape without computing a signature dynalite
// never checks, and no redacted copies for a log nobody reads. Measured in docs/architecture.md; in AWS none of
// this is used (createDynamoClient keeps the SDK's defaults there).
import { Agent, request as httpRequest } from 'node:http';
import type { MessagePort } from 'node:worker_threads';
import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';

/** The parts of the SDK's HttpRequest this transport reads. */
interface OutgoingRequest {
  method: string;
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query?: Record<string, string | string[] | null>;
  headers: Record<string, string>;
  body?: unknown;
}

interface HandlerOptions {
  abortSignal?: { aborted: boolean; addEventListener?(type: 'abort', listener: () => void): void };
}

function queryString(query: OutgoingRequest['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === null) params.append(name, '');
    else for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function bodyBytes(body: unknown): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  throw new Error('dynalite transport: unsupported request body');
}

function abortError(): Error {
  return Object.assign(new Error('Request aborted'), { name: 'AbortError' });
}

interface TransportResponse {
  response: { statusCode: number; reason?: string; headers: Record<string, string>; body: Buffer };
}

/** A request to the worker: id, method, path with query, headers, body. */
export type ChannelRequest = [
  number,
  string,
  string,
  Record<string, string>,
  string | Uint8Array | undefined,
];
/** The worker's answer: id, status (0 when dynalite's handler threw), headers, body (or the error message). */
export type ChannelAnswer = [number, number, Record<string, string>, string];

/**
 * One MessagePort to the worker thread that runs dynalite: requests numbered, answers matched by number, and
 * every request still waiting failed when the port closes (the worker stopped or died).
 */
export class DynaliteChannel {
  private next = 0;
  private readonly waiting = new Map<
    number,
    { resolve(r: TransportResponse): void; reject(e: Error): void }
  >();

  constructor(private readonly port: MessagePort) {
    port.on('message', ([id, status, headers, body]: ChannelAnswer) => {
      const call = this.waiting.get(id);
      if (!call) return;
      this.waiting.delete(id);
      if (status === 0) call.reject(new Error(`dynalite failed: ${body}`));
      else call.resolve({ response: { statusCode: status, headers, body: Buffer.from(body) } });
    });
    port.once('close', () => this.failAll(new Error('dynalite channel closed')));
    // The worker keeps the process alive while it runs; the port itself must not once it has stopped.
    port.unref();
  }

  send(request: OutgoingRequest, options: HandlerOptions): Promise<TransportResponse> {
    return new Promise((resolve, reject) => {
      this.next += 1;
      const id = this.next;
      this.waiting.set(id, { resolve, reject });
      options.abortSignal?.addEventListener?.('abort', () => {
        if (this.waiting.delete(id)) reject(abortError());
      });
      const path = `${request.path}${queryString(request.query)}`;
      this.port.postMessage([
        id,
        request.method,
        path,
        request.headers,
        bodyBytes(request.body),
      ] satisfies ChannelRequest);
    });
  }

  close(): void {
    this.port.close();
    this.failAll(new Error('dynalite channel closed'));
  }

  private failAll(error: Error): void {
    for (const call of this.waiting.values()) call.reject(error);
    this.waiting.clear();
  }
}

/** Channels by endpoint host (`127.0.0.1:port`), registered by the runtime that runs dynalite. */
const channels = new Map<string, DynaliteChannel>();

/** Sends the requests of every client of `endpoint` in this process over `port`; answers the unregistering. */
export function registerDynaliteChannel(endpoint: string, port: MessagePort): () => void {
  const host = new URL(endpoint).host;
  const channel = new DynaliteChannel(port);
  channels.set(host, channel);
  return () => {
    if (channels.get(host) === channel) channels.delete(host);
    channel.close();
  };
}

/**
 * An SDK request handler for dynalite: its registered channel when there is one (looked up per call, so a
 * client built before the runtime registered it still uses it), else HTTP on loopback with one keep-alive
 * agent and no per-call timers.
 */
export function dynaliteRequestHandler() {
  // As many sockets as the SDK's own handler allows (50); idle ones are kept for the next call.
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  return {
    metadata: { handlerProtocol: 'http/1.1' },
    handle(request: OutgoingRequest, options: HandlerOptions = {}) {
      if (options.abortSignal?.aborted) return Promise.reject(abortError());
      const channel = channels.get(`${request.hostname}:${request.port}`);
      if (channel) return channel.send(request, options);
      return new Promise<TransportResponse>((resolve, reject) => {
        if (request.protocol !== 'http:') {
          reject(new Error('dynalite transport: only http endpoints are supported'));
          return;
        }
        const req = httpRequest(
          {
            agent,
            method: request.method,
            host: request.hostname,
            port: request.port,
            path: `${request.path}${queryString(request.query)}`,
            headers: request.headers,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', reject);
            res.on('end', () => {
              const headers: Record<string, string> = {};
              for (const [name, value] of Object.entries(res.headers)) {
                if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
              }
              resolve({
                response: {
                  statusCode: res.statusCode ?? -1,
                  reason: res.statusMessage,
                  headers,
                  body: chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks),
                },
              });
            });
          },
        );
        req.on('error', reject);
        // Rare for DynamoDB calls (no caller passes a signal today), honoured as the SDK's handler does.
        options.abortSignal?.addEventListener?.('abort', () => {
          req.destroy();
          reject(abortError());
        });
        req.end(bodyBytes(request.body));
      });
    },
    updateHttpClientConfig() {},
    httpHandlerConfigs() {
      return {};
    },
    destroy() {
      agent.destroy();
    },
  };
}

/** `x-amz-date` as SigV4 writes it: 20260101T120000Z. */
function amzDate(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The headers for the current second, built once per second rather than once per call. */
let signedSecond = -1;
let signedHeaders = { date: '', authorization: '' };

function headersNow(): { date: string; authorization: string } {
  const second = Math.floor(Date.now() / 1000);
  if (second !== signedSecond) {
    const date = amzDate(new Date(second * 1000));
    signedSecond = second;
    signedHeaders = {
      date,
      authorization:
        `AWS4-HMAC-SHA256 Credential=local/${date.slice(0, 8)}/local/dynamodb/aws4_request, ` +
        'SignedHeaders=host;x-amz-date, Signature=unsigned',
    };
  }
  return signedHeaders;
}

/**
 * Stands in for SigV4 towards dynalite, which requires the header's shape (Credential, SignedHeaders,
 * Signature, a date) but never verifies the signature; hashing the body and the HMAC chain are skipped.
 */
export const dynaliteSigner = {
  async sign<R extends { headers: Record<string, string> }>(request: R): Promise<R> {
    const { date, authorization } = headersNow();
    request.headers['x-amz-date'] = date;
    request.headers.authorization = authorization;
    return request;
  },
};

/**
 * The SDK's own logging stays off, as with its default NoOpLogger, but without `info`: the SDK builds a
 * redacted copy of every command's input and output for `logger?.info?.(...)`, which NoOpLogger then drops.
 * Failures still reach `error` (a no-op too, as by default); the handlers log through the app's logger.
 */
const quietSdkLogger = { debug() {}, warn() {}, error() {} };

/** Client options for dynalite: fixed credentials, the transport, the signer and the logger above. */
export function dynaliteClientConfig(): Pick<
  DynamoDBClientConfig,
  'credentials' | 'requestHandler' | 'signer' | 'logger'
> {
  return {
    // Fixed credentials keep a developer's real AWS keys out of local calls.
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestHandler: dynaliteRequestHandler(),
    signer: dynaliteSigner as unknown as DynamoDBClientConfig['signer'],
    logger: quietSdkLogger as unknown as DynamoDBClientConfig['logger'],
  };
}
