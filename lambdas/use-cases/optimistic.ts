// Optimistic locking, the use-case side: re-read and re-decide when a conditional write lost a race, a few
// times, then give up with 409 rather than overwrite someone else's change.
import { ConflictError } from '../core/errors';
import { VersionConflictError } from '../ports/store-errors';

export const WRITE_ATTEMPTS = 5;

/** Runs `attempt` (which reads, decides and writes) again after each VersionConflictError. */
export async function retryOnConflict<T>(attempt: () => Promise<T>, attempts = WRITE_ATTEMPTS): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      if (n >= attempts) throw new ConflictError(undefined, 'conflict', { cause: error });
    }
  }
}
