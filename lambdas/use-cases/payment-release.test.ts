// Whose release a PDF's verification entry names: an admin's when nothing paid it or an admin released it.
import { describe, expect, it } from 'vitest';
import { isAdminRelease } from './payment-release';

describe('isAdminRelease', () => {
  it('names a paid document paid, and an unpaid or admin-released one an admin release', () => {
    // Prepare
    const paidOnly = { released_by_admin_at: null };
    const releasedByAdmin = { released_by_admin_at: 1_795_270_414 };

    // Act / Assess
    expect(isAdminRelease(true, paidOnly)).toBe(false);
    expect(isAdminRelease(false, paidOnly)).toBe(true);
    expect(isAdminRelease(true, releasedByAdmin)).toBe(true);
    expect(isAdminRelease(false, releasedByAdmin)).toBe(true);
  });
});
