import { describe, expect, it } from 'vitest';
import {
  CROCKFORD_ALPHABET,
  isVerificationCode,
  nameInitials,
  newVerificationCode,
  normalizeVerificationCode,
  verificationFooterText,
  verificationUrl,
} from './code';

describe('verification codes', () => {
  it('are 10 characters of the Crockford alphabet, without I, L, O or U', () => {
    // Prepare / Act
    const codes = Array.from({ length: 2000 }, () => newVerificationCode());

    // Assess
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('take five bits of each random byte: every character of the alphabet can come out', () => {
    // Prepare: bytes 0..31 and the same plus 224 (the high bits are dropped).
    const bytes = Uint8Array.from({ length: 10 }, (_, i) => i * 3 + 224);

    // Act
    const code = newVerificationCode((out) => {
      out.set(bytes);
      return out;
    });

    // Assess
    expect(code).toBe(Array.from(bytes, (b) => CROCKFORD_ALPHABET[b & 31]).join(''));
    expect(newVerificationCode((out) => out.fill(31))).toBe('ZZZZZZZZZZ');
  });

  it('are read as typed: lower case, separators, I and L as 1, O as 0', () => {
    expect(normalizeVerificationCode('abcde-12345')).toBe('ABCDE12345');
    expect(normalizeVerificationCode(' 0o1il 23 45z ')).toBe('0011123 45Z'.replace(' ', ''));
    expect(normalizeVerificationCode('OILOILOILO')).toBe('0110110110');
  });

  it('refuse what cannot be a code: wrong length, U, other characters', () => {
    expect(normalizeVerificationCode('ABCDE1234')).toBeNull();
    expect(normalizeVerificationCode('ABCDE123456')).toBeNull();
    expect(normalizeVerificationCode('ABCDU12345')).toBeNull();
    expect(normalizeVerificationCode('ABCDE1234!')).toBeNull();
    expect(normalizeVerificationCode('')).toBeNull();
    expect(isVerificationCode('abcde12345')).toBe(false);
    expect(isVerificationCode('ABCDE12345')).toBe(true);
  });

  it('make the check page address and the footer sentence', () => {
    const url = verificationUrl('https://documentosprontos.com.br/', 'ABCDE12345');

    expect(url).toBe('https://documentosprontos.com.br/Verificar/ABCDE12345');
    expect(verificationFooterText(url)).toBe(
      'Verifique a origem deste arquivo em https://documentosprontos.com.br/Verificar/ABCDE12345',
    );
  });

  it('show a name only as its initials, without the particles', () => {
    expect(nameInitials('Maria da Silva Moura')).toBe('M. S. M.');
    expect(nameInitials('  joão   DOS santos e souza ')).toBe('J. S. S.');
    expect(nameInitials('Ângela')).toBe('Â.');
    expect(nameInitials('')).toBe('');
  });
});
