// The local stand-in for API Gateway's HTTP API: matches a request to a route of the table, turns it into a
// payload 2.0 event as AWS would, and writes the handler's result back as the HTTP response.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';

/** API Gateway's own limit on a request payload. */
export const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

export class PayloadTooLarge extends Error {}

export interface RouteMatch {
  /** Values of `{name}` segments of the route path. */
  pathParameters?: Record<string, string>;
}

/** `/documents/{id}` against `/documents/abc` → `{ id: 'abc' }`; null when the path does not fit. */
export function matchPath(template: string, path: string): RouteMatch | null {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] ?? '';
    const value = got[i] ?? '';
    const param = /^\{(\w+)\}$/.exec(segment);
    if (param?.[1]) {
      if (value === '') return null;
      try {
        params[param[1]] = decodeURIComponent(value);
      } catch {
        return null; // malformed escape: no route, a 404 rather than a 500
      }
    } else if (segment !== value) {
      return null;
    }
  }
  return Object.keys(params).length > 0 ? { pathParameters: params } : {};
}

export function readBody(req: IncomingMessage, limit = MAX_PAYLOAD_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new PayloadTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Content types API Gateway passes as text; anything else arrives base64-encoded. */
function isTextual(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/x-www-form-urlencoded' ||
    type === 'application/xml' ||
    type.endsWith('+xml')
  );
}

function joinValues(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

export function toEvent(
  req: IncomingMessage,
  body: Buffer,
  routeKey: string,
  match: RouteMatch,
): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://local');
  // Client-chosen names (a header or query key `__proto__`, `constructor`) go into objects without a prototype.
  const headers: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(req.headers)) {
    const joined = joinValues(value);
    if (joined !== undefined && name !== 'cookie') headers[name.toLowerCase()] = joined;
  }
  const cookies = req.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const query: Record<string, string> = Object.create(null);
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const textual = isTextual(req.headers['content-type']);
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: cookies && cookies.length > 0 ? cookies : undefined,
    headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    pathParameters: match.pathParameters,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length > 0 ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
}

export function lambdaContext(functionName: string, timeoutSeconds: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  const requestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Writes a Lambda result as API Gateway does: a structured result as is, anything else as a JSON 200. */
export function sendResult(res: ServerResponse, result: APIGatewayProxyResultV2): void {
  const structured: APIGatewayProxyStructuredResultV2 =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? (result as APIGatewayProxyStructuredResultV2)
      : {
          statusCode: 200,
          headers: { 'content-type': 'application/json' },
          body: typeof result === 'string' ? result : JSON.stringify(result),
        };
  res.statusCode = structured.statusCode ?? 200;
  for (const [name, value] of Object.entries(structured.headers ?? {})) res.setHeader(name, String(value));
  if (structured.cookies?.length) res.setHeader('set-cookie', structured.cookies);
  const body = structured.body ?? '';
  res.end(structured.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}
