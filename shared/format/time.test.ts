import { describe, expect, it } from 'vitest';
import { completeTime, isValidMonthYear, isValidTime, maskMonthYear, maskTime } from './time';

describe('maskTime', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['08', '08'],
    ['083', '08:3'],
    ['0830', '08:30'],
    ['08:30', '08:30'],
    ['2359', '23:59'],
    ['24', '23'],
    ['9999', '23:59'],
    ['1275', '12:59'],
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
    ['29:70', '23:59'],
  ])('fills %j as %j', (typed, shown) => {
    expect(completeTime(typed)).toBe(shown);
  });

  it('produces a valid time from any typed input', () => {
    for (const typed of ['7', '0', '23:5', '2', '99:99']) expect(isValidTime(completeTime(typed))).toBe(true);
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
    ['13', '12'],
  ])('masks %j as %j', (typed, shown) => {
    expect(maskMonthYear(typed)).toBe(shown);
  });

  it('validates a complete month and year', () => {
    expect(isValidMonthYear('03/2026')).toBe(true);
    expect(isValidMonthYear('00/2026')).toBe(false);
    expect(isValidMonthYear('03/26')).toBe(false);
  });
});
