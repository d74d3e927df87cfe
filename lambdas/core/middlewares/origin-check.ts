// First of all: a request that did not come through CloudFront (and its WAF) is not looked at further
// (`core/origin-verify.ts`). The refusal's log line holds the code, never the header's value.
import { ForbiddenError } from '../errors';
import { header } from '../http';
import { ORIGIN_REFUSED_MESSAGE, ORIGIN_VERIFY_HEADER, type originVerifier } from '../origin-verify';
import { type ApiMiddleware, stateOf } from './request-state';

/** `verify` is read once per cold start; undefined (locally) lets every request through. */
export function originCheck(verify: ReturnType<typeof originVerifier>): ApiMiddleware {
  return {
    before: ({ event }) => {
      if (verify && !verify(header(event, ORIGIN_VERIFY_HEADER))) {
        stateOf(event).unverified = true;
        throw new ForbiddenError(ORIGIN_REFUSED_MESSAGE, 'origin_not_verified');
      }
    },
  };
}
