// The limits table behind the rate-limit port: one item per limited thing (`pix#<document>`,
// `preview#<uid>`) holding its window's start and count. A take is a single-item conditional update (no
// transactions: dynalite has none): count one more inside the current window while under the limit, or
// else open a new window once the old one is over; the item expires by TTL after its window.
import * as z from 'zod';
import { parseEnv } from '../core/env';
import type { RateDecision, RateLimitStore, RateWindow } from '../ports/rate-limit-store';
import { PRODUCT_LIMITS, type ProductLimits, type RateLimitDeps } from '../use-cases/rate-limits';
import { businessMetrics } from './business-metrics';
import { type DynamoItems, dynamo, tableName } from './dynamo';
import { isConditionFailure } from './dynamo-writes';

interface LimitItem {
  key: string;
  window_start: number;
  count: number;
}

const NAMES = { '#start': 'window_start', '#count': 'count' };

/** Runs a conditional update; false when its condition failed. */
async function tryUpdate(client: DynamoItems, input: Parameters<DynamoItems['update']>[0]) {
  try {
    await client.update(input);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export function createRateLimitsRepository(client: DynamoItems, table: string): RateLimitStore {
  return {
    async take(key: string, { limit, windowMs }: RateWindow, now: number): Promise<RateDecision> {
      const since = now - windowMs;
      // Two rounds: a window opened or counted by another request between our two writes is tried again.
      for (let round = 0; round < 2; round += 1) {
        const counted = await tryUpdate(client, {
          TableName: table,
          Key: { key },
          UpdateExpression: 'SET #count = #count + :one',
          ConditionExpression: '#start > :since AND #count < :limit',
          ExpressionAttributeNames: NAMES,
          ExpressionAttributeValues: { ':one': 1, ':since': since, ':limit': limit },
        });
        if (counted) return { allowed: true, retryAfterMs: 0 };
        const opened = await tryUpdate(client, {
          TableName: table,
          Key: { key },
          UpdateExpression: 'SET #start = :now, #count = :one, #expires = :expires',
          ConditionExpression: 'attribute_not_exists(#start) OR #start <= :since',
          ExpressionAttributeNames: { ...NAMES, '#expires': 'expires_at' },
          ExpressionAttributeValues: {
            ':now': now,
            ':one': 1,
            ':since': since,
            // TTL in epoch seconds, a minute after the window ends (TTL deletes late; a stale item is harmless).
            ':expires': Math.ceil((now + windowMs) / 1000) + 60,
          },
        });
        if (opened) return { allowed: true, retryAfterMs: 0 };
      }
      // Full: the window is current and at its limit. Read only on this path, to say how long to wait.
      const { Item } = await client.get<LimitItem>({ TableName: table, Key: { key }, ConsistentRead: true });
      const endsAt = (Item?.window_start ?? now) + windowMs;
      return { allowed: false, retryAfterMs: Math.max(1000, endsAt - now) };
    },
  };
}

const count = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined),
    z.number({ error: 'must be a whole number' }).int().min(1).optional(),
  );

/**
 * The limits of `PRODUCT_LIMITS`, or the counts of LIMIT_PIX_ISSUES_PER_HOUR / LIMIT_PREVIEWS_PER_MINUTE when
 * set: a test harness raises them where a test is not about limits; production leaves them unset.
 */
export function productLimitsFrom(env: Record<string, string | undefined>): ProductLimits {
  const vars = parseEnv({ LIMIT_PIX_ISSUES_PER_HOUR: count(), LIMIT_PREVIEWS_PER_MINUTE: count() }, env);
  return {
    pixIssues: {
      ...PRODUCT_LIMITS.pixIssues,
      limit: vars.LIMIT_PIX_ISSUES_PER_HOUR ?? PRODUCT_LIMITS.pixIssues.limit,
    },
    previews: {
      ...PRODUCT_LIMITS.previews,
      limit: vars.LIMIT_PREVIEWS_PER_MINUTE ?? PRODUCT_LIMITS.previews.limit,
    },
    accessLinkEmails: PRODUCT_LIMITS.accessLinkEmails,
    invitations: PRODUCT_LIMITS.invitations,
    invitationEmails: PRODUCT_LIMITS.invitationEmails,
  };
}

/** Imported only by the routes that declare `limits` in their `uses` (its table name is read at load). */
export const rateLimitDeps: RateLimitDeps = {
  limits: createRateLimitsRepository(dynamo, tableName('limits')),
  productLimits: productLimitsFrom(process.env),
  now: Date.now,
  metrics: businessMetrics,
};
