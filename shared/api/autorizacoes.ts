// Request and response shapes of the minor travel authorization endpoints (spec part 2 §3 "Travel authorization
// list item", §7 autorizacao-viagem-mine / -get; the save, load and delete routes are ours, issue 21), shared by
// the handlers and the SPA pages. Payment state is decided by the server and only displayed here.

import * as z from 'zod';
import { type PaidVersionFlag, paidVersionField } from './paid-version';
import { hasWholeOrChanges, versionedSaveFields } from './versioned-save';

export const AUTORIZACAO_KIND = 'autorizacao_viagem';

const id = z.string({ error: 'Referência ausente' }).trim().min(1, { error: 'Referência ausente' }).max(120);

/**
 * `POST autorizacao-viagem-save`: no `id` creates; `form` (whole) or `changes` on `base_version` (refused with
 * 409 over a newer version) updates. The form is checked by the kind's draft schema on the server.
 */
export const autorizacaoSaveInput = z
  .object({
    id: z.string().trim().max(120).optional(),
    form: z.record(z.string(), z.unknown(), { error: 'Dados da autorização inválidos' }).optional(),
    ...versionedSaveFields,
  })
  .strip()
  .refine((input) => hasWholeOrChanges(input, input.form), { error: 'Dados da autorização inválidos' });
export type AutorizacaoSaveInput = z.infer<typeof autorizacaoSaveInput>;

export interface AutorizacaoSaveResponse {
  ok: true;
  id: string;
  /** The saved change needs a new payment (the form changed after its PDF was released). */
  needs_repayment: boolean;
  form_version?: number;
}

/** `GET autorizacao-viagem-load?id=…`: the saved authorization for its editor and the payment page. */
export interface AutorizacaoRecord {
  id: string;
  reference: string;
  form: Record<string, unknown>;
  paid: boolean;
  is_draft: boolean;
  needs_repayment: boolean;
  pdf_generated: boolean;
  /** A PDF was released since the last payment: the next change of the form needs a new payment. */
  pdf_since_paid: boolean;
  blocked: boolean;
  /** Epoch seconds. */
  created_at: number;
  form_version: number;
}

export interface AutorizacaoLoadResponse {
  ok: true;
  id: string;
  data: AutorizacaoRecord;
}

/** Spec part 2 §3: `id` or `reference`, `created_at`, and the two names at top level. */
export interface AutorizacaoListItem extends PaidVersionFlag {
  id: string;
  reference: string;
  /** Epoch seconds. */
  created_at: number;
  menor_nome: string;
  responsavel_nome: string;
  paid: boolean;
  is_draft: boolean;
  pdf_generated: boolean;
  needs_repayment: boolean;
  blocked: boolean;
}

/** `GET autorizacao-viagem-mine[?page_size=50&start_after_cursor=…]`, newest first. */
export interface AutorizacaoMineResponse {
  ok: true;
  list: AutorizacaoListItem[];
  next_cursor: string | null;
  index_warning: { missing_index: boolean } | null;
}

/** `POST autorizacao-viagem-delete` and `GET autorizacao-viagem-load`. */
export const autorizacaoIdInput = z.object({ id });

/** `GET autorizacao-viagem-get?reference=…` (or `id`): the PDF itself, `application/pdf`. */
export const autorizacaoPdfQuery = z
  .object({
    reference: z.string().trim().max(120).optional(),
    id: z.string().trim().max(120).optional(),
    adminMode: z.string().optional(),
    versao: paidVersionField(),
  })
  .refine((q) => Boolean(q.reference || q.id), { error: 'Referência ausente' });

/** `autorizacao_viagem_{reference}.pdf` (spec part 2 §9). */
export function autorizacaoFileName(reference: string): string {
  return `autorizacao_viagem_${reference}.pdf`;
}
