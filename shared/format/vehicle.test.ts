import { describe, expect, it } from 'vitest';
import {
  formatPlate,
  isPlausibleModelYear,
  isValidPlate,
  isValidRenavamNumber,
  isValidVin,
  normalisePlate,
  normaliseRenavam,
  normaliseVin,
  vinProblem,
} from './vehicle';

describe('plates', () => {
  it('accepts the old and the Mercosul patterns in any case and with a hyphen', () => {
    expect(['ABC1234', 'abc-1234', 'BRA2E19', 'bra 2e19'].map(isValidPlate)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('refuses other sequences, short and long plates', () => {
    expect(['ABC12D3', 'AB12345', 'ABC123', '1234ABC', 'ABCD123', ''].map(isValidPlate)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('is shown upper-cased, the old pattern with its hyphen', () => {
    expect(normalisePlate('bra-2e19x')).toBe('BRA2E19');
    expect(formatPlate('abc1234')).toBe('ABC-1234');
    expect(formatPlate('bra2e19')).toBe('BRA2E19');
  });
});

describe('RENAVAM', () => {
  it('checks the digit of an 11-digit number and of a 9-digit one padded with zeros', () => {
    expect(isValidRenavamNumber('00639884962')).toBe(true);
    expect(isValidRenavamNumber('639884962')).toBe(true);
    expect(normaliseRenavam('639884962')).toBe('00639884962');
  });

  it('refuses a wrong check digit, other lengths and repeated digits', () => {
    expect(['00639884963', '12345678901', '0639884962', '00000000000', ''].map(isValidRenavamNumber)).toEqual(
      [false, false, false, false, false],
    );
  });
});

describe('chassis (VIN)', () => {
  it('takes 17 characters ending in four digits, in any case, without a North-American check digit', () => {
    expect(isValidVin('9BWZZZ377VT004251')).toBe(true);
    expect(isValidVin('9bgrd08x04g117974')).toBe(true);
    expect(normaliseVin('9bw zzz377-vt004251')).toBe('9BWZZZ377VT004251');
  });

  it('refuses I, O and Q, other lengths, letters in the last four and placeholders', () => {
    expect(
      [
        '9BWZZZ377VT0O4251',
        '9BWIZZ377VT004251',
        '9BWQZZ377VT004251',
        '9BWZZZ377VT00425',
        '9BWZZZ377VT0042511',
        '9BWZZZ377VT00A251',
        '11111111111111111',
      ].map(isValidVin),
    ).toEqual([false, false, false, false, false, false, false]);
  });
});

describe('model year', () => {
  const today = new Date('2026-11-25T12:00:00Z');

  it('takes a year from 1900 to next year, alone or as manufacture/model', () => {
    expect(['1900', '2027', '2020/2021', '2020 / 2020'].map((y) => isPlausibleModelYear(y, today))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('refuses years out of range, a model two years apart and other shapes', () => {
    expect(
      ['1899', '2028', '2020/2022', '2021/2020', '20', 'abcd'].map((y) => isPlausibleModelYear(y, today)),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe('vinProblem', () => {
  it('names the letters I, O and Q first, then a wrong length, and nothing for 17 allowed characters', () => {
    // Assess
    expect(vinProblem('9BWZZZ377VT00425Q')).toBe('letras');
    expect(vinProblem('9BWZZZ377VT0042')).toBe('tamanho');
    expect(vinProblem('9bw-zzz377vt004251')).toBeNull();
  });
});
