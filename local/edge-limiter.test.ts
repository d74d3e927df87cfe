// The local front door's token buckets: a budget per address and class, refilled at the WAF's average rate.
import { describe, expect, it } from 'vitest';
import { createEdgeLimiter } from './edge-limiter';

const LIMITS = { all: 10, heavy: 2, anonymousCreate: 1 };
const WINDOW_SECONDS = 100;

describe('createEdgeLimiter', () => {
  it('gives each address its whole budget, then refuses with the wait until a token is back', () => {
    // Prepare
    const limiter = createEdgeLimiter(LIMITS, WINDOW_SECONDS);

    // Act
    const taken = Array.from({ length: 3 }, () => limiter.take('a', ['all', 'heavy'], 0).allowed);
    const refused = limiter.take('a', ['all', 'heavy'], 0);

    // Assess: 2 heavy per 100 s is one token every 50 s
    expect(taken).toEqual([true, true, false]);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.take('b', ['all', 'heavy'], 0).allowed).toBe(true);
  });

  it('takes nothing from any bucket when one of them refuses', () => {
    // Prepare
    const limiter = createEdgeLimiter(LIMITS, WINDOW_SECONDS);
    limiter.take('a', ['all', 'anonymousCreate'], 0);

    // Act
    const refusals = Array.from({ length: 20 }, () => limiter.take('a', ['all', 'anonymousCreate'], 0));
    const light = Array.from({ length: 9 }, () => limiter.take('a', ['all'], 0).allowed);

    // Assess: the refused creates left the address's 9 other requests untouched
    expect(refusals.every((r) => !r.allowed)).toBe(true);
    expect(light).toEqual(Array(9).fill(true));
    expect(limiter.take('a', ['all'], 0).allowed).toBe(false);
  });

  it('refills at the limit per window, never above the limit', () => {
    // Prepare
    const limiter = createEdgeLimiter(LIMITS, WINDOW_SECONDS);
    for (let i = 0; i < 2; i += 1) limiter.take('a', ['heavy'], 0);

    // Act
    const early = limiter.take('a', ['heavy'], 49_000).allowed;
    const onTime = limiter.take('a', ['heavy'], 50_000).allowed;
    const muchLater = Array.from({ length: 3 }, () => limiter.take('a', ['heavy'], 10_000_000).allowed);

    // Assess
    expect(early).toBe(false);
    expect(onTime).toBe(true);
    expect(muchLater).toEqual([true, true, false]);
  });
});
