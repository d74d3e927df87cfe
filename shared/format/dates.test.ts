import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  dateInWords,
  formatDateBr,
  isValidCalendarDate,
  monthName,
  parseBrDate,
  parseIsoDate,
  toIsoDate,
  weekdayName,
} from './dates';

describe('parseIsoDate', () => {
  it('reads a date and the date part of a timestamp', () => {
    expect(parseIsoDate('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseIsoDate('2026-03-05T10:00:00Z')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-04-31',
    '2026-00-10',
    '05/03/2026',
    '2026-3-5',
    '',
    null,
    undefined,
  ])('rejects %j', (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
});

describe('parseBrDate', () => {
  it('reads DD/MM/AAAA', () => {
    expect(parseBrDate('05/03/2026')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseBrDate('31/02/2026')).toBeNull();
    expect(parseBrDate('5/3/2026')).toBeNull();
  });
});

describe('formatting', () => {
  it('writes DD/MM/AAAA and ISO', () => {
    expect(formatDateBr({ year: 2026, month: 3, day: 5 })).toBe('05/03/2026');
    expect(toIsoDate({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
  });

  it('reads a Date on the calendar of Brazil, not of the machine', () => {
    // Prepare: 01:30 UTC on 6 March is still 22:30 on 5 March in São Paulo.
    const instant = new Date('2026-03-06T01:30:00Z');

    // Act / Assess
    expect(calendarDateOf(instant)).toEqual({ year: 2026, month: 3, day: 5 });
    expect(formatDateBr(instant)).toBe('05/03/2026');
    expect(formatDateBr(instant, 'UTC')).toBe('06/03/2026');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDateBr({ year: 2026, month: 2, day: 30 })).toThrow(RangeError);
    expect(() => formatDateBr(new Date('x'))).toThrow(RangeError);
    expect(isValidCalendarDate({ year: 2026, month: 2, day: 28 })).toBe(true);
  });
});

describe('names in Portuguese', () => {
  it('names every month', () => {
    expect(monthName(1)).toBe('janeiro');
    expect(monthName(3)).toBe('março');
    expect(monthName(12)).toBe('dezembro');
    expect(() => monthName(0)).toThrow(RangeError);
    expect(() => monthName(13)).toThrow(RangeError);
    expect(() => monthName(1.5)).toThrow(RangeError);
  });

  it('names the weekday', () => {
    expect(weekdayName({ year: 2026, month: 3, day: 5 })).toBe('quinta-feira');
    expect(weekdayName({ year: 2025, month: 8, day: 18 })).toBe('segunda-feira');
    expect(weekdayName({ year: 2026, month: 3, day: 1 })).toBe('domingo');
  });
});

describe('dateInWords', () => {
  it.each([
    [{ year: 2026, month: 3, day: 5 }, '5 de março de 2026'],
    [{ year: 2025, month: 8, day: 18 }, '18 de agosto de 2025'],
    [{ year: 2026, month: 4, day: 1 }, '1º de abril de 2026'],
    [{ year: 2026, month: 12, day: 31 }, '31 de dezembro de 2026'],
  ])('%j → %s', (date, words) => {
    expect(dateInWords(date)).toBe(words);
  });

  it('accepts a Date', () => {
    expect(dateInWords(new Date('2026-03-05T15:00:00Z'))).toBe('5 de março de 2026');
  });
});
