// The retired-account rule: which tokens a deleted account's stub refuses, to the second `iat` allows.
import { describe, expect, it } from 'vitest';
import { isRetiredFor } from './user-store';

describe('isRetiredFor', () => {
  const deletedAt = Date.UTC(2026, 10, 29, 10, 0, 0, 400);
  const second = Math.floor(deletedAt / 1000);

  it('refuses a token issued in a second before the deletion', () => {
    // Act / Assess
    expect(isRetiredFor({ uid: 'u', deleted_at: deletedAt }, second - 1)).toBe(true);
  });

  it('accepts a token issued in the deletion second or later: a sign-in right after deleting works', () => {
    // Act / Assess
    expect(isRetiredFor({ uid: 'u', deleted_at: deletedAt }, second)).toBe(false);
    expect(isRetiredFor({ uid: 'u', deleted_at: deletedAt }, second + 1)).toBe(false);
  });

  it('accepts every token of an account never deleted', () => {
    // Act / Assess
    expect(isRetiredFor({ uid: 'u' }, second)).toBe(false);
    expect(isRetiredFor(null, second)).toBe(false);
  });
});
