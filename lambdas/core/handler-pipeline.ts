// The pipeline of every API handler (`defineHandler` in handler.ts, `definePublicHandler` in public-handler.ts):
// one @middy/core pipeline that refuses a request CloudFront did not send (origin-verify.ts), verifies the token by
// access level, bounds and parses the body, checks input with zod schemas from shared/, runs `handle` and answers
// the JSON envelope. Every error, known or not, is mapped
// to HTTP here and nowhere else. The token verifier and the admins' audit writer are handed in, so a public
// route's bundle carries neither (nor the DynamoDB client the audit writer brings).
import middy from '@middy/core';
import type { AuditChange } from '@shared/api/admin-audit';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
// `z.config` sets zod's one global configuration (zod/v4/core), the classic schemas' too.
import { config as zodConfig } from 'zod/mini';
import ptBR from 'zod/v4/locales/pt-BR.js';
import type { AdminAction } from '../adapters/audit-log';
import type { Principal } from '../auth/principal';
import { bearerToken, type TokenVerifier } from '../auth/token-verifier';
import type { Access } from '../routes';
import { AppError, ForbiddenError, toHttpError, UnauthorizedError } from './errors';
import {
  BinaryReply,
  binaryResponse,
  bodyText,
  header,
  jsonResponse,
  MAX_BODY_BYTES,
  parseJsonBody,
  parseWith,
  Reply,
} from './http';
import { logger } from './logger';
import { ORIGIN_REFUSED_MESSAGE, ORIGIN_VERIFY_HEADER, originVerifier } from './origin-verify';
import { VIEWER_ADDRESS_HEADER } from './viewer-address';

export { BinaryReply, binaryReply, Reply, reply } from './http';

// zod's own messages (for rules a shared schema left without a custom message) in Brazilian Portuguese.
// Only this locale is imported: `z.locales` would pull every language into each Lambda bundle.
zodConfig(ptBR());

export type PrincipalFor<A extends Access> = A extends 'user' | 'admin'
  ? Principal
  : A extends 'optional-auth'
    ? Principal | null
    : null;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<A extends Access, B, Q> {
  /** The JSON body parsed by the `body` schema (undefined without one). */
  body: Parsed<B>;
  /** `queryStringParameters` parsed by the `query` schema (undefined without one). */
  query: Parsed<Q>;
  /** The verified caller: always set for `user`/`admin`, maybe null for `optional-auth`, null for `public`. */
  principal: PrincipalFor<A>;
  event: APIGatewayProxyEventV2;
  context: Context;
  /**
   * Notes what an admin's action moved (before and after) for its audit item; ignored for anyone else. The
   * admin handlers call it through `answerAudited`.
   */
  noteChanges(changes: readonly AuditChange[]): void;
}

/** Notes `result.changes` for the audit item and answers the rest. */
export function answerAudited<R extends { changes: readonly AuditChange[] }>(
  input: Pick<HandlerInput<Access, unknown, unknown>, 'noteChanges'>,
  result: R,
): Omit<R, 'changes'> {
  const { changes, ...answer } = result;
  input.noteChanges(changes);
  return answer;
}

export interface HandlerDefinition<
  A extends Access,
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  R extends object,
> {
  /** Must equal the route's `access` in `lambdas/routes.ts` (the local server checks it). */
  access: A;
  body?: B;
  query?: Q;
  /** Bound of the body in bytes; default MAX_BODY_BYTES (64 KB). */
  maxBodyBytes?: number;
  /**
   * Returns the fields of the answer (sent as `{ ok: true, ...fields }` with 200), a `reply(status, fields)`,
   * or a `binaryReply(bytes, contentType)` for a file answered in the body.
   */
  handle(input: HandlerInput<A, B, Q>): R | Reply<R> | BinaryReply | Promise<R | Reply<R> | BinaryReply>;
}

