// Picks the token verifier by AUTH_MODE (Cognito's JWKS in AWS, the local issuer's JWKS on one machine) and
// builds it once per cold start, on first use, so public routes never need one.
import { type AuthConfig, config } from '../core/config';
import { createCognitoVerifier } from './cognito-verifier';
import { createLocalVerifier } from './local-verifier';
import type { TokenVerifier } from './token-verifier';

export function createTokenVerifier(auth: AuthConfig): TokenVerifier {
  return auth.mode === 'cognito' ? createCognitoVerifier(auth) : createLocalVerifier(auth);
}

let verifier: TokenVerifier | undefined;

export function getTokenVerifier(): TokenVerifier {
  verifier ??= createTokenVerifier(config.auth);
  return verifier;
}
