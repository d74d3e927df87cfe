// Local sign-in: tokens of the local issuer verified by aws-jwt-verify exactly as Cognito's, with the
// issuer's public JWKS handed over in LOCAL_JWKS (no network; an unknown key id is simply refused).
import { JwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { AuthConfig } from '../core/config';
import { LOCAL_AUDIENCE, LOCAL_ISSUER, LOCAL_JWKS_URI } from './local-claims';
import { principalFromClaims } from './principal';
import { invalidToken, type TokenVerifier } from './token-verifier';

export function createLocalVerifier(auth: Extract<AuthConfig, { mode: 'local' }>): TokenVerifier {
  const verifier = JwtVerifier.create({
    issuer: LOCAL_ISSUER,
    audience: LOCAL_AUDIENCE,
    jwksUri: LOCAL_JWKS_URI,
    customJwtCheck: ({ payload }) => {
      // Same rule as CognitoJwtVerifier with tokenUse 'id'.
      if (payload.token_use !== 'id') throw new Error('not an ID token');
    },
  });
  verifier.cacheJwks(auth.jwks as unknown as Jwks);
  return {
    async verify(token) {
      try {
        // verifySync never fetches: keys outside LOCAL_JWKS fail instead of being looked up.
        return principalFromClaims(verifier.verifySync(token));
      } catch (error) {
        throw invalidToken(error);
      }
    },
  };
}
