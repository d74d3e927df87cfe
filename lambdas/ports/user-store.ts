// The user-store port as the holder's data rights need it (LGPD, issue 23): the profile kept per signed-in
// person, read for the export, marked when its deletion starts, and deleted last.

/** The stored profile as it is (every attribute we hold), keyed by the token's `sub`. */
export interface UserProfile {
  uid: string;
  deleting_at?: number;
  /** Set on the stub an account's deletion leaves (`retire`): when the account was deleted. */
  deleted_at?: number;
}

export interface UserStore {
  get(uid: string): Promise<UserProfile | null>;
  /**
   * Notes `deleting_at` (kept if already noted) on the profile, creating a bare one when there is none: the
   * first step of an account deletion, and the evidence of when it was asked.
   */
  markDeleting(uid: string, now: number): Promise<void>;
  /**
   * Replaces the profile with a stub holding only `uid` and `deleted_at`, which DynamoDB's TTL removes after
   * RETIRED_ACCOUNT_DAYS: the tokens issued before it (valid until they expire, up to a day) write nothing more.
   */
  retire(uid: string, now: number): Promise<void>;
}

/** How long a deleted account's stub outlives it: longer than any token it issued (a day at most). */
export const RETIRED_ACCOUNT_DAYS = 2;

/**
 * Whether a token issued at `issuedAt` (epoch seconds) belongs to an account deleted since. `iat` has whole
 * seconds only, so a token issued in the deletion's own second counts as new (as Firebase's revocation check
 * does): refusing it would lock out the person who signs in again right after deleting, while the only token it
 * could let through is one issued in that same second, before the deletion.
 */
export function isRetiredFor(profile: UserProfile | null, issuedAt: number): boolean {
  return profile?.deleted_at !== undefined && issuedAt < Math.floor(profile.deleted_at / 1000);
}
