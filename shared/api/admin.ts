// Request and response shapes of the admins' console (issue 22): the search over every document of every kind,
// one document's page (form summary with masked CPFs, timeline, payments) and the actions on it. Every route is
// `admin`; the server decides what an action may change, the console only asks.
import * as z from 'zod';
import { PRICE_KEYS } from '../prices/prices';
import type { AdminAuditLine } from './admin-audit';

/** Where a document stands as to payment, as the search filters and shows it. */
export const ADMIN_PAYMENT_STATES = ['pending', 'paid', 'needs_repayment', 'refunded'] as const;
export type AdminPaymentFilter = (typeof ADMIN_PAYMENT_STATES)[number];
/** `draft`: no payment issued yet. */
export type AdminPaymentState = AdminPaymentFilter | 'draft';

export const ADMIN_PAYMENT_STATE_LABELS: Record<AdminPaymentState, string> = {
  draft: 'Sem pagamento',
  pending: 'Pendente',
  paid: 'Pago',
  needs_repayment: 'Novo pagamento necessário',
  refunded: 'Reembolsado',
};

/** The fields a document's payment state is read from. */
export interface PaymentStateFields {
  paid: boolean;
  needs_repayment: boolean;
  payment_id?: string | null;
  refunded_at?: number | null;
}

export function adminPaymentState(doc: PaymentStateFields): AdminPaymentState {
  if (doc.needs_repayment) return 'needs_repayment';
  if (doc.paid) return 'paid';
  if (doc.refunded_at) return 'refunded';
  if (doc.payment_id) return 'pending';
  return 'draft';
}

export const ADMIN_PAGE_SIZE = 20;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z.string().regex(ISO_DATE, { error: 'Data inválida (use AAAA-MM-DD)' });
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * `GET admin-search`: `q` is a reference (exact), an owner's e-mail (exact, any case) or a Mercado Pago payment
 * id (digits); without it, every document. Filters: kind, payment state, blocked, creation dates (Brasília).
 */
export const adminSearchQuery = z
  .object({
    q: z.preprocess(emptyAsUndefined, z.string().trim().max(200).optional()),
    kind: z.preprocess(emptyAsUndefined, z.string().max(60).optional()),
    state: z.preprocess(emptyAsUndefined, z.enum(ADMIN_PAYMENT_STATES).optional()),
    blocked: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
    from: z.preprocess(emptyAsUndefined, isoDate.optional()),
    to: z.preprocess(emptyAsUndefined, isoDate.optional()),
    cursor: z.preprocess(emptyAsUndefined, z.string().max(300).optional()),
  })
  .strip();
export type AdminSearchQuery = z.infer<typeof adminSearchQuery>;

/** What the search found `q` to be. */
export type AdminSearchKey = 'reference' | 'reference_part' | 'name' | 'email' | 'payment_id' | 'none';

export interface AdminKindInfo {
  kind: string;
  label: string;
}

export interface AdminDocumentRow {
  reference: string;
  kind: string;
  owner_email: string | null;
  created_at: number;
  payment_state: AdminPaymentState;
  pdf_generated: boolean;
  blocked: boolean;
}

export interface AdminSearchResponse {
  ok: true;
  searched_by: AdminSearchKey;
  items: AdminDocumentRow[];
  /** Send back as `cursor` for the next (older) page; null at the end. */
  cursor: string | null;
  /** Every kind the server serves, for the kind filter and the rows' names. */
  kinds: AdminKindInfo[];
}

const referenceField = z
  .string({ error: 'Referência ausente' })
  .trim()
  .min(1, { error: 'Referência ausente' })
  .max(120);

export const adminDocumentQuery = z.object({ id: referenceField }).strip();

const paymentIdField = z
  .string()
  .trim()
  .regex(/^\d{1,30}$/, { error: 'Pagamento inválido' });

const reasonField = z
  .string({ error: 'Informe o motivo' })
  .trim()
  .min(3, { error: 'Informe o motivo (ao menos 3 caracteres)' })
  .max(500, { error: 'Motivo longo demais (até 500 caracteres)' });

/** `POST admin-block`: blocks or unblocks a document of any kind, with the reason kept in the audit. */
export const adminBlockInput = z
  .object({ id: referenceField, blocked: z.boolean(), reason: reasonField })
  .strip();
export type AdminBlockInput = z.infer<typeof adminBlockInput>;

/**
 * `POST admin-payment-state`: `needs_repayment` asks the owner for a new payment before the next PDF; `release`
 * releases the document without a payment.
 */
