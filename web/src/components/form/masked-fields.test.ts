// The masks of the toolkit laid over stored values: digits with or without separators shown the same way,
// partial values shown as far as they go, a mobile number's extra digit moving the hyphen.
import { describe, expect, it } from 'vitest';
import {
  applyMask,
  CARTAO_SUS_MASK,
  CNPJ_MASK,
  CPF_MASK,
  PHONE_MASKS,
  PIS_NIT_MASK,
  TITULO_ELEITOR_MASK,
} from './masked-fields';

describe('applyMask', () => {
  it.each([
    ['52998224725', CPF_MASK, '529.982.247-25'],
    ['529.982.247-25', CPF_MASK, '529.982.247-25'],
    ['5299', CPF_MASK, '529.9'],
    ['11222333000181', CNPJ_MASK, '11.222.333/0001-81'],
    ['1134567890', PHONE_MASKS, '(11) 3456-7890'],
    ['11987654321', PHONE_MASKS, '(11) 98765-4321'],
    ['12054687253', PIS_NIT_MASK, '120.54687.25-3'],
    ['1205', PIS_NIT_MASK, '120.5'],
    ['898001234567890', CARTAO_SUS_MASK, '898 0012 3456 7890'],
    ['123456780191', TITULO_ELEITOR_MASK, '1234 5678 0191'],
    ['', CPF_MASK, ''],
  ])('shows %j over %j as %j', (stored, mask, shown) => {
    expect(applyMask(stored, mask)).toBe(shown);
  });
});
