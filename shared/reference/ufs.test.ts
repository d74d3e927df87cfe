import { describe, expect, it } from 'vitest';
import { isUf, UFS } from './ufs';

describe('UFS', () => {
  it('lists the 27 federative units once each', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
  });

  it('recognises an abbreviation in any case', () => {
    expect(isUf('SP')).toBe(true);
    expect(isUf(' df ')).toBe(true);
    expect(isUf('XX')).toBe(false);
    expect(isUf('')).toBe(false);
    expect(isUf(null)).toBe(false);
  });
});
