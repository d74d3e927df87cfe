// What a document save carries to never overwrite another window's edit: the form version it was based on
// and only the fields changed since. A save over a newer version is refused with 409 `stale_version` and
// this message, which the page shows with the choice of loading the newer version or keeping its own.
import * as z from 'zod';

export const STALE_VERSION_CODE = 'stale_version';
export const STALE_VERSION_MESSAGE = 'Este documento foi alterado em outra janela';

/**
 * What a 409 `stale_version` carries in `error.current`: the stored form and its version, so the page merges or
 * resends without reading the document again, and whether the form itself moved since the save's base
 * version (false: only the payment state or a block did, and the save may go again on `form_version`; null:
 * unknown, the page compares the stored form with its own).
 */
export interface StaleVersionCurrent {
  form_version: number;
  form: Record<string, unknown>;
  form_changed: boolean | null;
}

/** `error.current` of a 409 `stale_version` when well formed (an older server sends none). */
export function staleVersionCurrentOf(current: unknown): StaleVersionCurrent | null {
  if (typeof current !== 'object' || current === null) return null;
  const c = current as Partial<Record<keyof StaleVersionCurrent, unknown>>;
  if (typeof c.form_version !== 'number' || !Number.isInteger(c.form_version)) return null;
  if (typeof c.form !== 'object' || c.form === null || Array.isArray(c.form)) return null;
  const changed = c.form_changed;
  if (changed !== true && changed !== false && changed !== null) return null;
  return { form_version: c.form_version, form: c.form as Record<string, unknown>, form_changed: changed };
}

/**
 * A save that would un-pay a paid document without `confirm_repayment` is refused with 409 and this code and
 * message: the page asks "Alterar um documento já pago?" and sends it again with the flag only if confirmed.
 * Payment state is part of the form version (every approval, release, refund, block moves it), so a window
 * that has not seen the payment gets `stale_version` first and reloads the paid state.
 */
export const REPAYMENT_UNCONFIRMED_CODE = 'repayment_unconfirmed';
export const REPAYMENT_UNCONFIRMED_MESSAGE =
  'Este documento já foi pago. Confirme a alteração: será necessário um novo pagamento para gerar o PDF outra vez.';

/** Fields of a save request: both or neither (a save without them replaces the whole form, as before). */
export const versionedSaveFields = {
  /** The `form_version` the page's form was loaded or last saved at. */
  base_version: z.number().int().nonnegative().optional(),
  /** The top-level form fields changed since `base_version`, with their new values. */
  changes: z.record(z.string(), z.unknown(), { error: 'Alterações inválidas' }).optional(),
  /** The person answered "Alterar um documento já pago?": this save may un-pay the document. */
  confirm_repayment: z.boolean().optional(),
};

/** A save either sends the whole form or, with `base_version`, the changed fields. */
export function hasWholeOrChanges(
  input: { changes?: unknown; base_version?: number },
  whole: unknown,
): boolean {
  return input.changes !== undefined ? input.base_version !== undefined : whole !== undefined;
}
