// What the middlewares of one invocation learn and hand on (the caller, the checked input, the mapped failure),
// keyed by the event object middy hands to every middleware and to the handler.

import type { MiddlewareObj } from '@middy/core';
import type { AuditChange } from '@shared/api/admin-audit';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Principal } from '../../auth/principal';
import type { HttpError } from '../errors';

export type ApiMiddleware = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

export interface RequestState {
  /** `performance.now()` at the start, for the request line's `ms`. */
  at: number;
  /** Epoch milliseconds at the start, for the audit record. */
  startedAt: number;
  /** Refused by the origin check: its headers are the caller's own. */
  unverified?: true;
  /** The verified caller (null: nobody signed in). */
  principal?: Principal | null;
  /** The body parsed as JSON (read only for a route with a body schema). */
  json?: unknown;
  /** Set once the body passed its schema (or the route has none). */
  bodyChecked?: true;
  body?: unknown;
  query?: unknown;
  /** What an admin's action moved, as its use case reported it (`noteChanges`). */
  changes?: readonly AuditChange[];
  /** The answer an error was mapped to (`errorResponse`). */
  failure?: HttpError;
}

const states = new WeakMap<APIGatewayProxyEventV2, RequestState>();

/** The invocation's state, started (with its clock) on first use. */
export function stateOf(event: APIGatewayProxyEventV2): RequestState {
  let state = states.get(event);
  if (!state) {
    state = { at: performance.now(), startedAt: Date.now() };
    states.set(event, state);
  }
  return state;
}
