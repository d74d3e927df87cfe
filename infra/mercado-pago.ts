// What the payment routes need to reach Mercado Pago and be reached by it: the webhook route, the public API base
// of `notification_url`, and how long a route may wait on Mercado Pago (the adapter's per-request time-out and
// retries, MP_TIMEOUT_MS and MP_MAX_RETRIES), derived from the route so that when Mercado Pago hangs, every attempt
// and the SDK's back-off between them end in time for the handler to answer itself (a clear error, or the stored
// status) before Lambda or Mercado Pago's own wait cuts the request off.
import { API_PREFIX, type JobDef, type RouteDef } from '../lambdas/routes';

/** Mercado Pago's notifications arrive here; a failure there means a paid document is not released. */
export const WEBHOOK_PATH = '/mp-webhook';

export function isWebhook(route: Pick<RouteDef, 'path' | 'method'>): boolean {
  return route.path === WEBHOOK_PATH && route.method === 'POST';
}

/**
 * The API base Mercado Pago calls back (`PUBLIC_API_BASE_URL`; the webhook hangs below it): the site's own origin,
 * the custom domain or CloudFront's, the stable front door that the README tells operators to register. This makes
 * no dependency cycle: the distribution's API origin names only the HTTP API (its id), never the routes,
 * integrations or Lambdas that read this value.
 */
export function publicApiBaseUrl(siteOrigin: string): string {
  return `${siteOrigin}${API_PREFIX}`;
}

/** Mercado Pago waits 22 s for a notification's answer, then retries later: the webhook answers well within. */
export const WEBHOOK_REPLY_MS = 10_000;
/** A status poll answers the stored status when Mercado Pago is slow; the next poll asks again. */
export const POLL_REPLY_MS = 10_000;
/** Kept for the rest of a request: the secret at cold start, the DynamoDB reads and writes, the answer. */
export const HANDLER_RESERVE_MS = 3_000;
/** One retry: a blip is retried, a Mercado Pago that is down is not waited on. Writes carry idempotency keys. */
export const MAX_RETRIES = 1;
/** Below this an ordinary answer of Mercado Pago could be cut off. */
export const MIN_TIMEOUT_MS = 1_000;

/** The mercadopago SDK's waits before its retries: 1 s, doubling, at most 30 s each, no jitter (its RestClient). */
export function sdkBackoffMs(retries: number): number {
  let total = 0;
  for (let attempt = 0; attempt < retries; attempt++) total += Math.min(1000 * 2 ** attempt, 30_000);
  return total;
}

/** The longest one gateway call can take: every attempt times out, with the back-off between them. */
export function worstCallMs(timeoutMs: number, maxRetries: number): number {
  return (maxRetries + 1) * timeoutMs + sdkBackoffMs(maxRetries);
}

export interface MercadoPagoBudget {
  timeoutMs: number;
  maxRetries: number;
  /** Gateway calls the handler may make one after another. */
  sequentialCalls: number;
  /** When the handler must have answered, from the start of the invocation. */
  deadlineMs: number;
}

/**
 * The budget of a route or scheduled job that calls Mercado Pago, for a Lambda time-out in seconds. Creating a
 * payment takes up to four calls in a row in the common worst cases (a card's brand looked up, the payment, then
 * the reference's other PIX looked up and one cancelled; or a PIX made again because the key answered one that
 * lapsed); the webhook and the status reads take two (the payment, then the refund of one that paid for nothing).
 * The lists re-check a few payments at once, each as a status read. A job's checks are each budgeted as a status
 * read too (`deadlineMs` is then when one check must have ended); the job starts none once its Lambda's time is
 * short.
 */
export function mercadoPagoBudget(
  target: Pick<RouteDef, 'method' | 'path'> | Pick<JobDef, 'name'>,
  lambdaTimeoutSeconds: number,
): MercadoPagoBudget {
  const lambdaMs = lambdaTimeoutSeconds * 1000;
  const route = 'method' in target ? target : null;
  const creates = route !== null && route.method !== 'GET' && !isWebhook(route);
  const replyMs = route && isWebhook(route) ? WEBHOOK_REPLY_MS : creates ? lambdaMs : POLL_REPLY_MS;
  const deadlineMs = Math.min(lambdaMs, replyMs);
  const sequentialCalls = creates ? 4 : 2;
  const perCallMs = (deadlineMs - HANDLER_RESERVE_MS) / sequentialCalls;
  const timeoutMs = Math.floor((perCallMs - sdkBackoffMs(MAX_RETRIES)) / (MAX_RETRIES + 1) / 100) * 100;
  if (timeoutMs < MIN_TIMEOUT_MS) {
    throw new Error(
      `${'method' in target ? `${target.method} ${target.path}` : `job ${target.name}`}: a ${lambdaTimeoutSeconds} s Lambda time-out leaves Mercado Pago under ${MIN_TIMEOUT_MS} ms per attempt; raise its timeoutSeconds in lambdas/routes.ts`,
    );
  }
  return { timeoutMs, maxRetries: MAX_RETRIES, sequentialCalls, deadlineMs };
}
