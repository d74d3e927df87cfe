// The scheduled re-check of open payments (the `payment-recheck` job: every 5 minutes, an EventBridge rule in AWS,
// a timer in the local runtime): one pass of `recheckOpenPayments`, its counts logged and answered.
import type { Context } from 'aws-lambda';
import { paymentDeps } from '../adapters/payment-deps';
import { logger } from '../core/logger';
import { JOB_RESERVE_MS, type RecheckPass, recheckOpenPayments } from '../use-cases/payment-recheck';

export async function handler(
  _event: unknown,
  context: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<RecheckPass> {
  const deadline = Date.now() + context.getRemainingTimeInMillis() - JOB_RESERVE_MS;
  const pass = await recheckOpenPayments(paymentDeps, { deadline });
  logger.info('payment re-check', { ...pass });
  return pass;
}
