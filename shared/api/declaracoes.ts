// Request and response shapes of the declaration endpoints (spec part 2 §3 "Saved declaration record", §7),
// shared by the handlers and the SPA pages. Payment state is decided by the server and only displayed here.

import * as z from 'zod';
import { type Kind, kindsListedOn } from '../kinds';
import { MINHAS_DECLARACOES } from '../kinds/list-pages';
import type { PaidVersionFlag } from './paid-version';
import { hasWholeOrChanges, versionedSaveFields } from './versioned-save';

/** The kinds saved as declaration records: those "Minhas Declarações" lists (their manifests say so). */
export type DeclaracaoProduct = Extract<
  Kind,
  { pages: { list: { key: typeof MINHAS_DECLARACOES.key } } }
>['id'];
export const DECLARACAO_PRODUCTS = kindsListedOn(MINHAS_DECLARACOES.key) as unknown as readonly [
  DeclaracaoProduct,
  ...DeclaracaoProduct[],
];

/**
 * `POST declaracao-save`. `form` (the whole form) or `changes` on `base_version` (only the changed fields,
 * refused with 409 over a newer version) is checked by the product's draft schema on the server. `paid`,
 * `payment_reference` and `payment_id` are accepted for compatibility with the spec's request and ignored.
 */
export const declaracaoSaveInput = z
  .object({
    id: z.string().trim().max(120).optional(),
    form: z.record(z.string(), z.unknown(), { error: 'Dados da declaração inválidos' }).optional(),
    ...versionedSaveFields,
    product: z
      .enum(DECLARACAO_PRODUCTS, { error: 'Tipo de declaração inválido' })
      .default('declaracao_residencia'),
    is_draft: z.boolean().optional(),
    paid: z.unknown().optional(),
    payment_reference: z.unknown().optional(),
    payment_id: z.unknown().optional(),
    /** An admin saving someone else's declaration must say so (the page's admin mode); ignored otherwise. */
    adminMode: z.boolean().optional(),
  })
  .strip()
  .refine((input) => hasWholeOrChanges(input, input.form), { error: 'Dados da declaração inválidos' });
export type DeclaracaoSaveInput = z.infer<typeof declaracaoSaveInput>;

export interface DeclaracaoSaveResponse {
  ok: true;
  id: string;
  /** True when the saved change needs a new payment (the form changed after its PDF was released). */
  needs_repayment: boolean;
  /** The form's version now stored; absent when a save without `base_version` did not learn it. */
  form_version?: number;
  /**
   * A power of attorney made anonymously only, answered once, on creation: the key that opens it from now on
   * (kept by the browser, sent in `x-document-key`). The server keeps only its hash.
   */
  access_key?: string;
}

export interface DeclaracaoRecord {
  id: string;
  product: DeclaracaoProduct;
  form: Record<string, unknown>;
  paid: boolean;
  paid_at: number | null;
  is_draft: boolean;
  needs_repayment: boolean;
  pdf_generated: boolean;
  /** A PDF was released since the last payment: the next change of the form needs a new payment. */
  pdf_since_paid: boolean;
  blocked: boolean;
  payment_reference: string;
  payment_id: string | null;
  /** Epoch seconds (spec part 2 §3). */
  created_at: number;
  /** Epoch seconds. */
  updated_at: number;
  /** Bumped by every save that changes the form (0 for a form never saved since versions were kept). */
  form_version: number;
}

/** `GET declaracao-get?id=…` (`&adminMode=true` lets an admin open anyone's). */
export interface DeclaracaoGetResponse {
  ok: true;
  id: string;
  data: DeclaracaoRecord;
}

export interface DeclaracaoListItem extends PaidVersionFlag {
  id: string;
  product: DeclaracaoProduct;
  /** Epoch seconds (spec part 2 §3). */
  created_at: number;
  titular: string;
  dependente: string;
  paid: boolean;
  is_draft: boolean;
  pdf_generated: boolean;
  needs_repayment: boolean;
  blocked: boolean;
}

export interface IndexWarning {
  missing_index: boolean;
  merged_fallback: boolean;
}

/** `GET declaracao-mine[?page_size=50&start_after_cursor=…]`, newest first. */
export interface DeclaracaoMineResponse {
  ok: true;
  list: DeclaracaoListItem[];
  next_cursor: string | null;
  index_warning: IndexWarning | null;
}

/** `POST declaracao-delete`. */
export const declaracaoDeleteInput = z.object({
  id: z.string({ error: 'Referência ausente' }).trim().min(1, { error: 'Referência ausente' }).max(120),
});

/** `GET declaracao-pdf?reference=…`: a short-lived link to the released PDF. */
export interface DocumentPdfResponse {
  ok: true;
  url: string;
  file_name: string;
  /** ISO instant after which the link stops working (at most 5 minutes). */
  expires_at: string;
}
