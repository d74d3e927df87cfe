import { describe, expect, it } from 'vitest';
import { isScrolledToEnd } from './terms-storage';

describe('terms "Aceitar" unlock', () => {
  it('unlocks within 8 px of the end of the text', () => {
    expect(isScrolledToEnd({ scrollHeight: 2000, clientHeight: 500, scrollTop: 1492 })).toBe(true);
    expect(isScrolledToEnd({ scrollHeight: 2000, clientHeight: 500, scrollTop: 1500 })).toBe(true);
  });

  it('stays locked further than 8 px from the end', () => {
    expect(isScrolledToEnd({ scrollHeight: 2000, clientHeight: 500, scrollTop: 1491 })).toBe(false);
    expect(isScrolledToEnd({ scrollHeight: 2000, clientHeight: 500, scrollTop: 0 })).toBe(false);
  });
});
