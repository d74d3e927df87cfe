// The body and the query checked by the route's zod schemas from shared/api (400 `invalid_input` with the first
// issue's Portuguese message), the body first.
import type * as z from 'zod';
import { parseWith } from '../http';
import { type ApiMiddleware, stateOf } from './request-state';

export function validate(body: z.ZodType | undefined, query: z.ZodType | undefined): ApiMiddleware {
  return {
    before: ({ event }) => {
      const state = stateOf(event);
      state.body = body ? parseWith(body, state.json) : undefined;
      state.bodyChecked = true;
      state.query = query ? parseWith(query, event.queryStringParameters ?? {}) : undefined;
    },
  };
}
