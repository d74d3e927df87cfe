import { describe, expect, it } from 'vitest';
import { isCompletePhone, maskPhone, phoneDigits } from './phone';

describe('phone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['113', '(11) 3'],
    ['113456', '(11) 3456'],
    ['1134567', '(11) 3456-7'],
    ['1134567890', '(11) 3456-7890'],
    ['11987654321', '(11) 98765-4321'],
    ['(61) 3411-1200', '(61) 3411-1200'],
    ['+55 11 98765-4321', '(55) 11987-6543'],
    ['119876543210', '(11) 98765-4321'],
  ])('masks %j as %j', (typed, shown) => {
    expect(maskPhone(typed)).toBe(shown);
  });

  it('keeps at most 11 digits', () => {
    expect(phoneDigits('(11) 98765-43219')).toBe('11987654321');
  });

  it('needs an area code and a full number', () => {
    expect(isCompletePhone('(61) 3411-1200')).toBe(true);
    expect(isCompletePhone('(11) 98765-4321')).toBe(true);
    expect(isCompletePhone('3411-1200')).toBe(false);
    expect(isCompletePhone('(11) 98765-432')).toBe(true);
    expect(isCompletePhone('(11) 9876-54')).toBe(false);
  });
});
