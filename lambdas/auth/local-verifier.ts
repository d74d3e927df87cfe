// Local sign-in: tokens of the local issuer verified by aws-jwt-verify exactly as Cognito's, with the
// issuer's public JWKS handed over in LOCAL_JWKS (no network; an unknown key id is simply refused), and each
// accepted token remembered until its `exp` as in AWS (see verified-token-cache.ts).
import { JwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { AuthConfig } from '../core/config';
import { LOCAL_AUDIENCE, LOCAL_ISSUER, LOCAL_JWKS_URI } from './local-claims';
import { principalFromClaims } from './principal';
import { checkTokenTimes, invalidToken, type TokenVerifier } from './token-verifier';
import { VerifiedTokenCache, type VerifiedTokenCacheOptions } from './verified-token-cache';

export function createLocalVerifier(
  auth: Extract<AuthConfig, { mode: 'local' }>,
  cache: VerifiedTokenCacheOptions = {},
): TokenVerifier {
  const verifier = JwtVerifier.create({
    issuer: LOCAL_ISSUER,
    audience: LOCAL_AUDIENCE,
    jwksUri: LOCAL_JWKS_URI,
    customJwtCheck: ({ payload }) => {
      // Same rule as CognitoJwtVerifier with tokenUse 'id'.
      if (payload.token_use !== 'id') throw new Error('not an ID token');
      checkTokenTimes({ payload });
    },
  });
  verifier.cacheJwks(auth.jwks as unknown as Jwks);
  const verified = new VerifiedTokenCache(cache);
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        // verifySync never fetches: keys outside LOCAL_JWKS fail instead of being looked up.
        const claims = verifier.verifySync(token);
        const principal = principalFromClaims(claims);
        verified.remember(token, principal, claims.exp);
        return principal;
      } catch (error) {
        throw invalidToken(error);
      }
    },
  };
}
