// The hand-written money format against Intl's pt-BR one (the format it replaced), over small, round, grouped,
// negative and very large amounts.
import { describe, expect, it } from 'vitest';
import { formatBRL, formatCents, plainSpaces } from './brl';

const AMOUNTS = [
  0, 1, 9, 10, 99, 100, 101, 990, 1000, 99_999, 100_000, 123_456, 1_000_000, 12_345_678, 100_000_000,
  999_999_999_999, -1, -5, -99, -100, -123_456, -100_000_000,
];

describe('money in centavos', () => {
  it('is written as Intl writes it in pt-BR, with plain spaces', () => {
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const cents = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

    for (const amount of AMOUNTS) {
      expect(formatBRL(amount)).toBe(plainSpaces(brl.format(amount / 100)));
      expect(formatCents(amount)).toBe(plainSpaces(cents.format(amount / 100)));
    }
  });

  it('reads as people write it', () => {
    expect(formatBRL(123_456)).toBe('R$ 1.234,56');
    expect(formatBRL(5)).toBe('R$ 0,05');
    expect(formatCents(100_000_000)).toBe('1.000.000,00');
  });

  it('refuses what is not a whole number of centavos', () => {
    expect(() => formatBRL(1.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});
