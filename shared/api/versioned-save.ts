// What a document save carries to never overwrite another window's edit: the form version it was based on
// and only the fields changed since. A save over a newer version is refused with 409 `stale_version` and
// this message, which the page shows with the choice of loading the newer version or keeping its own.
import * as z from 'zod';

export const STALE_VERSION_CODE = 'stale_version';
export const STALE_VERSION_MESSAGE = 'Este documento foi alterado em outra janela';

/** Fields of a save request: both or neither (a save without them replaces the whole form, as before). */
export const versionedSaveFields = {
  /** The `form_version` the page's form was loaded or last saved at. */
  base_version: z.number().int().nonnegative().optional(),
  /** The top-level form fields changed since `base_version`, with their new values. */
  changes: z.record(z.string(), z.unknown(), { error: 'Alterações inválidas' }).optional(),
};

/** A save either sends the whole form or, with `base_version`, the changed fields. */
export function hasWholeOrChanges(
  input: { changes?: unknown; base_version?: number },
  whole: unknown,
): boolean {
  return input.changes !== undefined ? input.base_version !== undefined : whole !== undefined;
}
