// The rate-limit port: counters of what a person or a document may do in a window of time, kept where every
// Lambda sees them (the limits table), so a limit holds however many functions serve the requests.

/** At most `limit` takes in `windowMs`, counted from the first take of a window. */
export interface RateWindow {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** When refused: how long until the window ends and the next take is allowed (ms). 0 when allowed. */
  retryAfterMs: number;
}

export interface RateLimitStore {
  /** Counts one take against `key` when the window allows it; answers whether it did. */
  take(key: string, window: RateWindow, now: number): Promise<RateDecision>;
}
