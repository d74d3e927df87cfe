// The admins' audit line: an admin's request, once answered, is written to the audit table (kept at least a year,
// unlike the logs) with the document it named, the reason and change its body states and what its use case
// reported moving. The writer is handed in (handler.ts imports it statically: a dynamic import would make esbuild
// wrap the whole DynamoDB adapter chain lazily and stop tree-shaking it, measured +57 KB per bundle), so a public
// route's bundle carries neither. A failed write does not change the answer already decided; it is logged.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AdminAction } from '../../adapters/audit-log';
import { logger } from '../logger';
import { type ApiMiddleware, type RequestState, stateOf } from './request-state';

/** Identifier-like values: what a log line or an audit item may name. */
export const IDENTIFIER = /^[\w.:-]{1,120}$/;
/** Fields of an admin's request body that say what it changes; never the form (which holds CPFs and RGs). */
const CHANGE_FIELDS = ['blocked', 'action', 'adminMode'] as const;
const MAX_REASON = 500;
/** Fields one audit item records at most (a price table has a dozen). */
export const MAX_CHANGES = 30;

/** The `id` or `reference` a request body names, when it is identifier-like. */
function targetOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { id, reference } = body as { id?: unknown; reference?: unknown };
  const named = typeof id === 'string' ? id : typeof reference === 'string' ? reference : undefined;
  return named !== undefined && IDENTIFIER.test(named) ? named : undefined;
}

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

export interface AdminRequest {
  uid: string;
  email: string;
  target?: string;
}

/**
 * The admin behind the request, once its body passed its schema (a request refused before that is an ordinary
 * refused request), with the document it names in its body or query; undefined for anyone else.
 */
export function adminRequest(event: APIGatewayProxyEventV2, state: RequestState): AdminRequest | undefined {
  const principal = state.principal;
  if (!principal?.isAdmin || !state.bodyChecked) return undefined;
  return {
    uid: principal.uid,
    email: principal.email,
    target: targetOf(state.body) ?? targetOf(event.queryStringParameters),
  };
}

async function audit(
  record: ((action: AdminAction) => Promise<void>) | undefined,
  event: APIGatewayProxyEventV2,
  status: number,
) {
  const state = stateOf(event);
  const admin = adminRequest(event, state);
  if (!admin) return;
  try {
    if (!record) throw new Error('no audit writer for an admin request');
    await record({
      ...admin,
      method: event.requestContext?.http?.method ?? '',
      path: event.rawPath,
      ...detailsOf(state.body),
      ...(state.changes ? { changes: state.changes.slice(0, MAX_CHANGES) } : {}),
      status,
      requestId: event.requestContext?.requestId ?? `${state.startedAt}`,
      at: state.startedAt,
    });
  } catch (error) {
    logger.error('admin audit record not written', { uid: admin.uid, path: event.rawPath, error });
  }
}

export function adminAudit(record?: (action: AdminAction) => Promise<void>): ApiMiddleware {
  return {
    after: (request) => audit(record, request.event, request.response?.statusCode ?? 200),
    onError: (request) => audit(record, request.event, stateOf(request.event).failure?.status ?? 500),
  };
}
