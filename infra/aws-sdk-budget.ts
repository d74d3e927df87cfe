// How long a function's AWS SDK calls may wait (SDK_CONNECTION_TIMEOUT_MS, SDK_REQUEST_TIMEOUT_MS, read by
// `lambdas/adapters/aws-clients.ts`), derived from its Lambda time-out: when DynamoDB, S3, Secrets Manager or
// Cognito stop answering, the standard retry mode's three attempts and its back-off end within half of the
// function's time, so the handler still answers itself (a logged 5xx) even if the call began halfway through.
import type { SdkTimeouts } from '../lambdas/adapters/aws-clients';

/** The SDK's standard retry mode: the first attempt and two retries. */
export const SDK_MAX_ATTEMPTS = 3;
/** The most the standard mode waits between those attempts (throttled: up to 500 ms, then 1 s, with jitter). */
export const SDK_BACKOFF_MS = 1_500;
/** One call, retries included, may take at most this share of the Lambda's time. */
export const SDK_CALL_SHARE = 0.5;
/** No healthy call of the functions waits this long for its first byte (the largest is a PDF's upload). */
export const MAX_REQUEST_TIMEOUT_MS = 5_000;
/** Connecting within AWS takes milliseconds; a second means the endpoint is unreachable. */
export const MAX_CONNECTION_TIMEOUT_MS = 1_000;
/** Below this an ordinary answer (S3 storing a PDF of a few MB) could be cut off. */
export const MIN_REQUEST_TIMEOUT_MS = 500;

/** The longest one SDK call can take when every attempt times out. */
export function worstSdkCallMs(timeouts: SdkTimeouts): number {
  return SDK_MAX_ATTEMPTS * timeouts.requestTimeoutMs + SDK_BACKOFF_MS;
}

export function awsSdkBudget(label: string, lambdaTimeoutSeconds: number): SdkTimeouts {
  const perAttempt = (lambdaTimeoutSeconds * 1000 * SDK_CALL_SHARE - SDK_BACKOFF_MS) / SDK_MAX_ATTEMPTS;
  const requestTimeoutMs = Math.min(MAX_REQUEST_TIMEOUT_MS, Math.floor(perAttempt / 100) * 100);
  if (requestTimeoutMs < MIN_REQUEST_TIMEOUT_MS) {
    throw new Error(
      `${label}: a ${lambdaTimeoutSeconds} s Lambda time-out leaves an AWS call under ${MIN_REQUEST_TIMEOUT_MS} ms per attempt; raise its timeoutSeconds in lambdas/routes.ts`,
    );
  }
  return { connectionTimeoutMs: Math.min(MAX_CONNECTION_TIMEOUT_MS, requestTimeoutMs), requestTimeoutMs };
}
