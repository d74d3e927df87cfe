// Request and response shapes of the promissory-note endpoints (spec part 2 §3 "Promissory note", §7
// promissoria-*; issue 20 item 6), shared by the handlers and the SPA. A batch (`lote_id`) is one saved
// document holding the batch's form; its notes are derived from it by the server.

import * as z from 'zod';
import type { PromissoriaNote } from '../documents/promissoria/notes';
import { type PaidVersionFlag, paidVersionField } from './paid-version';
import { hasWholeOrChanges, versionedSaveFields } from './versioned-save';

export type { PromissoriaNote } from '../documents/promissoria/notes';

const id = z.string().trim().max(160);

/**
 * `POST promissoria-save`: the batch's form, or on `base_version` only the `changes` (409 over a newer version);
 * `lote_id` (or `id`) updates that batch, none creates one.
 */
export const promissoriaSaveInput = z
  .object({
    lote_id: id.optional(),
    id: id.optional(),
    form: z.record(z.string(), z.unknown(), { error: 'Dados inválidos' }).optional(),
    ...versionedSaveFields,
  })
  .strip()
  .refine((input) => hasWholeOrChanges(input, input.form), { error: 'Dados inválidos' });
export type PromissoriaSaveInput = z.infer<typeof promissoriaSaveInput>;

export interface PromissoriaSaveResponse {
  ok: true;
  /** The batch's id, also its payment reference. */
  id: string;
  lote_id: string;
  reference: string;
  /** The form changed after payment: a new payment is needed before the PDF. */
  needs_repayment: boolean;
  /** The form's version now stored; absent when a whole-form save did not learn it. */
  form_version?: number;
}

/**
 * A note as listed and read: spec part 2 §3's fields with the batch's payment state, and whether the batch's
 * last paid version (its notes three to a sheet) is on offer while an edit waits for its payment.
 */
export interface PromissoriaItem extends PromissoriaNote, PaidVersionFlag {
  id: string;
  lote_id: string;
  /** The batch is paid and released (or the caller is an admin). */
  paid: boolean;
  /** Epoch seconds of the batch's creation. */
  created_at: number;
}

/** `GET promissoria-list?mine=1[&lote=…]`: the caller's notes, newest batch first, in order within a batch. */
export interface PromissoriaListResponse {
  ok: true;
  list: PromissoriaItem[];
  next_cursor: string | null;
  index_warning: { missing_index: boolean; merged_fallback: boolean } | null;
}

/** `GET promissoria-get?id=…` (a note's id). */
export interface PromissoriaGetResponse {
  ok: true;
  item: PromissoriaItem;
}

/**
 * `GET promissoria-pdf?lote=…[&parcela=n | &todas=1]`: the batch three to a sheet, one note alone, or every note
 * alone in one ZIP. (`GET promissoria-lote?id=…` answers the batch as `contrato-get` answers a contract.)
 */
export const promissoriaPdfQuery = z
  .object({
    lote: id.optional(),
    reference: id.optional(),
    parcela: z.coerce
      .number({ error: 'Parcela inválida' })
      .int({ error: 'Parcela inválida' })
      .min(1, { error: 'Parcela inválida' })
      .max(120, { error: 'Parcela inválida' })
      .optional(),
    todas: z.enum(['1', 'true']).optional(),
    versao: paidVersionField(),
  })
  .refine((q) => Boolean(q.lote || q.reference), { error: 'Referência ausente' });
