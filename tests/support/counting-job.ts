// A scheduled job's handler for the local timer's tests: counts its passes, tells when the next one starts, and
// holds a pass open while asked to.
let passes = 0;
let hold: Promise<void> | undefined;
let started: Array<(pass: number) => void> = [];

export function holdNextPasses(until: Promise<void> | undefined): void {
  hold = until;
}

export function passCount(): number {
  return passes;
}

/** Resolves with the pass's number when the next pass starts. */
export function nextPass(): Promise<number> {
  return new Promise((resolve) => started.push(resolve));
}

export async function handler(_event: unknown, context: { getRemainingTimeInMillis(): number }) {
  passes += 1;
  const pass = passes;
  const waiting = started;
  started = [];
  for (const resolve of waiting) resolve(pass);
  await hold;
  return { pass, remainingMs: context.getRemainingTimeInMillis() };
}
