// Milliseconds this process's main thread has spent on a CPU (Linux `/proc/thread-self/schedstat`): on a machine
// shared with other work, wall times mostly measure the wait for a CPU; this is what they would be on an idle one.
import { readFileSync } from 'node:fs';

/** The main thread's CPU time so far, in ms, or undefined where the kernel does not report it. */
export function mainThreadCpuMs(): number | undefined {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}
