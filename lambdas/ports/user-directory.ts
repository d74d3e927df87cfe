// The user-directory port: the sign-in identities of the app's user pool, as the account's deletion (LGPD,
// issue 23) needs them: one person's user removed, by the name the pool knows them by.

export interface UserDirectory {
  /**
   * Deletes the sign-in user named `username` (the verified token's `cognito:username`, never anything the
   * request sent). A user already gone counts as deleted, so a deletion run again finishes.
   */
  deleteUser(username: string): Promise<void>;
}
