// The scheduled jobs of `lambdas/routes.ts` in the local runtime: a timer per job in place of its EventBridge
// rule, one pass of a job at a time, its handler imported on first use (after the environment is set) as the
// routes' handlers are, and called with a Lambda context of the job's time-out.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { logger } from '../lambdas/core/logger';
import type { JobDef } from '../lambdas/routes';
import { lambdaContext } from './api-gateway';

type JobHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface LocalJobs {
  /** Runs a pass of the named job now (after the one running, if any) and answers its result. */
  run(name: string): Promise<unknown>;
  /** Stops the timers and waits for the passes under way. */
  stop(): Promise<void>;
}

export function startLocalJobs(jobs: readonly JobDef[], lambdasDir: string): LocalJobs {
  const handlers = new Map<string, Promise<JobHandler>>();
  const running = new Map<string, Promise<unknown>>();

  const load = (job: JobDef) => {
    let loading = handlers.get(job.name);
    if (!loading) {
      loading = import(pathToFileURL(join(lambdasDir, job.handler)).href).then((module) => {
        if (typeof module.handler !== 'function') throw new Error(`${job.handler} does not export a handler`);
        return module.handler as JobHandler;
      });
      handlers.set(job.name, loading);
    }
    return loading;
  };

  const run = (job: JobDef): Promise<unknown> => {
    const pass = (running.get(job.name) ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        const handler = await load(job);
        return handler({}, lambdaContext(job.name, job.timeoutSeconds));
      });
    running.set(job.name, pass);
    const forget = () => {
      if (running.get(job.name) === pass) running.delete(job.name);
    };
    pass.then(forget, forget);
    return pass;
  };

  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      // A pass still running when the next is due: the due one is skipped, as a rule's target would overlap.
      if (running.has(job.name)) return;
      run(job).catch((error: unknown) =>
        logger.error('local runtime: scheduled job failed', { job: job.name, error }),
      );
    }, job.everyMinutes * 60_000);
    // The timers alone never keep the process alive.
    timer.unref();
    return timer;
  });

  return {
    run(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) return Promise.reject(new Error(`no scheduled job named ${name}`));
      return run(job);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
}
