// AWS sign-in: Cognito ID tokens verified with aws-jwt-verify against the user pool's JWKS (fetched once
// and cached by the library for the life of the Lambda container); each accepted token is remembered until
// its `exp` (see verified-token-cache.ts).
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { AuthConfig } from '../core/config';
import { principalFromClaims } from './principal';
import { checkTokenTimes, invalidToken, type TokenVerifier } from './token-verifier';
import { VerifiedTokenCache, type VerifiedTokenCacheOptions } from './verified-token-cache';

export function createCognitoVerifier(
  auth: Extract<AuthConfig, { mode: 'cognito' }>,
  cache: VerifiedTokenCacheOptions = {},
  /** The pool's keys when known up front (tests); otherwise fetched from the pool's JWKS URL. */
  keys?: Jwks,
): TokenVerifier {
  const verifier = CognitoJwtVerifier.create({
    userPoolId: auth.userPoolId,
    clientId: auth.clientId,
    tokenUse: 'id',
    customJwtCheck: checkTokenTimes,
  });
  if (keys) verifier.cacheJwks(keys);
  const verified = new VerifiedTokenCache(cache);
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const claims = await verifier.verify(token);
        const principal = principalFromClaims(claims);
        verified.remember(token, principal, claims.exp);
        return principal;
      } catch (error) {
        throw invalidToken(error);
      }
    },
  };
}
