// TOTP codes (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), as an authenticator app makes them, for the smoke
// user: the user pool requires TOTP of every password sign-in, so the smoke answers its MFA challenge itself.
// `otpauth` does the RFC; this only fixes Cognito's parameters and reads its base32 `SecretCode`.
import { Secret, TOTP } from 'otpauth';

/** The code of the 30-second step that holds `atMs`, from a base32 secret as Cognito hands it out. */
export function totpCode(secret: string, atMs: number = Date.now(), digits = 6): string {
  const key = Secret.fromBase32(secret.replace(/[\s=]/g, '').toUpperCase());
  return new TOTP({ secret: key, algorithm: 'SHA1', digits, period: 30 }).generate({ timestamp: atMs });
}
