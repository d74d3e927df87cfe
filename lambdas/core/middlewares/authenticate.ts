// The caller by the route's access level: `public` reads no token, `optional-auth` verifies one when sent,
// `user` and `admin` require one (401), `admin` an administrator's (403).
import type { Principal } from '../../auth/principal';
import { bearerToken, type TokenVerifier } from '../../auth/token-verifier';
import type { Access } from '../../routes';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { header } from '../http';
import { type ApiMiddleware, stateOf } from './request-state';

export function authenticate(access: Access, verifier?: () => TokenVerifier): ApiMiddleware {
  return {
    before: async ({ event }) => {
      stateOf(event).principal = await principalOf(access, header(event, 'authorization'), verifier);
    },
  };
}

async function principalOf(
  access: Access,
  authorization: string | undefined,
  verifier: (() => TokenVerifier) | undefined,
): Promise<Principal | null> {
  if (access === 'public') return null;
  if (!verifier) throw new Error(`a route of access "${access}" needs the token verifier`);
  const token = bearerToken(authorization);
  if (!token) {
    if (access === 'optional-auth') return null;
    throw new UnauthorizedError();
  }
  const principal = await verifier().verify(token);
  if (access === 'admin' && !principal.isAdmin) {
    throw new ForbiddenError('Acesso restrito a administradores.', 'admin_only');
  }
  return principal;
}
