// The local S3 server's gate: checks AWS Signature Version 4 on every request, signed in the Authorization
// header or in a presigned URL, as S3 does for a private bucket. s3rver accepts any V4 signature and anonymous
// requests; without this a presigned link with another key, or no signature at all, would read any PDF locally.
// The SDK's own signer is the oracle in the tests: what it signs passes, anything changed after signing fails.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** A request as it reached the server: the path and query exactly as sent (still percent-encoded). */
export interface ArrivedRequest {
  method: string;
  rawPath: string;
  rawQuery: string;
  /** Lower-case names, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
}

export type S3ErrorCode =
  | 'AccessDenied'
  | 'AuthorizationQueryParametersError'
  | 'InvalidAccessKeyId'
  | 'RequestTimeTooSkewed'
  | 'SignatureDoesNotMatch';

export type SignatureVerdict = { ok: true } | { ok: false; code: S3ErrorCode; message: string };

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** S3 signs a presigned URL's payload as unsigned: the body is not known when the link is made. */
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** How far a header-signed request's X-Amz-Date may be from the server's clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;

interface SignedParts {
  accessKeyId: string;
  /** `date/region/service/aws4_request`. */
  scope: string;
  shortDate: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
  amzDate: string;
  payloadHash: string;
  /** The query pairs that take part in the canonical request. */
  query: Array<[string, string]>;
}

const refuse = (code: S3ErrorCode, message: string): SignatureVerdict => ({ ok: false, code, message });

/** Checks the request's V4 signature against the one account the server knows. */
export function verifySigV4(
  request: ArrivedRequest,
  credentials: SigV4Credentials,
  now: Date = new Date(),
): SignatureVerdict {
  const query = parseQuery(request.rawQuery);
  const authorization = header(request.headers, 'authorization');
  const presigned = query.some(([name]) => name === 'X-Amz-Algorithm');
  if (authorization === undefined && !presigned) return refuse('AccessDenied', 'Access Denied');
  if (authorization !== undefined && presigned)
    return refuse('AuthorizationQueryParametersError', 'Only one auth mechanism allowed');

  const parsed = presigned ? fromQuery(query, now) : fromHeader(authorization as string, request, query, now);
  if ('ok' in parsed) return parsed;
  if (parsed.accessKeyId !== credentials.accessKeyId)
    return refuse('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');

  const canonicalRequest = [
    request.method.toUpperCase(),
    request.rawPath || '/',
    canonicalQuery(parsed.query),
    ...parsed.signedHeaders.map((name) => `${name}:${canonicalHeaderValue(request.headers[name])}`),
    '',
    parsed.signedHeaders.join(';'),
    parsed.payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, parsed.amzDate, parsed.scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [parsed.shortDate, parsed.region, parsed.service, 'aws4_request'].reduce<Buffer>(
    (key, part) => hmac(key, part),
    Buffer.from(`AWS4${credentials.secretAccessKey}`),
  );
  const expected = hmac(signingKey, stringToSign);
  const given = Buffer.from(parsed.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return refuse(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  return { ok: true };
}

function fromQuery(query: Array<[string, string]>, now: Date): SignedParts | SignatureVerdict {
  const get = (name: string) => query.find(([key]) => key === name)?.[1];
  const algorithm = get('X-Amz-Algorithm');
  const credential = get('X-Amz-Credential');
  const amzDate = get('X-Amz-Date');
  const expires = get('X-Amz-Expires');
  const signedHeaders = get('X-Amz-SignedHeaders');
  const signature = get('X-Amz-Signature');
  if (algorithm !== ALGORITHM)
    return refuse('AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  if (!credential || !amzDate || !expires || !signedHeaders || !signature)
    return refuse(
      'AuthorizationQueryParametersError',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  const signedAt = parseAmzDate(amzDate);
  const seconds = Number(expires);
  if (signedAt === null || !Number.isInteger(seconds) || seconds < 0 || seconds > MAX_PRESIGNED_SECONDS)
    return refuse('AuthorizationQueryParametersError', 'X-Amz-Date or X-Amz-Expires is invalid');
  if (now.getTime() > signedAt + seconds * 1000) return refuse('AccessDenied', 'Request has expired');
  const scope = parseScope(credential);
  if (!scope)
    return refuse('AuthorizationQueryParametersError', 'Error parsing the X-Amz-Credential parameter');
  return {
    ...scope,
    signedHeaders: signedHeaders.split(';'),
    signature,
    amzDate,
    payloadHash: UNSIGNED_PAYLOAD,
    query: query.filter(([name]) => name !== 'X-Amz-Signature'),
  };
}

function fromHeader(
  authorization: string,
  request: ArrivedRequest,
  query: Array<[string, string]>,
  now: Date,
): SignedParts | SignatureVerdict {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]+)$/.exec(
      authorization.trim(),
    );
  if (!match) return refuse('AccessDenied', 'Unsupported Authorization Type');
  const [, credential, signedHeaders, signature] = match as unknown as [string, string, string, string];
  const amzDate = header(request.headers, 'x-amz-date');
  const payloadHash = header(request.headers, 'x-amz-content-sha256');
  const signedAt = amzDate === undefined ? null : parseAmzDate(amzDate);
  if (amzDate === undefined || signedAt === null)
    return refuse('AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  if (payloadHash === undefined)
    return refuse('AccessDenied', 'Missing required header for this request: x-amz-content-sha256');
  if (Math.abs(now.getTime() - signedAt) > MAX_SKEW_MS)
    return refuse(
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  const scope = parseScope(credential);
  if (!scope) return refuse('AccessDenied', 'Error parsing the Credential in the Authorization header');
  return { ...scope, signedHeaders: signedHeaders.split(';'), signature, amzDate, payloadHash, query };
}

function parseScope(
  credential: string,
): Pick<SignedParts, 'accessKeyId' | 'scope' | 'shortDate' | 'region' | 'service'> | null {
  const [accessKeyId, shortDate, region, service, terminator, ...rest] = credential.split('/');
  if (!accessKeyId || !shortDate || !region || !service || terminator !== 'aws4_request' || rest.length > 0)
    return null;
  return { accessKeyId, scope: `${shortDate}/${region}/${service}/aws4_request`, shortDate, region, service };
}

/** `20261121T193000Z` → epoch ms, or null. */
function parseAmzDate(value: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** Decoded name/value pairs; `+` is a plus sign here (AWS signs spaces as %20). */
function parseQuery(rawQuery: string): Array<[string, string]> {
  if (!rawQuery) return [];
  return rawQuery.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const name = at === -1 ? pair : pair.slice(0, at);
    const value = at === -1 ? '' : pair.slice(at + 1);
    return [safeDecode(name), safeDecode(value)];
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** RFC 3986 encoding, as SigV4 wants: everything but A–Z a–z 0–9 - _ . ~ is percent-encoded. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalQuery(pairs: Array<[string, string]>): string {
  return pairs
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function canonicalHeaderValue(value: string | string[] | undefined): string {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.trim().replace(/\s+/g, ' ');
}

function header(headers: ArrivedRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function hmac(key: Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function sha256Hex(data: string): string {
  return createHash('sha256').update(data, 'utf8').digest('hex');
}
