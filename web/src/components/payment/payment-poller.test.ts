import { describe, expect, it } from 'vitest';
import { createPaymentPoller, type PollerSnapshot } from './payment-poller';
import { paymentPhase } from './payment-status';

/** Timers fired one at a time by the test, recording each wait. */
function handTimers() {
  const queue: Array<{ id: number; fn: () => void; ms: number }> = [];
  let next = 1;
  return {
    waits: [] as number[],
    setTimer(fn: () => void, ms: number) {
      this.waits.push(ms);
      queue.push({ id: next, fn, ms });
      return next++;
    },
    clearTimer(handle: unknown) {
      const i = queue.findIndex((t) => t.id === handle);
      if (i >= 0) queue.splice(i, 1);
    },
    pending: () => queue.length,
    /** Fires the next timer and lets the check's promise settle. */
    async fire() {
      const t = queue.shift();
      if (!t) throw new Error('no timer pending');
      t.fn();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

function setup(answers: Array<string | null | Error>, maxAttempts = 18) {
  const timers = handTimers();
  const updates: PollerSnapshot[] = [];
  let calls = 0;
  const poller = createPaymentPoller({
    check: async () => {
      const answer = answers[Math.min(calls++, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return answer ?? null;
    },
    classify: (s) => paymentPhase('declaracao_residencia', s),
    onUpdate: (s) => updates.push(s),
    maxAttempts,
    setTimer: (fn, ms) => timers.setTimer(fn, ms),
    clearTimer: (h) => timers.clearTimer(h),
  });
  return { poller, timers, updates, calls: () => calls };
}

describe('payment poller', () => {
  it('polls on the spec schedule and stops at the first paid status', async () => {
    // Prepare
    const { poller, timers, updates, calls } = setup(['pending', 'pending', 'approved']);

    // Act
    poller.start('pending');
    await timers.fire();
    await timers.fire();
    await timers.fire();

    // Assess
    expect(timers.waits).toEqual([4_800, 5_600, 6_400]);
    expect(calls()).toBe(3);
    expect(timers.pending()).toBe(0);
    expect(updates.at(-1)).toMatchObject({ status: 'approved', phase: 'paid', polling: false, attempt: 3 });
  });

  it('stops on a final unpaid status', async () => {
    // Prepare
    const { poller, timers, updates } = setup(['cancelled']);

    // Act
    poller.start('pending');
    await timers.fire();

    // Assess
    expect(timers.pending()).toBe(0);
    expect(updates.at(-1)).toMatchObject({ phase: 'failed', polling: false, exhausted: false });
  });

  it('keeps going through network failures and ends exhausted after the last attempt', async () => {
    // Prepare
    const { poller, timers, updates, calls } = setup([new Error('offline'), 'pending'], 3);

    // Act
    poller.start('pending');
    await timers.fire();
    await timers.fire();
    await timers.fire();

    // Assess
    expect(calls()).toBe(3);
    expect(timers.pending()).toBe(0);
    expect(updates.at(-1)).toMatchObject({ status: 'pending', polling: false, exhausted: true, attempt: 3 });
  });

  it('a manual check after the run ends can find the payment paid', async () => {
    // Prepare
    const { poller, timers } = setup(['pending', 'approved'], 1);
    poller.start('pending');
    await timers.fire();
    expect(poller.snapshot().exhausted).toBe(true);

    // Act
    const result = await poller.checkNow();

    // Assess
    expect(result).toMatchObject({ phase: 'paid', exhausted: false, polling: false });
  });

  it('a manual check that finds the payment paid ends the running schedule', async () => {
    // Prepare
    const { poller, timers } = setup(['approved']);
    poller.start('pending');

    // Act
    await poller.checkNow();

    // Assess
    expect(timers.pending()).toBe(0);
    expect(poller.snapshot()).toMatchObject({ phase: 'paid', polling: false });
  });

  it('ignores the answer of a run that was stopped while it was asking', async () => {
    // Prepare
    const timers = handTimers();
    let release: (s: string) => void = () => {};
    const updates: PollerSnapshot[] = [];
    const poller = createPaymentPoller({
      check: () => new Promise<string>((resolve) => (release = resolve)),
      classify: (s) => paymentPhase('curriculo', s),
      onUpdate: (s) => updates.push(s),
      setTimer: (fn, ms) => timers.setTimer(fn, ms),
      clearTimer: (h) => timers.clearTimer(h),
    });
    poller.start('pending');
    void timers.fire();

    // Act
    poller.stop();
    release('approved');
    for (let i = 0; i < 5; i++) await Promise.resolve();

    // Assess
    expect(poller.snapshot()).toMatchObject({ status: 'pending', polling: false });
    expect(updates.some((u) => u.phase === 'paid')).toBe(false);
  });
});
