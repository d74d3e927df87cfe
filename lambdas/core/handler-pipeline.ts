// The pipeline of every API handler (`defineHandler` in handler.ts, `definePublicHandler` in public-handler.ts):
// @middy/core with small middlewares, each one job, in this order:
//   Powertools (core/observability.ts): logger context, X-Ray segment, metrics flush
//   requestLog     the request line once answered (middlewares/request-log.ts)
//   adminAudit     an admin's request to the audit table once answered (middlewares/admin-audit.ts)
//   errorResponse  every error mapped to HTTP here and nowhere else (middlewares/error-response.ts)
//   originCheck    refuses a request CloudFront did not send (core/origin-verify.ts)
//   authenticate   the token by access level
//   liveAccount    a write by a token issued before its account was deleted refused (middlewares/live-account.ts)
//   jsonBody       the body within its bound, parsed as JSON
//   validate       the body and the query by the route's zod schemas from shared/
// then `handle` and the JSON envelope. middy runs `before` in this order and `after` / `onError` in reverse, so
// the error is mapped before the audit and request lines read its status, and those are written inside the
// segment and with the logger's context. The token verifier and the admins' audit writer are handed in, so a
// public route's bundle carries neither (nor the DynamoDB client the audit writer brings).
import middy from '@middy/core';
import type { AuditChange } from '@shared/api/admin-audit';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
// `z.config` sets zod's one global configuration (zod/v4/core), the classic schemas' too.
import { config as zodConfig } from 'zod/mini';
import ptBR from 'zod/v4/locales/pt-BR.js';
import type { AdminAction } from '../adapters/audit-log';
import type { Principal } from '../auth/principal';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Access } from '../routes';
import { BinaryReply, binaryResponse, jsonResponse, MAX_BODY_BYTES, Reply } from './http';
import { adminAudit, MAX_CHANGES } from './middlewares/admin-audit';
import { authenticate } from './middlewares/authenticate';
import { errorResponse } from './middlewares/error-response';
import { jsonBody } from './middlewares/json-body';
import { liveAccount, type RetiredCheck } from './middlewares/live-account';
import { originCheck } from './middlewares/origin-check';
import { requestLog } from './middlewares/request-log';
import { stateOf } from './middlewares/request-state';
import { validate } from './middlewares/validate';
import { observability } from './observability';
import { originVerifier } from './origin-verify';

export { BinaryReply, binaryReply, Reply, reply } from './http';
export { clientAddress, loggableQuery } from './middlewares/request-log';

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
  /** Whether a caller's account was deleted since their token was issued (refuses their writes). */
  isRetired?: RetiredCheck;
}

/** The handler of `definition`, with the services its access level needs (see handler.ts, public-handler.ts). */
export function buildHandler<
  A extends Access,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends object = object,
>(definition: HandlerDefinition<A, B, Q, R>, services: HandlerServices): ApiHandler {
  const pipeline = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    // Only a fault (an error not mapped to a 4xx) marks the X-Ray segment as failed.
    .use(
      observability<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>(
        (request) => stateOf(request.event).failure?.unexpected ?? true,
      ),
    )
    .use(requestLog())
    .use(adminAudit(services.recordAdminAction))
    .use(errorResponse())
    // Read once per cold start, with the handler's module.
    .use(originCheck(originVerifier(process.env)))
    .use(authenticate(definition.access, services.verifier))
    .use(liveAccount(services.isRetired))
    .use(jsonBody(definition.maxBodyBytes ?? MAX_BODY_BYTES, definition.body !== undefined))
    .use(validate(definition.body, definition.query))
    .handler(async (event: APIGatewayProxyEventV2, context: Context) => {
      const state = stateOf(event);
      const input = {
        body: state.body,
        query: state.query,
        principal: state.principal ?? null,
        event,
        context,
        noteChanges: (changes: readonly AuditChange[]) => {
          state.changes = changes.slice(0, MAX_CHANGES);
        },
      } as HandlerInput<A, B, Q>;
      const result = await definition.handle(input);
      if (result instanceof BinaryReply) return binaryResponse(result);
      return result instanceof Reply
        ? jsonResponse(result.statusCode, { ok: true, ...result.body }, result.headers)
        : jsonResponse(200, { ok: true, ...result });
    });

  const handler = (event: APIGatewayProxyEventV2, context: Context) => pipeline(event, context);
  return Object.assign(handler, { access: definition.access });
}
