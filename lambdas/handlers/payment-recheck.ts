// The scheduled re-check of open payments (the `payment-recheck` job: every 5 minutes, an EventBridge rule in AWS,
// a timer in the local runtime): one pass of `recheckOpenPayments`, its counts logged and answered; in the same
// Powertools middlewares as the API handlers (logger context, X-Ray segment, metrics flush).
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { paymentDeps } from '../adapters/payment-deps';
import { logger } from '../core/logger';
import { observability } from '../core/observability';
import { JOB_RESERVE_MS, type RecheckPass, recheckOpenPayments } from '../use-cases/payment-recheck';

async function recheck(
  _event: unknown,
  context: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<RecheckPass> {
  const deadline = Date.now() + context.getRemainingTimeInMillis() - JOB_RESERVE_MS;
  const pass = await recheckOpenPayments(paymentDeps, { deadline });
  logger.info('payment re-check', { ...pass });
  return pass;
}

// No early time-out of middy's own: the pass keeps JOB_RESERVE_MS to stop by itself.
export const handler = middy<unknown, RecheckPass>({ timeoutEarlyInMillis: 0 })
  .use(observability<unknown, RecheckPass>())
  .handler(recheck);
