// A scheduled job's handler for the local timer's tests: counts its passes, and holds a pass open while asked to.
let passes = 0;
let hold: Promise<void> | undefined;

export function holdNextPasses(until: Promise<void> | undefined): void {
  hold = until;
}

export function passCount(): number {
  return passes;
}

export async function handler(_event: unknown, context: { getRemainingTimeInMillis(): number }) {
  passes += 1;
  const pass = passes;
  await hold;
  return { pass, remainingMs: context.getRemainingTimeInMillis() };
}
