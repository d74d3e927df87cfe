import { describe, expect, it } from 'vitest';
import { centsFromDigits, formatBRL, formatCents, maskMoney, moneyInWords, reaisFromCents } from './money';

describe('typed money', () => {
  it.each([
    ['', 0],
    ['0', 0],
    ['5', 5],
    ['123456', 123456],
    ['1.234,56', 123456],
    ['R$ 0,90', 90],
    ['00099', 99],
  ])('reads %j as %i centavos', (typed, cents) => {
    expect(centsFromDigits(typed)).toBe(cents);
  });

  it('never grows past a safe integer', () => {
    expect(Number.isSafeInteger(centsFromDigits('9'.repeat(40)))).toBe(true);
  });

  it('masks while typing', () => {
    expect(maskMoney('')).toBe('');
    expect(maskMoney('1')).toBe('0,01');
    expect(maskMoney('123456')).toBe('1.234,56');
    expect(maskMoney('1234567890')).toBe('12.345.678,90');
  });
});

describe('display', () => {
  it('shows centavos as pt-BR numbers', () => {
    expect(formatCents(0)).toBe('0,00');
    expect(formatCents(5)).toBe('0,05');
    expect(formatCents(123456)).toBe('1.234,56');
    expect(formatCents(100000000)).toBe('1.000.000,00');
  });

  it('shows reais with a plain space after R$', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(990)).toBe('R$ 9,90');
    expect(formatBRL(0)).toBe('R$ 0,00');
  });

  it('refuses non-integer centavos', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
    expect(() => formatBRL(Number.NaN)).toThrow(RangeError);
  });

  it('converts to reais for APIs', () => {
    expect(reaisFromCents(990)).toBe(9.9);
  });
});

describe('moneyInWords', () => {
  it.each([
    [123456, 'mil duzentos e trinta e quatro reais e cinquenta e seis centavos'],
    [0, 'zero reais'],
    [1, 'um centavo'],
    [2, 'dois centavos'],
    [100, 'um real'],
    [101, 'um real e um centavo'],
    [150, 'um real e cinquenta centavos'],
    [200, 'dois reais'],
    [10000, 'cem reais'],
    [10100, 'cento e um reais'],
    [100000, 'mil reais'],
    [120000, 'mil e duzentos reais'],
    [150000, 'mil e quinhentos reais'],
    [100000000, 'um milhão de reais'],
    [100000050, 'um milhão de reais e cinquenta centavos'],
    [200000000, 'dois milhões de reais'],
    [250000000, 'dois milhões e quinhentos mil reais'],
    [100000100, 'um milhão e um reais'],
    [100000000000, 'um bilhão de reais'],
    [
      123456789,
      'um milhão, duzentos e trinta e quatro mil quinhentos e sessenta e sete reais e oitenta e nove centavos',
    ],
  ])('%i centavos → %s', (cents, words) => {
    expect(moneyInWords(cents)).toBe(words);
  });

  it('refuses negative or fractional centavos', () => {
    expect(() => moneyInWords(-1)).toThrow(RangeError);
    expect(() => moneyInWords(0.5)).toThrow(RangeError);
  });
});
