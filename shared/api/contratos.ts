// Request and response shapes of the rental contract and rent receipts endpoints (spec part 2 §3 "Rental
// contract", §7 contrato-*), shared by the handlers and the SPA pages. Payment, release, block and owner are
// decided by the server: the request fields the spec's client sends for them are accepted and ignored.

import * as z from 'zod';
import type { InvitationView } from '../invitations/parties';
import { type Kind, kindsListedOn } from '../kinds';
import { MEUS_CONTRATOS } from '../kinds/list-pages';
import type { ConviteListState } from './convites';
import { type PaidVersionFlag, paidVersionField } from './paid-version';
import { hasWholeOrChanges, versionedSaveFields } from './versioned-save';

/** The kinds "Meus Contratos" lists (their manifests name it as their list page). */
export type ContratoKind = Extract<Kind, { pages: { list: { key: typeof MEUS_CONTRATOS.key } } }>['id'];
export const CONTRATO_KINDS = kindsListedOn(MEUS_CONTRATOS.key) as readonly ContratoKind[];

/** The kinds `contrato-save` and `contrato-update` serve, named by the request's `kind` (default the rental). */
export const CONTRATO_SAVE_KINDS = ['contrato_locacao', 'contrato_compra_veiculo'] as const;
export type ContratoSaveKind = (typeof CONTRATO_SAVE_KINDS)[number];

export { ACCESS_KEY_HEADER } from './access-key';

const reference = z.string().trim().max(120);
const formField = z.record(z.string(), z.unknown(), { error: 'Dados inválidos' });

/**
 * `POST contrato-save` (spec: reference, data, previewTexto, statusPagamento, pdfGenerated) and `POST
 * contrato-update` (id, form, payment_status, needs_repayment, pdf_generated). The form is `form` or `data`; a
 * reference (`reference` or `id`) updates, none creates; or, on `base_version`, only the `changes` (409 over a
 * newer version; `confirm_repayment` when the person confirmed un-paying a paid one). The status fields are
 * read by nobody.
 */
export const contratoSaveInput = z
  .object({
    id: reference.optional(),
    reference: reference.optional(),
    /** Which contract: the rental (default) or the vehicle sale, which anonymous visitors may make too. */
    kind: z.enum(CONTRATO_SAVE_KINDS, { error: 'Documento indisponível.' }).optional(),
    form: formField.optional(),
    data: formField.optional(),
    ...versionedSaveFields,
    previewTexto: z.unknown().optional(),
    statusPagamento: z.unknown().optional(),
    payment_status: z.unknown().optional(),
    needs_repayment: z.unknown().optional(),
    pdf_generated: z.unknown().optional(),
    pdfGenerated: z.unknown().optional(),
  })
  .strip()
  .refine((input) => hasWholeOrChanges(input, input.form ?? input.data), { error: 'Dados inválidos' });
export type ContratoSaveInput = z.infer<typeof contratoSaveInput>;

export interface ContratoSaveResponse {
  ok: true;
  id: string;
  reference: string;
  /** The form changed after payment: a new payment is needed before the PDF. */
  needs_repayment: boolean;
  /** The form's version now stored; absent when a whole-form save did not learn it. */
  form_version?: number;
  /**
   * Documents made anonymously only (receipts, vehicle contracts), answered once, on creation: the key that opens them from now on (kept by
   * the browser, sent in `x-document-key`). The server keeps only its hash.
   */
  access_key?: string;
  /** Issue 44: the invitations after the save (a change to a confirmed party's field cleared its confirmation). */
  convites?: InvitationView[];
}

/** `approved` once a payment released the document and no edit came after; otherwise `pending`. */
export type ContratoPaymentStatus = 'approved' | 'pending';

export interface ContratoRecord {
  reference: string;
  kind: ContratoKind;
  form: Record<string, unknown>;
  payment_status: ContratoPaymentStatus;
  paid: boolean;
  blocked: boolean;
  needs_repayment: boolean;
  pdf_generated: boolean;
  /** Epoch seconds. */
  created_at: number;
  /** Bumped by every change of the form or of its payment state: what a save's `base_version` names. */
  form_version: number;
  /** Issue 44: the latest invitation of each invited party (none for kinds without invitations). */
  convites: InvitationView[];
}

/** `GET contrato-get?id=…`. */
export interface ContratoGetResponse {
  ok: true;
  data: ContratoRecord;
}

export interface ContratoListItem extends PaidVersionFlag {
  id: string;
  kind: ContratoKind;
  /** The first party's name (locador, vendedor), as typed; may be empty in a draft. */
  titular: string;
  /** The second party's name (locatário, comprador). */
  dependente: string;
  /** Epoch seconds. */
  created_at: number;
  payment_status: ContratoPaymentStatus;
  pdf_generated: boolean;
  blocked: boolean;
  needs_repayment: boolean;
  /** Issue 44: each invited party's state. */
  convites: ConviteListState[];
}

/** `GET contrato-list?mine=1&page_size=50[&start_after_cursor=…]`, newest first. */
export interface ContratoListResponse {
  ok: true;
  list: ContratoListItem[];
  next_cursor: string | null;
  index_warning: null;
}

/** `POST contrato-delete` and `POST promissoria-delete` (a batch's id). */
export const contratoIdInput = z.object({
  id: z.string({ error: 'Referência ausente' }).trim().min(1, { error: 'Referência ausente' }).max(120),
});

/** `POST contrato-block` (admins): blocks or unblocks a contract or receipts. */
export const contratoBlockInput = contratoIdInput.extend({ blocked: z.boolean() });

/** `GET contrato-pdf` and `GET recibo-aluguel-pdf`: `reference` (or `id`). */
export const pdfReferenceQuery = z
  .object({
    reference: z.string().trim().max(120).optional(),
    id: z.string().trim().max(120).optional(),
    versao: paidVersionField(),
  })
  .refine((q) => Boolean(q.reference || q.id), { error: 'Referência ausente' });
