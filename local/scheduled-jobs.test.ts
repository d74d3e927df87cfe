// The local runtime's scheduled jobs: a pass at each job's rate, one at a time (a pass still running when the next
// is due makes that one skip), a pass on demand with the job's Lambda time, and stop waiting for a pass under way.
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { JobDef } from '../lambdas/routes';
import { holdNextPasses, nextPass, passCount } from '../tests/support/counting-job';
import { startLocalJobs } from './scheduled-jobs';

const lambdasDir = fileURLToPath(new URL('../lambdas', import.meta.url));
const job: JobDef = {
  name: 'counting',
  handler: relative(lambdasDir, join(lambdasDir, '../tests/support/counting-job.ts')),
  uses: {},
  everyMinutes: 5,
  timeoutSeconds: 60,
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  holdNextPasses(undefined);
  vi.useRealTimers();
});

it('runs a pass every `everyMinutes`, and skips one due while the previous still runs', async () => {
  // Prepare
  const jobs = startLocalJobs([job], lambdasDir);
  let release = () => {};
  holdNextPasses(new Promise<void>((resolve) => (release = resolve)));

  // Act: the first pass is due and held; the second comes due while it runs; the third after it ended
  const first = nextPass();
  await vi.advanceTimersByTimeAsync(5 * 60_000);
  const firstPass = await first;
  await vi.advanceTimersByTimeAsync(5 * 60_000);
  const countWhileHeld = passCount();
  holdNextPasses(undefined);
  release();
  await vi.advanceTimersByTimeAsync(0);
  const third = nextPass();
  await vi.advanceTimersByTimeAsync(5 * 60_000);
  const thirdPass = await third;
  await jobs.stop();

  // Assess
  expect(countWhileHeld).toBe(firstPass);
  expect(thirdPass).toBe(firstPass + 1);
});

it('runs a pass on demand with the job’s Lambda time, and stop waits for it', async () => {
  // Prepare
  const jobs = startLocalJobs([job], lambdasDir);
  let release = () => {};
  holdNextPasses(new Promise<void>((resolve) => (release = resolve)));

  // Act
  const pass = jobs.run('counting');
  let stopped = false;
  const stopping = jobs.stop().then(() => {
    stopped = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  const stoppedWhileRunning = stopped;
  release();
  const result = (await pass) as { remainingMs: number };
  await stopping;

  // Assess
  expect(stoppedWhileRunning).toBe(false);
  expect(stopped).toBe(true);
  expect(result.remainingMs).toBe(60_000);
  await expect(jobs.run('nope')).rejects.toThrow('no scheduled job named nope');
});
