// The two ways a single-item conditional write can lose, in our terms: the stores throw these and the use
// cases decide (re-read and retry a lost race, or answer 409), without knowing which database said no.

/** A create found an item with the same key already there. */
export class AlreadyExistsError extends Error {
  override readonly name = 'AlreadyExistsError';
}

/** An update or delete expected a version the item no longer has (another write won the race). */
export class VersionConflictError extends Error {
  override readonly name = 'VersionConflictError';
}
