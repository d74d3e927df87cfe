// The request line: one per request, once answered (`request`, or `request refused` / `request failed` with the
// mapped code): method, path, status, the caller's uid, time, the viewer's address and the query with only known
// keys whose values are identifiers. An admin's request is marked `admin: true` with the document it names.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError, toHttpError } from '../errors';
import { logger } from '../logger';
import { VIEWER_ADDRESS_HEADER } from '../viewer-address';
import { adminRequest, IDENTIFIER } from './admin-audit';
import { type ApiMiddleware, stateOf } from './request-state';

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

/** uid, the admin mark and the document an admin's request names; time since the start. */
function callerFields(event: APIGatewayProxyEventV2): Record<string, unknown> {
  const state = stateOf(event);
  const admin = adminRequest(event, state);
  return {
    uid: state.principal?.uid,
    admin: admin ? true : undefined,
    target: admin?.target,
    ms: Math.round(performance.now() - state.at),
  };
}

export function requestLog(): ApiMiddleware {
  return {
    // Starts the invocation's clock; the line is written once the answer is known.
    before: ({ event }) => {
      stateOf(event);
    },
    after: ({ event, response }) => {
      logger.info('request', {
        ...requestFields(event),
        status: response?.statusCode,
        ...callerFields(event),
      });
    },
    onError: ({ event, error }) => {
      const state = stateOf(event);
      const mapped = state.failure ?? toHttpError(error);
      const fields = {
        ...requestFields(event, state.unverified),
        status: mapped.status,
        code: mapped.body.error.code,
        ...callerFields(event),
      };
      if (mapped.unexpected) {
        logger.error('request failed', { ...fields, error });
      } else {
        const cause = error instanceof AppError ? error.cause : undefined;
        logger.info('request refused', {
          ...fields,
          reason: cause instanceof Error ? cause.message : undefined,
        });
      }
    },
  };
}
