// The one verifier interface that turns `Authorization: Bearer …` into a principal; the Cognito and the
// local implementations sit beside it and `select-verifier.ts` picks one by AUTH_MODE.
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { UnauthorizedError } from '../core/errors';
import type { Principal } from './principal';

export interface TokenVerifier {
  /** Verifies an ID token (signature, issuer, audience, expiry, `token_use`); throws UnauthorizedError. */
  verify(token: string): Promise<Principal>;
}

export const INVALID_TOKEN_MESSAGE = 'Sessão inválida ou expirada. Faça login novamente.';

export function invalidToken(cause: unknown): UnauthorizedError {
  return new UnauthorizedError(INVALID_TOKEN_MESSAGE, 'invalid_token', { cause });
}

/** The bearer token of an Authorization header; null when there is none; 401 when it is malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined || header.trim() === '') return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header.trim());
  if (!match?.[1]) throw invalidToken(new Error('malformed Authorization header'));
  return match[1];
}

/** The longest an ID token may still be valid for: Cognito's last at most a day (the local issuer's 12 hours). */
export const MAX_TOKEN_VALIDITY_SECONDS = 24 * 60 * 60;
/** How far ahead of our clock a token may say it was issued (clock skew between Cognito and Lambda). */
export const ISSUED_AT_SKEW_SECONDS = 5 * 60;

/**
 * aws-jwt-verify checks `exp` only when a token has one: a token without it would never expire, so every
 * verifier refuses it (its `customJwtCheck`, run after the signature and the other claims are checked). A token
 * that claims to last more than a day, or to be issued in the future, was not made by Cognito's rules (a leaked
 * or forged signing key would otherwise mint tokens good for years): refused too.
 */
export function checkTokenTimes({ payload }: { payload: JwtPayload }, now: number = Date.now()): void {
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) throw new Error('token without exp');
  if (typeof payload.iat !== 'number' || !Number.isFinite(payload.iat)) throw new Error('token without iat');
  const seconds = Math.floor(now / 1000);
  if (payload.exp > seconds + MAX_TOKEN_VALIDITY_SECONDS) throw new Error('token valid for more than a day');
  if (payload.iat > seconds + ISSUED_AT_SKEW_SECONDS) throw new Error('token issued in the future');
}
