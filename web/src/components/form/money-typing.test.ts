// What a money edit means, as the field's react-number-format `removeFormatting`: digits read as centavos,
// a separator deleted alone taking the digit beside it (before it on Backspace, after it on Delete), more than
// one character inserted read as a pasted amount, and pasted amounts with either decimal separator.
import { describe, expect, it } from 'vitest';
import { centsFromPaste, type MoneyChange, moneyDigits, showDigits } from './money-typing';

/** The change range the library reports for `lastValue` becoming the new text. */
function change(lastValue: string, from: [number, number], to: [number, number]): MoneyChange {
  return { lastValue, from: { start: from[0], end: from[1] }, to: { start: to[0], end: to[1] } };
}

describe('moneyDigits', () => {
  it('reads the digits typed as centavos, leading zeros dropped', () => {
    expect(moneyDigits('1.234,567', change('1.234,56', [8, 8], [8, 9]))).toBe('1234567');
    expect(moneyDigits('0,078', change('0,07', [4, 4], [4, 5]))).toBe('78');
    expect(moneyDigits('0,0')).toBe('');
  });

  it('takes the last digit on Backspace at the end', () => {
    expect(moneyDigits('1.234,5', change('1.234,56', [7, 8], [7, 7]))).toBe('12345');
  });

  it('takes the digit before a separator on Backspace, and the one after it on Delete', () => {
    expect(moneyDigits('1294,56', change('1.294,56', [1, 2], [1, 1]))).toBe('29456');
    expect(moneyDigits('1.23456', change('1.234,56', [5, 6], [5, 5]), true)).toBe('12346');
  });

  it('reads more than one character inserted at once as a pasted amount that replaces the value', () => {
    expect(moneyDigits('R$ 1.234,5', change('', [0, 0], [0, 10]))).toBe('123450');
    expect(moneyDigits('0,011234', change('0,01', [4, 4], [4, 8]))).toBe('123400');
    expect(moneyDigits('0,01abc', change('0,01', [4, 4], [4, 7]))).toBe('1');
  });

  it('stops a pasted amount at the most digits allowed', () => {
    expect(moneyDigits('99999999999999', change('', [0, 0], [0, 14]), false, 11)).toBe('99999999999');
  });
});

describe('centsFromPaste', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234.56', 123456],
    ['1234,56', 123456],
    ['R$ 1.234,5', 123450],
    ['1.234', 123400],
    ['1234', 123400],
    ['1,234.56', 123456],
    ['abc', null],
    ['0,00', null],
  ])('reads %j as %j centavos', (pasted, cents) => {
    expect(centsFromPaste(pasted)).toBe(cents);
  });
});

describe('showDigits', () => {
  it('shows centavos with thousands dots and a decimal comma, nothing for none', () => {
    expect(showDigits('100001')).toBe('1.000,01');
    expect(showDigits('007')).toBe('0,07');
    expect(showDigits('')).toBe('');
  });
});
