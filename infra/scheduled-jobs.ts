// The scheduled jobs of `lambdas/routes.ts`: one Lambda each, with the grants its `uses` declares and nothing more
// (RouteFunction, as for a route), started by an EventBridge rule at its rate.
import { Duration, aws_events as events, aws_events_targets as targets } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import type { JobDef } from '../lambdas/routes';
import { RouteFunction, type RouteResources } from './route-function';

/** `payment-recheck` becomes `PaymentRecheck`. */
export function jobId(job: Pick<JobDef, 'name'>): string {
  return job.name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

export class ScheduledJobs extends Construct {
  readonly functions = new Map<JobDef, RouteFunction>();

  constructor(scope: Construct, id: string, props: { jobs: readonly JobDef[]; resources: RouteResources }) {
    super(scope, id);
    for (const job of props.jobs) {
      const name = jobId(job);
      const fn = new RouteFunction(this, name, { route: job, resources: props.resources });
      this.functions.set(job, fn);
      new events.Rule(this, `${name}Schedule`, {
        description: `Runs ${job.name} every ${job.everyMinutes} minutes`,
        schedule: events.Schedule.rate(Duration.minutes(job.everyMinutes)),
        // No retry: the next pass comes a few minutes later and does the same work.
        targets: [new targets.LambdaFunction(fn.fn, { retryAttempts: 0 })],
      });
    }
  }
}