export type ApiHandler = ((
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>) & { readonly access: Access };

/** What a signed-in route needs beyond the pipeline; a public route needs neither. */
export interface HandlerServices {
  /** The verifier of bearer tokens (Cognito in AWS). */
  verifier?: () => TokenVerifier;
  /** Writes an admin's request to the audit table. */
  recordAdminAction?: (action: AdminAction) => Promise<void>;
}

async function authenticate(
  access: Access,
  event: APIGatewayProxyEventV2,
  services: HandlerServices,
): Promise<Principal | null> {
  if (access === 'public') return null;
  if (!services.verifier) throw new Error(`a route of access "${access}" needs the token verifier`);
  const token = bearerToken(header(event, 'authorization'));
  if (!token) {
    if (access === 'optional-auth') return null;
    throw new UnauthorizedError();
  }
  const principal = await services.verifier().verify(token);
  if (access === 'admin' && !principal.isAdmin) {
    throw new ForbiddenError('Acesso restrito a administradores.', 'admin_only');
  }
  return principal;
}

/** Query parameters whose values are identifiers worth a log line (documents, payments, paging, modes). */
const LOGGED_QUERY_KEYS = new Set([
  'id',
  'reference',
  'page_size',
  'adminMode',
  'edit',
  'mine',
  'type',
  'topic',
  'data.id',
  'source_news',
]);
const IDENTIFIER = /^[\w.:-]{1,120}$/;

/**
 * The query as the request line logs it: known keys with identifier-like values, every other value omitted.
 * Anyone can add parameters to a URL (`?nome=…&rg=…`), and the redaction patterns cannot tell every personal
 * value from a number, so what is not known to be safe is not written at all.
 */
export function loggableQuery(
  query: Record<string, string | undefined> | undefined,
): Record<string, string> | undefined {
  if (!query) return undefined;
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      LOGGED_QUERY_KEYS.has(key) && value !== undefined && IDENTIFIER.test(value) ? value : '[omitted]',
    ]),
  );
}

interface Timing {
  at: number;
  /** Epoch milliseconds at the start, for the audit record. */
  startedAt: number;
  /** Refused by the origin check: its headers are the caller's own. */
  unverified?: true;
  uid?: string;
  /** An admin's request: the log line says so, with the document it named, and the audit table keeps it. */
  admin?: true;
  email?: string;
  target?: string;
  /** The reason and change the body states (audit only, never logged: a reason is free text). */
  details?: { reason?: string; change?: string; changes?: readonly AuditChange[] };
}

/** The `id` or `reference` a request body names, when it is identifier-like. */
function targetOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { id, reference } = body as { id?: unknown; reference?: unknown };
  const named = typeof id === 'string' ? id : typeof reference === 'string' ? reference : undefined;
  return named !== undefined && IDENTIFIER.test(named) ? named : undefined;
}

/** Fields of an admin's request body that say what it changes; never the form (which holds CPFs and RGs). */
const CHANGE_FIELDS = ['blocked', 'action', 'adminMode'] as const;
const MAX_REASON = 500;
/** Fields one audit item records at most (a price table has a dozen). */
const MAX_CHANGES = 30;

/** The reason and the change an admin's request body states, for the audit line. */
function detailsOf(body: unknown): { reason?: string; change?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const fields = body as Record<string, unknown>;
  const reason = typeof fields.reason === 'string' ? fields.reason.trim().slice(0, MAX_REASON) : undefined;
  const change = CHANGE_FIELDS.filter((key) => ['string', 'boolean'].includes(typeof fields[key]))
    .map((key) => `${key}=${String(fields[key]).slice(0, 40)}`)
    .join(' ');
  return { ...(reason ? { reason } : {}), ...(change ? { change } : {}) };
}

/**
 * Writes an admin's request to the audit table (kept at least a year, unlike the logs). The writer is handed in by
 * handler.ts, which imports it statically: a dynamic import would make esbuild wrap the whole DynamoDB adapter
 * chain lazily and stop tree-shaking it (measured: +57 KB per bundle). A failed write does not change the answer already decided; it is logged as an
 * error.
 */
async function auditAdminRequest(
  services: HandlerServices,
  event: APIGatewayProxyEventV2,
  timing: Timing | undefined,
  status: number,
) {
  if (!timing?.admin || !timing.uid) return;
  try {
    if (!services.recordAdminAction) throw new Error('no audit writer for an admin request');
    await services.recordAdminAction({
      uid: timing.uid,
      email: timing.email ?? '',
      method: event.requestContext?.http?.method ?? '',
      path: event.rawPath,
      target: timing.target,
      ...timing.details,
      status,
      requestId: event.requestContext?.requestId ?? `${timing.startedAt}`,
      at: timing.startedAt,
    });
  } catch (error) {
    logger.error('admin audit record not written', { uid: timing.uid, path: event.rawPath, error });
  }
}

function callerFields(timing: Timing | undefined): Record<string, unknown> {
  return { uid: timing?.uid, admin: timing?.admin, target: timing?.target };
}

/**
 * The address of the person's device, for the access records the Marco Civil (art. 15) asks us to keep: the
 * header CloudFront's viewer-request function sets on every API request from `viewer.ip` (VIEWER_ADDRESS_HEADER,
 * overwriting whatever a client sent), or the connection's address (the viewer's locally, CloudFront's edge in
 * AWS, whose own logs then hold the viewer's). X-Forwarded-For is never read: its first entries are whatever the
 * client sent.
 */
