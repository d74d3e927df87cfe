// Remembers the principal of each ID token a verifier accepted, until the token's `exp`, so a person's
// repeated requests (autosave, status polling) skip the RS256 check. Safe because the verdict on a token
// cannot change before it expires: its signature, issuer, audience and claims are fixed, and the verifiers
// accept until `exp` inclusive (aws-jwt-verify, no grace), exactly as this cache does. The only exception is a
// signing key withdrawn from the JWKS: a token already cached keeps being accepted by this instance until its
// `exp` (Cognito does not rotate ID-token keys in practice, and in AWS the HTTP API's JWT authorizer checks the
// key again before any `user`/`admin` route runs). Only successes are kept; a token without `exp` never is.
import type { Principal } from './principal';

export interface VerifiedTokenCacheOptions {
  /** Bound of the map; the oldest entry leaves first. Default 1000 (about 1 MB of tokens). */
  maxEntries?: number;
  /** Epoch milliseconds; a test clock may replace it. */
  now?: () => number;
}

export const DEFAULT_MAX_CACHED_TOKENS = 1000;

export class VerifiedTokenCache {
  private readonly entries = new Map<string, { principal: Principal; exp: number }>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: VerifiedTokenCacheOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_MAX_CACHED_TOKENS);
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The principal of a token accepted before and not expired now (a copy: callers may not share it). */
  get(token: string): Principal | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    // aws-jwt-verify refuses when `exp < now`: still valid at `exp` itself.
    if (entry.exp < this.now() / 1000) {
      this.entries.delete(token);
      return undefined;
    }
    return { ...entry.principal };
  }

  /** Keeps a verified token's principal until `exp` (epoch seconds); without `exp` nothing is kept. */
  remember(token: string, principal: Principal, exp: number | undefined): void {
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return;
    this.entries.delete(token);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(token, { principal: { ...principal }, exp });
  }
}
