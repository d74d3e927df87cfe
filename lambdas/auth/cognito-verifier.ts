// AWS sign-in: Cognito ID tokens verified with aws-jwt-verify against the user pool's JWKS (fetched once
// and cached by the library for the life of the Lambda container).
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { AuthConfig } from '../core/config';
import { principalFromClaims } from './principal';
import { invalidToken, type TokenVerifier } from './token-verifier';

export function createCognitoVerifier(auth: Extract<AuthConfig, { mode: 'cognito' }>): TokenVerifier {
  const verifier = CognitoJwtVerifier.create({
    userPoolId: auth.userPoolId,
    clientId: auth.clientId,
    tokenUse: 'id',
  });
  return {
    async verify(token) {
      try {
        return principalFromClaims(await verifier.verify(token));
      } catch (error) {
        throw invalidToken(error);
      }
    },
  };
}
