import { describe, expect, it } from 'vitest';
import { MONTHS, WEEKDAYS } from './calendar';

describe('calendar names', () => {
  it('lists the weekdays from domingo to sábado in Date.getDay() order', () => {
    expect(WEEKDAYS).toHaveLength(7);
    expect(WEEKDAYS[0]).toBe('domingo');
    expect(WEEKDAYS[new Date(Date.UTC(2026, 2, 5)).getUTCDay()]).toBe('quinta-feira');
    expect(WEEKDAYS[6]).toBe('sábado');
  });

  it('lists the months from janeiro to dezembro', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toBe('janeiro');
    expect(MONTHS[2]).toBe('março');
    expect(MONTHS[11]).toBe('dezembro');
    expect(new Set(MONTHS).size).toBe(12);
  });
});
