import { describe, expect, it } from 'vitest';
import {
  formatPlate,
  isPlausibleVehicleYear,
  isValidPlate,
  isValidRenavam,
  isValidVin,
  normaliseRenavam,
  plateKind,
  renavamCheckDigit,
  vinProblem,
} from './vehicle';

describe('plate', () => {
  it('accepts the old and the Mercosul patterns, typed in any case with a hyphen or spaces', () => {
    expect(plateKind('abc-1234')).toBe('antiga');
    expect(plateKind('ABC 1D23')).toBe('mercosul');
    expect(formatPlate('abc1234')).toBe('ABC-1234');
    expect(formatPlate('bra2e19')).toBe('BRA2E19');
  });

  it('refuses other shapes', () => {
    for (const plate of ['AB1234', 'ABCD123', 'ABC12D3', '1234ABC', 'ABC123', '']) {
      expect(isValidPlate(plate), plate).toBe(false);
    }
  });
});

describe('RENAVAM', () => {
  it('checks the last digit against the other ten', () => {
    expect(renavamCheckDigit('0063988496')).toBe(2);
    expect(isValidRenavam('00639884962')).toBe(true);
    expect(isValidRenavam('00639884963')).toBe(false);
  });

  it('pads a 9-digit number with two zeros', () => {
    expect(normaliseRenavam('639884962')).toBe('00639884962');
    expect(isValidRenavam('639884962')).toBe(true);
  });

  it('refuses wrong lengths and all zeros', () => {
    expect(isValidRenavam('0063988496')).toBe(false);
    expect(isValidRenavam('00000000000')).toBe(false);
    expect(isValidRenavam('')).toBe(false);
  });
});

describe('chassis (VIN)', () => {
  it('takes 17 letters and digits, uppercased', () => {
    expect(isValidVin('9bwzzz377vt004251')).toBe(true);
    expect(vinProblem('9BWZZZ377VT004251')).toBeNull();
  });

  it('refuses I, O and Q and other lengths, saying which', () => {
    expect(isValidVin('9BWZZZ377VT00425I')).toBe(false);
    expect(vinProblem('9BWZZZ377VT00425O')).toBe('letras');
    expect(vinProblem('9BWZZZ377VT0042')).toBe('tamanho');
  });
});

describe('vehicle year', () => {
  const today = new Date('2026-06-01T12:00:00Z');
  it('takes 1900 to next year', () => {
    expect(isPlausibleVehicleYear('1900', today)).toBe(true);
    expect(isPlausibleVehicleYear(2027, today)).toBe(true);
    expect(isPlausibleVehicleYear('2028', today)).toBe(false);
    expect(isPlausibleVehicleYear('1899', today)).toBe(false);
    expect(isPlausibleVehicleYear('20', today)).toBe(false);
  });
});
