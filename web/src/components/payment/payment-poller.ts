// Follows one payment until it is paid, fails, or the attempts run out (schedule in `poll-schedule.ts`),
// without React, so its timing can be tested with hand-fired timers. A failed check (network) counts as an
// attempt and polling goes on; `checkNow` is the manual "Verificar pagamento".
import type { PaymentPhase } from './payment-status';
import { POLL_MAX_ATTEMPTS, pollDelayMs } from './poll-schedule';

export interface PollerSnapshot {
  status: string | null;
  phase: PaymentPhase;
  /** Attempts made in the current run. */
  attempt: number;
  polling: boolean;
  /** The run ended with the payment still open: the page offers "Verificar pagamento". */
  exhausted: boolean;
}

export interface PaymentPollerOptions {
  /** Asks the server for the status (null when unknown). */
  check: () => Promise<string | null>;
  classify: (status: string | null) => PaymentPhase;
  onUpdate: (snapshot: PollerSnapshot) => void;
  maxAttempts?: number;
  delayMs?: (attempt: number) => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface PaymentPoller {
  /** Starts a new run (stopping any earlier one), from the given known status. */
  start(status?: string | null): void;
  stop(): void;
  /** One check now, outside the schedule; a paid or failed answer ends the run. */
  checkNow(): Promise<PollerSnapshot>;
  snapshot(): PollerSnapshot;
}

export function createPaymentPoller(options: PaymentPollerOptions): PaymentPoller {
  const maxAttempts = options.maxAttempts ?? POLL_MAX_ATTEMPTS;
  const delayMs = options.delayMs ?? pollDelayMs;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));

  let state: PollerSnapshot = { status: null, phase: 'open', attempt: 0, polling: false, exhausted: false };
  let timer: unknown;
  /** Bumped on every start/stop, so an answer of an older run is ignored. */
  let run = 0;

  const publish = (next: Partial<PollerSnapshot>) => {
    state = { ...state, ...next };
    options.onUpdate(state);
  };

  function cancelTimer() {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  }

  function scheduleNext(current: number) {
    if (state.attempt >= maxAttempts) {
      publish({ polling: false, exhausted: true });
      return;
    }
    timer = setTimer(() => void attempt(current), delayMs(state.attempt + 1));
  }

  async function ask(): Promise<string | null> {
    try {
      return await options.check();
    } catch {
      return state.status;
    }
  }

  async function attempt(current: number) {
    timer = undefined;
    if (current !== run) return;
    state = { ...state, attempt: state.attempt + 1 };
    const status = await ask();
    if (current !== run) return;
    const phase = options.classify(status);
    if (phase !== 'open') {
      run++;
      publish({ status, phase, polling: false, exhausted: false });
      return;
    }
    publish({ status, phase });
    scheduleNext(current);
  }

  return {
    start(status = state.status) {
      cancelTimer();
      const current = ++run;
      publish({ status, phase: options.classify(status), attempt: 0, polling: true, exhausted: false });
      scheduleNext(current);
    },
    stop() {
      cancelTimer();
      run++;
      if (state.polling) publish({ polling: false });
    },
    async checkNow() {
      const current = run;
      const status = await ask();
      const phase = options.classify(status);
      if (phase !== 'open') {
        // Ends whatever run is going on, even one started while this check was under way.
        cancelTimer();
        run++;
        publish({ status, phase, polling: false, exhausted: false });
      } else if (current === run) {
        publish({ status, phase });
      }
      return state;
    },
    snapshot: () => state,
  };
}
