// Picks the token verifier by AUTH_MODE (Cognito's JWKS in AWS, the local issuer's JWKS on one machine) and
// builds it once per cold start, on first use, so public routes never need one.
import { type AuthConfig, config } from '../core/config';
import { createCognitoVerifier } from './cognito-verifier';
import { createLocalVerifier } from './local-verifier';
import type { TokenVerifier } from './token-verifier';

export function createTokenVerifier(auth: AuthConfig): TokenVerifier {
  // Folds to `false` in an AWS bundle (AWS_BUNDLE in core/env.ts): the local verifier is left out of it.
  if (process.env.DP_BUNDLE !== 'aws' && auth.mode === 'local') return createLocalVerifier(auth);
  if (auth.mode !== 'cognito') throw new Error('Cognito sign-in is the only one in AWS');
  return createCognitoVerifier(auth);
}

let verifier: TokenVerifier | undefined;

export function getTokenVerifier(): TokenVerifier {
  verifier ??= createTokenVerifier(config.auth);
  return verifier;
}
