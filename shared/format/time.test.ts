import { describe, expect, it } from 'vitest';
import {
  completeTime,
  isValidMonthYear,
  isValidTime,
  maskMonthYear,
  maskTime,
  monthYearInWords,
  parseMonthYear,
} from './time';

describe('maskTime', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['08', '08'],
    ['083', '08:3'],
    ['0830', '08:30'],
    ['08:30', '08:30'],
    ['2359', '23:59'],
    // Out of range: kept as typed, for the check to refuse at the field (never clamped, issue 41).
    ['24', '24'],
    ['9999', '99:99'],
    ['1275', '12:75'],
    ['12345', '12:34'],
    ['ab', ''],
  ])('masks %j as %j', (typed, shown) => {
    expect(maskTime(typed)).toBe(shown);
  });
});

describe('completeTime', () => {
  it.each([
    ['', ''],
    ['8', '08:00'],
    ['08', '08:00'],
    ['08:', '08:00'],
    ['12:3', '12:03'],
    ['123', '12:03'],
    ['8:30', '08:30'],
    [':45', '00:45'],
    ['17:30', '17:30'],
    ['29:70', '29:70'],
  ])('fills %j as %j', (typed, shown) => {
    expect(completeTime(typed)).toBe(shown);
  });

  it('completes what is in range into a valid time and leaves what is not invalid', () => {
    for (const typed of ['7', '0', '23:5', '2']) expect(isValidTime(completeTime(typed))).toBe(true);
    for (const typed of ['25:70', '99:99', '24']) expect(isValidTime(completeTime(typed))).toBe(false);
  });
});

describe('isValidTime', () => {
  it('accepts 00:00 to 23:59 only', () => {
    expect(isValidTime('00:00')).toBe(true);
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('12:60')).toBe(false);
    expect(isValidTime('8:30')).toBe(false);
  });
});

describe('maskMonthYear', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['03', '03'],
    ['032', '03/2'],
    ['032026', '03/2026'],
    ['03/2026', '03/2026'],
    ['0320261', '03/2026'],
    ['13', '13'],
    ['132026', '13/2026'],
  ])('masks %j as %j', (typed, shown) => {
    expect(maskMonthYear(typed)).toBe(shown);
  });

  it('validates a complete month and year', () => {
    expect(isValidMonthYear('03/2026')).toBe(true);
    expect(isValidMonthYear('00/2026')).toBe(false);
    expect(isValidMonthYear('03/26')).toBe(false);
  });
});

describe('month and year in words', () => {
  it.each([
    ['03/2024', 'março de 2024'],
    [' 12/1999 ', 'dezembro de 1999'],
    ['01/2026', 'janeiro de 2026'],
    ['13/2024', null],
    ['3/2024', null],
    ['03/24', null],
    ['', null],
  ])('%j → %j', (typed, words) => {
    expect(monthYearInWords(typed)).toBe(words);
  });

  it('parses the month number and the year', () => {
    expect(parseMonthYear('07/2025')).toEqual({ month: 7, year: 2025 });
    expect(parseMonthYear('00/2025')).toBeNull();
  });

  it('turns what the mask shows into words once all six digits are typed', () => {
    expect(monthYearInWords(maskMonthYear('032024'))).toBe('março de 2024');
    expect(monthYearInWords(maskMonthYear('0320'))).toBeNull();
  });
});
