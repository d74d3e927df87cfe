import { describe, expect, it } from 'vitest';
import { documentDate, parseMonth } from './document-date';

describe('a document date', () => {
  it('reads month names with or without accents and capitals, or numbers', () => {
    expect(['Março', 'MARCO', 'março', '3', '03'].map(parseMonth)).toEqual(Array(5).fill('março'));
    expect(parseMonth('marzo')).toBeNull();
    expect(parseMonth('13')).toBeNull();
  });

  it('is a real calendar day, or null', () => {
    expect(documentDate({ data_dia: '5', data_mes: 'Março', data_ano: '2026' })).toEqual({
      year: 2026,
      month: 3,
      day: 5,
    });
    expect(documentDate({ data_dia: '31', data_mes: '02', data_ano: '2026' })).toBeNull();
    expect(documentDate({ data_dia: '05', data_mes: '03', data_ano: '26' })).toBeNull();
  });
});
