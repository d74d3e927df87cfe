// The dashboard's conversion: paid ÷ created, never above 100 % (issue 41 item 8).
import { describe, expect, it } from 'vitest';
import { conversionRate } from './admin-dashboard';

describe('conversionRate', () => {
  it('divides paid by created', () => {
    expect(conversionRate(1, 4)).toBe(0.25);
  });

  it('stops at 100 % when documents created earlier were paid in the period', () => {
    expect(conversionRate(5, 3)).toBe(1);
  });

  it('is unknown without creations', () => {
    expect(conversionRate(2, 0)).toBeNull();
  });
});
