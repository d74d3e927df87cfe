// TOTP codes (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), as an authenticator app makes them, for the smoke
// user: the user pool requires TOTP of every password sign-in, so the smoke answers its MFA challenge itself.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Decodes RFC 4648 base32, the form Cognito's `SecretCode` and authenticator apps use (spaces, '=' and case ignored). */
export function decodeBase32(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('TOTP secret is not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(out);
}

/** The code of the 30-second step that holds `atMs`, from a base32 secret or the raw key bytes. */
export function totpCode(secret: string | Buffer, atMs: number = Date.now(), digits = 6): string {
  const key = typeof secret === 'string' ? decodeBase32(secret) : secret;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}
