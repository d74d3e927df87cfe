// The HTTP edges of a handler: reading the API Gateway (payload 2.0) event's body within a size bound and
// as JSON, turning zod failures into one Portuguese message, and shaping JSON answers.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod';
import { BadRequestError, invalidInput } from './errors';

/** Default bound of a request body; generous for any form of the product, far below API Gateway's 10 MB. */
export const MAX_BODY_BYTES = 64 * 1024;

export const JSON_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** Header lookup that does not depend on the case API Gateway or a test used. */
export function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

function formatKb(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

/** The body as text (base64 decoded when API Gateway flagged it), refused with a 400 beyond `maxBytes`. */
export function bodyText(event: APIGatewayProxyEventV2, maxBytes: number): string {
  const raw = event.body ?? '';
  // A base64 text is 4/3 of its bytes: refuse it before decoding when it cannot fit.
  if (event.isBase64Encoded && raw.length > Math.ceil((maxBytes * 4) / 3) + 4) throw bodyTooLarge(maxBytes);
  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  if (bytes.byteLength > maxBytes) throw bodyTooLarge(maxBytes);
  return bytes.toString('utf8');
}

function bodyTooLarge(maxBytes: number): BadRequestError {
  return new BadRequestError(
    `O conteúdo enviado é grande demais (máximo de ${formatKb(maxBytes)}).`,
    'body_too_large',
  );
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') {
    throw new BadRequestError('Envie os dados da requisição no formato JSON.', 'empty_body');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('JSON inválido no corpo da requisição.', 'invalid_json');
  }
}

/** Parses with a shared schema; the first issue's Portuguese message becomes the 400 answer. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidInput(result.error.issues, 'Dados inválidos.');
}

/** What `handle` may return instead of a plain object, to answer another status or add headers. */
export class Reply<T extends object = object> {
  constructor(
    readonly statusCode: number,
    readonly body: T,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export function reply<T extends object>(
  statusCode: number,
  body: T,
  headers?: Record<string, string>,
): Reply<T> {
  return new Reply(statusCode, body, headers);
}

export function jsonResponse(
  statusCode: number,
  body: object,
  headers: Readonly<Record<string, string>> = {},
): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** What `handle` may return for a binary answer (a PDF preview): sent base64-encoded, as API Gateway expects. */
export class BinaryReply {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export function binaryReply(
  bytes: Uint8Array,
  contentType: string,
  headers?: Record<string, string>,
): BinaryReply {
  return new BinaryReply(bytes, contentType, headers);
}

export function binaryResponse(answer: BinaryReply): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: {
      'content-type': answer.contentType,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...answer.headers,
    },
    body: Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength).toString(
      'base64',
    ),
    isBase64Encoded: true,
  };
}
