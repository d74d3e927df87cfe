// The user directory of the local runtime: local sign-in (`local/issuer.ts`) keeps no users (a token is
// signed for whatever e-mail is typed, its `sub` derived from it), so there is nothing to delete. It notes the
// names it was asked to delete, which the integration tests read to see the deletion's last step happen once.
import type { UserDirectory } from '../ports/user-directory';

export interface LocalUserDirectory extends UserDirectory {
  /** The usernames asked to be deleted since this module loaded (a cold start), oldest first. */
  readonly deleted: readonly string[];
}

export function createLocalUserDirectory(): LocalUserDirectory {
  const deleted: string[] = [];
  return {
    deleted,
    async deleteUser(username) {
      deleted.push(username);
    },
  };
}
