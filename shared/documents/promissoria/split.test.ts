import { describe, expect, it } from 'vitest';
import { PROMISSORIA_MESSAGES } from './schema';
import { InvalidFirstDueDateError, monthlyDueDates, noteNumber, parcelas, splitCentavos } from './split';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

describe('splitCentavos', () => {
  it.each([
    [100_00, 1, [100_00]],
    [100_00, 3, [33_34, 33_33, 33_33]],
    [1_000_001, 10, [100_001, ...Array(9).fill(100_000)]],
    [100, 7, [15, 15, 14, 14, 14, 14, 14]],
  ])('splits %i centavos in %i with the leftover on the first instalments', (total, count, expected) => {
    const parts = splitCentavos(total, count);
    expect(parts).toEqual(expected);
    expect(sum(parts)).toBe(total);
  });

  it('splits a total that does not divide by 120 exactly, parts at most a centavo apart', () => {
    const parts = splitCentavos(99_999_999_999, 120);
    expect(parts).toHaveLength(120);
    expect(sum(parts)).toBe(99_999_999_999);
    // 99.999.999.999 = 120 × 833.333.333 + 39: the first 39 notes carry the extra centavo.
    expect(parts.filter((p) => p === 833_333_334)).toHaveLength(39);
    expect(parts.slice(0, 39).every((p) => p === 833_333_334)).toBe(true);
    expect(parts.slice(39).every((p) => p === 833_333_333)).toBe(true);
  });

  it('refuses counts below one and values that are not whole centavos', () => {
    expect(() => splitCentavos(100, 0)).toThrow(RangeError);
    expect(() => splitCentavos(10.5, 2)).toThrow(RangeError);
  });
});

describe('monthlyDueDates', () => {
  it('steps monthly from 31 January, the months without the day on their last day (leap year)', () => {
    const dates = monthlyDueDates({ year: 2028, month: 1, day: 31 }, 5).map(iso);
    expect(dates).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30', '2028-05-31']);
  });

  it('gives 28 February in a common year and crosses the year', () => {
    const dates = monthlyDueDates({ year: 2026, month: 11, day: 30 }, 4).map(iso);
    expect(dates).toEqual(['2026-11-30', '2026-12-30', '2027-01-30', '2027-02-28']);
  });
});

describe('parcelas', () => {
  it('numbers 10 notes of R$ 1.000,01 from 31/01/2027 with their values and due dates', () => {
    const result = parcelas({
      totalParcelas: 10,
      valorTotalCentavos: 1_000_001,
      dataPrimeiroVencimento: '31/01/2027',
    });
    expect(result.map((p) => p.numero)).toEqual([
      '01/10',
      '02/10',
      '03/10',
      '04/10',
      '05/10',
      '06/10',
      '07/10',
      '08/10',
      '09/10',
      '10/10',
    ]);
    expect(result[0]!.valorCentavos).toBe(100_001);
    expect(iso(result[1]!.vencimento)).toBe('2027-02-28');
    expect(iso(result[9]!.vencimento)).toBe('2027-10-31');
  });

  it('takes ISO dates too and numbers 120 notes with three digits', () => {
    const result = parcelas({
      totalParcelas: 120,
      valorTotalCentavos: 12_000_00,
      dataPrimeiroVencimento: '2027-01-15',
    });
    expect(result).toHaveLength(120);
    expect(result[0]!.numero).toBe('001/120');
    expect(result[119]!.numero).toBe('120/120');
    expect(iso(result[119]!.vencimento)).toBe('2036-12-15');
  });

  it.each(['31/02/2027', '2027-13-01', 'amanhã', ''])(
    'raises "dataPrimeiroVencimento inválida" for %j',
    (date) => {
      const call = () =>
        parcelas({ totalParcelas: 3, valorTotalCentavos: 300, dataPrimeiroVencimento: date });
      expect(call).toThrow(InvalidFirstDueDateError);
      expect(call).toThrow(PROMISSORIA_MESSAGES.dataInvalida);
    },
  );
});

describe('noteNumber', () => {
  it('pads to the width of the total, two digits at least', () => {
    expect(noteNumber(1, 1)).toBe('01/01');
    expect(noteNumber(7, 12)).toBe('07/12');
    expect(noteNumber(7, 120)).toBe('007/120');
  });
});
