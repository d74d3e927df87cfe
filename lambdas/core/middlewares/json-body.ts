// The body within its bound (400 `body_too_large` past it, base64 decoded first), and read as JSON when the route
// has a body schema (400 `empty_body` or `invalid_json`); a route without one never parses what it ignores.
import { bodyText, parseJsonBody } from '../http';
import { type ApiMiddleware, stateOf } from './request-state';

export function jsonBody(maxBodyBytes: number, parse: boolean): ApiMiddleware {
  return {
    before: ({ event }) => {
      const text = bodyText(event, maxBodyBytes);
      if (parse) stateOf(event).json = parseJsonBody(text);
    },
  };
}
