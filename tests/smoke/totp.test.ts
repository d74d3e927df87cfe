import { describe, expect, it } from 'vitest';
import { totpCode } from './totp';

// RFC 6238 appendix B, SHA-1 rows: the key is the ASCII "12345678901234567890", here in base32.
const RFC_KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpCode', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1234567890, '89005924'],
    [20000000000, '65353130'],
  ])('gives the RFC 6238 code at %i s', (seconds, expected) => {
    // Act
    const code = totpCode(RFC_KEY, seconds * 1000, 8);

    // Assess
    expect(code).toBe(expected);
  });

  it('reads the key from base32 as Cognito hands it out', () => {
    // Prepare
    const base32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

    // Act
    const fromText = totpCode(base32.toLowerCase(), 59_000);

    // Assess
    expect(fromText).toBe('287082');
  });

  it('refuses a secret that is not base32', () => {
    expect(() => totpCode('not-base32!', 0)).toThrow();
  });
});
