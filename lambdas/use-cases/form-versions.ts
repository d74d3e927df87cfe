// Saves based on a form version (`shared/api/versioned-save.ts`), the use-case side: the changed fields
// checked one by one against the kind's draft schema, a save over a newer version refused with 409, the
// payment state counted in the version, and an un-paying save refused unless the person confirmed it.
import {
  REPAYMENT_UNCONFIRMED_CODE,
  REPAYMENT_UNCONFIRMED_MESSAGE,
  STALE_VERSION_CODE,
  STALE_VERSION_MESSAGE,
  type StaleVersionCurrent,
} from '@shared/api/versioned-save';
import * as z from 'zod';
import { ConflictError, invalidInput } from '../core/errors';
import type { DocumentState } from '../ports/document-store';

/** The stored form's version; documents saved before versions were kept are at 0. */
export function formVersionOf(doc: Pick<DocumentState, 'form_version'>): number {
  return doc.form_version ?? 0;
}

/**
 * The version a change of the payment state writes (approval, release, refund, block, an admin's release or
 * new-payment request): a window that saw the document before it saves on an older version and gets 409, so it
 * reloads the paid state instead of un-paying the document with an edit made before the payment.
 */
export function paymentStateVersion(doc: Pick<DocumentState, 'form_version'>): { form_version: number } {
  return { form_version: formVersionOf(doc) + 1 };
}

/**
 * 409 when the save was based on a form version other than the stored one (another window saved since, or the
 * payment state moved), carrying the stored form as the page reads it (`form`, by default the document's) and
 * its version, and whether the form itself was written since `base` (`StaleVersionCurrent`).
 */
export function refuseStale(
  doc: Pick<DocumentState, 'form_version' | 'form_edit_version'> & { form: Record<string, unknown> },
  base: number | undefined,
  form: Record<string, unknown> = doc.form,
): void {
  if (base === undefined || base === formVersionOf(doc)) return;
  const current: StaleVersionCurrent = {
    form_version: formVersionOf(doc),
    form,
    form_changed: doc.form_edit_version === undefined ? null : doc.form_edit_version > base,
  };
  throw new ConflictError(STALE_VERSION_MESSAGE, STALE_VERSION_CODE, { current });
}

/** 409 when a save would un-pay the document and the person did not confirm it ("Alterar um documento já pago?"). */
export function refuseUnconfirmedRepayment(unpays: boolean, confirmed: boolean | undefined): void {
  if (unpays && confirmed !== true) {
    throw new ConflictError(REPAYMENT_UNCONFIRMED_MESSAGE, REPAYMENT_UNCONFIRMED_CODE);
  }
}

/** The fields of a draft schema: an object schema, or one read after a preprocess (old field names mapped). */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe && schema.out instanceof z.ZodObject) {
    return schema.out.shape as Record<string, z.ZodType>;
  }
  throw new Error('a draft schema must be an object schema');
}

/**
 * The changed fields a save sends, each checked by its own field of the draft schema (fields the schema does
 * not know are dropped, as a whole form's would be); 400 with the field's message otherwise. Only the schema's
 * own fields are looked up, into an object without a prototype, so `__proto__` or `constructor` is just a field
 * name nobody knows.
 */
export function parseFormChanges(
  schema: z.ZodType<Record<string, unknown>>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const shape = objectShape(schema);
  const parsed: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(changes)) {
    if (!Object.hasOwn(shape, key)) continue;
    const result = shape[key]!.safeParse(value);
    // The issue's path starts inside the field: the field's own name leads it.
    if (!result.success) throw invalidInput(result.error.issues, 'Dados inválidos', [key]);
    parsed[key] = result.data;
  }
  return parsed;
}