export function clientAddress(
  event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>,
): string | undefined {
  return event.headers?.[VIEWER_ADDRESS_HEADER] || event.requestContext?.http?.sourceIp;
}

/**
 * `unverified`: the request did not come through CloudFront, so its viewer-address header is whatever the
 * caller wrote; the connection's address is logged instead.
 */
function requestFields(event: APIGatewayProxyEventV2, unverified = false): Record<string, unknown> {
  return {
    method: event.requestContext?.http?.method,
    ip: unverified ? event.requestContext?.http?.sourceIp : clientAddress(event),
    path: event.rawPath,
    query: loggableQuery(event.queryStringParameters),
    requestId: event.requestContext?.requestId,
  };
}

/** The handler of `definition`, with the services its access level needs (see handler.ts, public-handler.ts). */
export function buildHandler<
  A extends Access,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends object = object,
>(definition: HandlerDefinition<A, B, Q, R>, services: HandlerServices): ApiHandler {
  const maxBodyBytes = definition.maxBodyBytes ?? MAX_BODY_BYTES;
  // Per-invocation state, keyed by the event object middy hands to every stage.
  const inputs = new WeakMap<APIGatewayProxyEventV2, HandlerInput<A, B, Q>>();
  const started = new WeakMap<APIGatewayProxyEventV2, Timing>();
  // Read once per cold start, with the handler's module.
  const verifyOrigin = originVerifier(process.env);

  const pipeline = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .before(async (request) => {
      const { event } = request;
      const timing: Timing = { at: performance.now(), startedAt: Date.now() };
      started.set(event, timing);
      // First of all: a request that did not come through CloudFront (and its WAF) is not looked at further.
      // The refusal's log line (onError) holds the code, never the header's value.
      if (verifyOrigin && !verifyOrigin(header(event, ORIGIN_VERIFY_HEADER))) {
        timing.unverified = true;
        throw new ForbiddenError(ORIGIN_REFUSED_MESSAGE, 'origin_not_verified');
      }
      const principal = await authenticate(definition.access, event, services);
      timing.uid = principal?.uid;
      const text = bodyText(event, maxBodyBytes);
      const body = definition.body ? parseWith(definition.body, parseJsonBody(text)) : undefined;
      if (principal?.isAdmin) {
        timing.admin = true;
        timing.email = principal.email;
        timing.target = targetOf(body) ?? targetOf(event.queryStringParameters);
        timing.details = detailsOf(body);
      }
      const query = definition.query
        ? parseWith(definition.query, event.queryStringParameters ?? {})
        : undefined;
      const noteChanges = (changes: readonly AuditChange[]) => {
        if (timing.admin) timing.details = { ...timing.details, changes: changes.slice(0, MAX_CHANGES) };
      };
      inputs.set(event, {
        body,
        query,
        principal,
        event,
        context: request.context,
        noteChanges,
      } as HandlerInput<A, B, Q>);
    })
    .after(async (request) => {
      const timing = started.get(request.event);
      await auditAdminRequest(services, request.event, timing, request.response?.statusCode ?? 200);
      logger.info('request', {
        ...requestFields(request.event),
        status: request.response?.statusCode,
        ...callerFields(timing),
        ms: timing ? Math.round(performance.now() - timing.at) : undefined,
      });
    })
    .onError(async (request) => {
      const mapped = toHttpError(request.error);
      const timing = started.get(request.event);
      await auditAdminRequest(services, request.event, timing, mapped.status);
      const fields = {
        ...requestFields(request.event, timing?.unverified),
        status: mapped.status,
        code: mapped.body.error.code,
        ...callerFields(timing),
        ms: timing ? Math.round(performance.now() - timing.at) : undefined,
      };
      if (mapped.unexpected) {
        logger.error('request failed', { ...fields, error: request.error });
      } else {
        const cause = request.error instanceof AppError ? request.error.cause : undefined;
        logger.info('request refused', {
          ...fields,
          reason: cause instanceof Error ? cause.message : undefined,
        });
      }
      request.response = jsonResponse(mapped.status, mapped.body, mapped.headers);
    })
    .handler(async (event: APIGatewayProxyEventV2) => {
      const input = inputs.get(event);
      if (!input) throw new Error('handler input missing');
      const result = await definition.handle(input);
      if (result instanceof BinaryReply) return binaryResponse(result);
      return result instanceof Reply
        ? jsonResponse(result.statusCode, { ok: true, ...result.body }, result.headers)
        : jsonResponse(200, { ok: true, ...result });
    });

  const handler = (event: APIGatewayProxyEventV2, context: Context) => pipeline(event, context);
  return Object.assign(handler, { access: definition.access });
}
