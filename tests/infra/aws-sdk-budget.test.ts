// The time a function's AWS SDK calls may take: for every route and job, three attempts that all time out, with
// the standard mode's back-off, end within half of its Lambda time-out; a Lambda too short for that is refused at
// synth; and the clients' default (no variables: the local runtime) is the longest budget.
import { describe, expect, it } from 'vitest';
import {
  awsSdkBudget,
  MAX_CONNECTION_TIMEOUT_MS,
  MAX_REQUEST_TIMEOUT_MS,
  MIN_REQUEST_TIMEOUT_MS,
  SDK_CALL_SHARE,
  worstSdkCallMs,
} from '../../infra/aws-sdk-budget';
import { DEFAULT_TIMEOUT_SECONDS, functionLabel } from '../../infra/route-function';
import { DEFAULT_SDK_TIMEOUTS } from '../../lambdas/adapters/aws-clients';
import { jobs, routes } from '../../lambdas/routes';

const functions = [...routes, ...jobs];

describe('AWS SDK budget of each function', () => {
  it.each(functions.map((fn) => [functionLabel(fn), fn] as const))(
    '%s: a call that never gets an answer ends within half of the Lambda time-out',
    (label, fn) => {
      // Prepare
      const lambdaMs = (fn.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;

      // Act
      const budget = awsSdkBudget(label, fn.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS);

      // Assess
      expect(worstSdkCallMs(budget)).toBeLessThanOrEqual(lambdaMs * SDK_CALL_SHARE);
      expect(budget.requestTimeoutMs).toBeGreaterThanOrEqual(MIN_REQUEST_TIMEOUT_MS);
      expect(budget.connectionTimeoutMs).toBeLessThanOrEqual(
        Math.min(MAX_CONNECTION_TIMEOUT_MS, budget.requestTimeoutMs),
      );
    },
  );

  it('grows with the Lambda time-out, up to a cap', () => {
    // Act
    const figures = [10, 20, 29, 60].map((seconds) => awsSdkBudget('x', seconds).requestTimeoutMs);

    // Assess
    expect(figures).toEqual([1100, 2800, 4300, 5000]);
  });

  it('refuses a Lambda time-out too short for an AWS call, naming the function', () => {
    // Act
    const act = () => awsSdkBudget('GET /curto (public)', 4);

    // Assess
    expect(act).toThrow(/GET \/curto \(public\): a 4 s Lambda time-out.*timeoutSeconds/);
  });

  it('is the longest budget, as long to connect, when the variables are unset (the local runtime)', () => {
    // Assess
    expect(DEFAULT_SDK_TIMEOUTS.requestTimeoutMs).toBe(awsSdkBudget('default', 60).requestTimeoutMs);
    expect(DEFAULT_SDK_TIMEOUTS).toEqual({
      connectionTimeoutMs: MAX_REQUEST_TIMEOUT_MS,
      requestTimeoutMs: MAX_REQUEST_TIMEOUT_MS,
    });
  });
});
