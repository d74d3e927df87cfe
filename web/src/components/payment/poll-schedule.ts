// When the payment panel asks for the status again (spec part 1 §4.3): up to 18 attempts; the wait before
// attempt n (counted from 1) is 4 s + 0.8 s × n, never more than 14 s.

export const POLL_MAX_ATTEMPTS = 18;
export const POLL_BASE_MS = 4_000;
export const POLL_STEP_MS = 800;
export const POLL_CAP_MS = 14_000;

/** The wait before attempt `attempt` (1 for the first). */
export function pollDelayMs(attempt: number): number {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(POLL_BASE_MS + POLL_STEP_MS * n, POLL_CAP_MS);
}

/** Every wait of a full run, in order. */
export function pollSchedule(maxAttempts: number = POLL_MAX_ATTEMPTS): number[] {
  return Array.from({ length: maxAttempts }, (_, i) => pollDelayMs(i + 1));
}
