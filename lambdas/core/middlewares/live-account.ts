// Writes only by an account that still exists: a token issued before its account was deleted (LGPD,
// `meus-dados-delete`) keeps a valid signature until it expires, and without this it could still create
// documents for that long. Reads need no check: a deleted account owns nothing left to read.
import type { Principal } from '../../auth/principal';
import { INVALID_TOKEN_MESSAGE } from '../../auth/token-verifier';
import { UnauthorizedError } from '../errors';
import { type ApiMiddleware, stateOf } from './request-state';

/** Whether the principal's account was deleted after its token was issued (`ports/user-store.ts`). */
export type RetiredCheck = (principal: Principal) => Promise<boolean>;

/** The methods that never write: every other one is checked. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function liveAccount(isRetired?: RetiredCheck): ApiMiddleware {
  return {
    before: async ({ event }) => {
      const principal = stateOf(event).principal;
      if (!isRetired || !principal || READS.has(event.requestContext.http.method)) return;
      if (await isRetired(principal)) {
        throw new UnauthorizedError(INVALID_TOKEN_MESSAGE, 'account_deleted');
      }
    },
  };
}
