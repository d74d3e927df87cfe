import { describe, expect, it } from 'vitest';
import { cepDigits, isCompleteCep, isMaskedCep, maskCep, maskCepDotted } from './cep';

// 01310-100 (Avenida Paulista, São Paulo) and 70040-010 (Brasília) are published Correios CEPs.
describe('CEP', () => {
  it('keeps at most 8 digits', () => {
    expect(cepDigits('01310-100')).toBe('01310100');
    expect(cepDigits('01.310-1009')).toBe('01310100');
    expect(cepDigits(undefined)).toBe('');
  });

  it.each([
    ['', ''],
    ['0131', '0131'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['01.310-100', '01310-100'],
    ['0131010099', '01310-100'],
  ])('masks %j as %j', (typed, shown) => {
    expect(maskCep(typed)).toBe(shown);
  });

  it.each([
    ['7', '7'],
    ['70', '70'],
    ['700', '70.0'],
    ['70040', '70.040'],
    ['700400', '70.040-0'],
    ['70040010', '70.040-010'],
    ['70040-010', '70.040-010'],
  ])('masks %j in the receipts style as %j', (typed, shown) => {
    expect(maskCepDotted(typed)).toBe(shown);
  });

  it('is complete with exactly 8 digits', () => {
    expect(isCompleteCep('01310-100')).toBe(true);
    expect(isCompleteCep('70.040-010')).toBe(true);
    expect(isCompleteCep('0131010')).toBe(false);
    expect(isCompleteCep('013101000')).toBe(false);
    expect(isCompleteCep('')).toBe(false);
  });

  it('checks the shown format', () => {
    expect(isMaskedCep('01310-100')).toBe(true);
    expect(isMaskedCep('01310100')).toBe(false);
    expect(isMaskedCep('70.040-010')).toBe(false);
    expect(isMaskedCep('70.040-010', { allowDotted: true })).toBe(true);
    expect(isMaskedCep('0131-0100', { allowDotted: true })).toBe(false);
  });
});
