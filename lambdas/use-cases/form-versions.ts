// Saves based on a form version (`shared/api/versioned-save.ts`), the use-case side: the changed fields
// checked one by one against the kind's draft schema, and a save over a newer version refused with 409.
import { STALE_VERSION_CODE, STALE_VERSION_MESSAGE } from '@shared/api/versioned-save';
import * as z from 'zod';
import { BadRequestError, ConflictError } from '../core/errors';
import type { DocumentState } from '../ports/document-store';

/** The stored form's version; documents saved before versions were kept are at 0. */
export function formVersionOf(doc: Pick<DocumentState, 'form_version'>): number {
  return doc.form_version ?? 0;
}

/** 409 when the save was based on a form version other than the stored one (another window saved since). */
export function refuseStale(doc: Pick<DocumentState, 'form_version'>, base: number | undefined): void {
  if (base !== undefined && base !== formVersionOf(doc)) {
    throw new ConflictError(STALE_VERSION_MESSAGE, STALE_VERSION_CODE);
  }
}

/**
 * The changed fields a save sends, each checked by its own field of the draft schema (fields the schema does
 * not know are dropped, as a whole form's would be); 400 with the field's message otherwise.
 */
export function parseFormChanges(
  schema: z.ZodType<Record<string, unknown>>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  if (!(schema instanceof z.ZodObject)) throw new Error('a draft schema must be an object schema');
  const shape = schema.shape as Record<string, z.ZodType>;
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    const field = shape[key];
    if (!field) continue;
    const result = field.safeParse(value);
    if (!result.success) {
      throw new BadRequestError(result.error.issues[0]?.message ?? 'Dados inválidos', 'invalid_input');
    }
    parsed[key] = result.data;
  }
  return parsed;
}
