import { describe, expect, it } from 'vitest';
import { paymentIdempotencyKey, refundIdempotencyKey } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('paymentIdempotencyKey', () => {
  it('gives the same key for the same reference, method and attempt (a retried create)', () => {
    const a = paymentIdempotencyKey({ reference: 'decl-u1-1', attempt: 1, method: 'pix' });
    const b = paymentIdempotencyKey({ reference: 'decl-u1-1', attempt: 1, method: 'pix' });
    expect(a).toBe(b);
    expect(a).toMatch(UUID);
  });

  it('gives a new key for a re-issue, another reference or another method', () => {
    const base = paymentIdempotencyKey({ reference: 'decl-u1-1', attempt: 1, method: 'pix' });
    const keys = [
      paymentIdempotencyKey({ reference: 'decl-u1-1', attempt: 2, method: 'pix' }),
      paymentIdempotencyKey({ reference: 'decl-u1-2', attempt: 1, method: 'pix' }),
      paymentIdempotencyKey({ reference: 'decl-u1-1', attempt: 1, method: 'card' }),
    ];
    expect(new Set([base, ...keys]).size).toBe(4);
  });

  it('does not let reference and attempt run into each other', () => {
    const a = paymentIdempotencyKey({ reference: 'ref-1', attempt: 11, method: 'pix' });
    const b = paymentIdempotencyKey({ reference: 'ref-11', attempt: 1, method: 'pix' });
    expect(a).not.toBe(b);
  });

  it('refuses an empty reference or an attempt below 1', () => {
    expect(() => paymentIdempotencyKey({ reference: '', attempt: 1, method: 'pix' })).toThrow();
    expect(() => paymentIdempotencyKey({ reference: 'r', attempt: 0, method: 'pix' })).toThrow();
  });
});

describe('refundIdempotencyKey', () => {
  it('gives one key per payment, unlike any payment creation key', () => {
    const key = refundIdempotencyKey('1795298261');
    expect(refundIdempotencyKey('1795298261')).toBe(key);
    expect(refundIdempotencyKey('1795298262')).not.toBe(key);
    expect(key).toMatch(UUID);
    expect(key).not.toBe(paymentIdempotencyKey({ reference: '1795298261', attempt: 1, method: 'pix' }));
    expect(() => refundIdempotencyKey('')).toThrow();
  });
});
