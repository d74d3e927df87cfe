// The masks of the toolkit laid over stored values: digits with or without separators shown the same way,
// partial values shown as far as they go, a mobile number's extra digit moving the hyphen; the time and the
// month/year as typed (capped) and as left (completed).
import { completeTime, maskMonthYear, maskTime } from '@shared/format/time';
import { describe, expect, it } from 'vitest';
import {
  applyMask,
  CARTAO_SUS_MASK,
  CNPJ_MASK,
  CPF_MASK,
  MONTH_YEAR_MASK,
  PHONE_MASKS,
  PIS_NIT_MASK,
  TIME_MASK,
  TITULO_ELEITOR_MASK,
} from './masked-fields';

describe('applyMask', () => {
  it.each([
    ['52998224725', CPF_MASK, '529.982.247-25'],
    ['529.982.247-25', CPF_MASK, '529.982.247-25'],
    ['5299', CPF_MASK, '529.9'],
    ['11222333000181', CNPJ_MASK, '11.222.333/0001-81'],
    ['12abc34501de35', CNPJ_MASK, '12.ABC.345/01DE-35'],
    ['12.ABC.345/01DE-35', CNPJ_MASK, '12.ABC.345/01DE-35'],
    ['1134567890', PHONE_MASKS, '(11) 3456-7890'],
    ['11987654321', PHONE_MASKS, '(11) 98765-4321'],
    ['12054687253', PIS_NIT_MASK, '120.54687.25-3'],
    ['1205', PIS_NIT_MASK, '120.5'],
    ['898001234567890', CARTAO_SUS_MASK, '898 0012 3456 7890'],
    ['123456780191', TITULO_ELEITOR_MASK, '1234 5678 0191'],
    ['', CPF_MASK, ''],
    // Shown before under the CPF mask: a text is kept per mask, never another mask's.
    ['52998224725', '0'.repeat(11), '52998224725'],
  ])('shows %j over %j as %j', (stored, mask, shown) => {
    expect(applyMask(stored, mask)).toBe(shown);
  });
});

/** What a typed value shows in a field with a rule on typing (`normalise`) and on leaving (`complete`). */
const typed = (text: string, mask: string, normalise: (v: string) => string) =>
  applyMask(normalise(applyMask(text, mask)), mask);

describe('the time field (HH:MM)', () => {
  it.each([
    ['8', '8'],
    ['0830', '08:30'],
    // Out of range: kept as typed for the check to refuse at the field (issue 41), never clamped.
    ['25', '25'],
    ['2570', '25:70'],
    ['1775', '17:75'],
    ['9', '9'],
  ])('typed %j shows %j', (text, shown) => {
    expect(typed(text, TIME_MASK, maskTime)).toBe(shown);
  });

  it.each([
    ['8', '08:00'],
    ['17:3', '17:03'],
    ['12', '12:00'],
    ['', ''],
  ])('left at %j becomes %j', (value, completed) => {
    expect(completeTime(value)).toBe(completed);
  });
});

describe('the month/year field (MM/AAAA)', () => {
  it.each([
    ['03', '03'],
    ['032024', '03/2024'],
    ['132024', '13/2024'],
    ['0320241', '03/2024'],
  ])('typed %j shows %j', (text, shown) => {
    expect(typed(text, MONTH_YEAR_MASK, maskMonthYear)).toBe(shown);
  });
});