export const adminPaymentStateInput = z
  .object({ id: referenceField, action: z.enum(['needs_repayment', 'release']), reason: reasonField })
  .strip();
export type AdminPaymentStateInput = z.infer<typeof adminPaymentStateInput>;

/** `POST admin-payment-check`: asks Mercado Pago about one of the document's payments, through the update path. */
export const adminPaymentCheckInput = z
  .object({
    id: referenceField,
    payment_id: paymentIdField,
  })
  .strip();

/** `POST admin-refund`: refunds an approved payment of the document in full through Mercado Pago. */
export const adminRefundInput = z
  .object({
    id: referenceField,
    payment_id: paymentIdField,
    reason: reasonField,
  })
  .strip();

export interface AdminRefundResponse extends Omit<AdminPaymentCheckResponse, 'ok'> {
  ok: true;
  document: AdminDocumentView;
}

export interface AdminSummaryLine {
  label: string;
  value: string;
}

export interface AdminTimelineEntry {
  at: number;
  text: string;
}

export interface AdminPaymentView {
  payment_id: string;
  reference: string;
  status: string;
  status_detail: string | null;
  amount_cents: number;
  method: string;
  created_at: number;
  checked_at: number;
  refund_requested_at: number | null;
  /** This payment released the document. */
  released: boolean;
}

export interface AdminDocumentView extends AdminDocumentRow {
  kind_label: string;
  updated_at: number;
  paid_at: number | null;
  /** The two names its list row shows, and every CPF of the form masked (***.***.***-25). */
  summary: AdminSummaryLine[];
}

export interface AdminDocumentResponse {
  ok: true;
  document: AdminDocumentView;
  payments: AdminPaymentView[];
  /** Oldest first. */
  timeline: AdminTimelineEntry[];
  /** The admin actions on it, newest first (the first page; `audit_cursor` reads on through admin-audit). */
  audit: AdminAuditLine[];
  audit_cursor: string | null;
}

export interface AdminActionResponse {
  ok: true;
  document: AdminDocumentView;
}

export interface AdminPaymentCheckResponse {
  ok: true;
  /** What Mercado Pago answered now, or null when it could not be reached (the stored record is shown). */
  provider_status: string | null;
  payment: AdminPaymentView;
}

/** `***.***.***-25`: a CPF with only its check digits shown (null when `value` is not 11 digits). */
export function maskedCpf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 ? `***.***.***-${digits.slice(9)}` : null;
}

/** What the prices screen may set: every price key plus the contract's receipts surcharge, in reais. */
export const ADMIN_PRICE_FIELDS = [...PRICE_KEYS, 'recibosAdicional'] as const;
export type AdminPriceField = (typeof ADMIN_PRICE_FIELDS)[number];
/** A document's price, in centavos: R$ 1,00 to R$ 1.000,00 (Mercado Pago's PIX minimum and a sane ceiling). */
export const ADMIN_PRICE_LIMITS = { min: 100, max: 100_000 } as const;

const reais = (min: number) =>
  z
    .number({ error: 'Informe o preço em reais' })
    .min(min / 100, { error: `Preço abaixo de R$ ${(min / 100).toFixed(2).replace('.', ',')}` })
    .max(ADMIN_PRICE_LIMITS.max / 100, { error: 'Preço acima de R$ 1000,00' })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: 'Use no máximo dois decimais',
    });

/** `POST admin-prices-save`: the whole table in reais, with the reason kept in the audit and the history. */
export const adminPricesInput = z
  .object({
    prices: z.object({
      ...Object.fromEntries(PRICE_KEYS.map((key) => [key, reais(ADMIN_PRICE_LIMITS.min)])),
      recibosAdicional: reais(0),
    } as Record<AdminPriceField, ReturnType<typeof reais>>),
    reason: reasonField,
  })
  .strip();
export type AdminPricesInput = z.infer<typeof adminPricesInput>;

export interface AdminPriceChange {
  at: number;
  by: string;
  /** Centavos before and after, per field. */
  old: Partial<Record<AdminPriceField, number>>;
  new: Partial<Record<AdminPriceField, number>>;
}

export interface AdminPricesResponse {
  ok: true;
  /** What payments charge now, in centavos (the stored table over the environment's). */
  current: Record<AdminPriceField, number>;
  /** The environment's table, the fallback. */
  environment: Record<AdminPriceField, number>;
  /** Newest first. */
  history: AdminPriceChange[];
}
