// Every error of the invocation, known or not, mapped to HTTP here and nowhere else (`toHttpError`): the JSON
// envelope with the Portuguese message, never an unknown error's text. The mapping is kept for the audit and
// request lines, which run after it.
import { toHttpError } from '../errors';
import { jsonResponse } from '../http';
import { type ApiMiddleware, stateOf } from './request-state';

export function errorResponse(): ApiMiddleware {
  return {
    onError: (request) => {
      const mapped = toHttpError(request.error);
      stateOf(request.event).failure = mapped;
      request.response = jsonResponse(mapped.status, mapped.body, mapped.headers);
    },
  };
}
