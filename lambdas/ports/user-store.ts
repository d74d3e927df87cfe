// The user-store port as the holder's data rights need it (LGPD, issue 23): the profile kept per signed-in
// person, read for the export, marked when its deletion starts, and deleted last.

/** The stored profile as it is (every attribute we hold), keyed by the token's `sub`. */
export interface UserProfile {
  uid: string;
  deleting_at?: number;
}

export interface UserStore {
  get(uid: string): Promise<UserProfile | null>;
  /**
   * Notes `deleting_at` (kept if already noted) on the profile, creating a bare one when there is none: the
   * first step of an account deletion, and the evidence of when it was asked.
   */
  markDeleting(uid: string, now: number): Promise<void>;
  /** Removes the profile; nothing happens when there is none. */
  delete(uid: string): Promise<void>;
}
