// The local runtime's front door limits, standing in for AWS WAF's rate rules so they can be tried here: a
// token bucket per client address for every API request, and tighter ones for the heavy routes and for creates
// without a sign-in (`edge-limits.ts`). Kept in memory: one process is the whole local front door.
import { DEFAULT_EDGE_LIMITS, EDGE_WINDOW_SECONDS, type EdgeLimits } from '../lambdas/edge-limits';

export type EdgeClass = keyof EdgeLimits;

interface Bucket {
  tokens: number;
  at: number;
}

export interface EdgeDecision {
  allowed: boolean;
  /** When refused: seconds until a token is back. */
  retryAfterSeconds: number;
}

export interface EdgeLimiter {
  /** Takes one token from each bucket of `classes` for `client`; refused (and nothing taken) when one is empty. */
  take(client: string, classes: readonly EdgeClass[], now?: number): EdgeDecision;
}

/** Buckets kept before idle ones (full again) are dropped. */
const MAX_BUCKETS = 10_000;

/**
 * Each bucket holds the class's limit and refills at limit per window, so a client gets its whole budget at
 * once and then the WAF's average rate; another client's buckets are untouched.
 */
export function createEdgeLimiter(
  limits: EdgeLimits = DEFAULT_EDGE_LIMITS,
  windowSeconds = EDGE_WINDOW_SECONDS,
): EdgeLimiter {
  const buckets = new Map<string, Bucket>();
  const perMs = (cls: EdgeClass) => limits[cls] / (windowSeconds * 1000);

  const level = (cls: EdgeClass, bucket: Bucket | undefined, now: number) =>
    bucket ? Math.min(limits[cls], bucket.tokens + (now - bucket.at) * perMs(cls)) : limits[cls];

  const prune = (now: number) => {
    for (const [key, bucket] of buckets) {
      const cls = key.slice(0, key.indexOf('|')) as EdgeClass;
      if (level(cls, bucket, now) >= limits[cls]) buckets.delete(key);
    }
  };

  return {
    take(client, classes, now = Date.now()) {
      const levels = classes.map((cls) => ({ cls, key: `${cls}|${client}` }));
      const current = levels.map(({ cls, key }) => level(cls, buckets.get(key), now));
      const short = levels.findIndex((_, i) => current[i]! < 1);
      if (short >= 0) {
        const cls = levels[short]!.cls;
        return { allowed: false, retryAfterSeconds: Math.ceil((1 - current[short]!) / perMs(cls) / 1000) };
      }
      if (buckets.size > MAX_BUCKETS) prune(now);
      levels.forEach(({ key }, i) => {
        buckets.set(key, { tokens: current[i]! - 1, at: now });
      });
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
