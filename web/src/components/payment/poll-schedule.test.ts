import { describe, expect, it } from 'vitest';
import { POLL_MAX_ATTEMPTS, pollDelayMs, pollSchedule } from './poll-schedule';

describe('payment poll schedule', () => {
  it('waits 4 s + 0.8 s × n before attempt n, capped at 14 s', () => {
    expect(pollDelayMs(1)).toBe(4_800);
    expect(pollDelayMs(2)).toBe(5_600);
    expect(pollDelayMs(12)).toBe(13_600);
    expect(pollDelayMs(13)).toBe(14_000);
    expect(pollDelayMs(18)).toBe(14_000);
  });

  it('makes 18 attempts in a full run, never faster than the one before', () => {
    // Act
    const waits = pollSchedule();

    // Assess
    expect(POLL_MAX_ATTEMPTS).toBe(18);
    expect(waits).toHaveLength(18);
    expect(waits.every((ms, i) => i === 0 || ms >= waits[i - 1]!)).toBe(true);
    expect(waits.reduce((a, b) => a + b, 0)).toBe(
      [...Array(12)].reduce((sum, _, i) => sum + 4_000 + 800 * (i + 1), 0) + 6 * 14_000,
    );
  });
});
