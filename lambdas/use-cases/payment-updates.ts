// The one path by which a payment as Mercado Pago reports it (fetched by id: at creation, from a webhook or a
// status poll) changes our state: it must match its document (reference, amount, currency, method), its
// status only moves forward, and the document is released or withdrawn exactly once per change; an approved
// payment that paid for nothing is refunded.
import type { PaymentMethod } from '@shared/api/payments';
import type { PaymentAmountOptions } from '@shared/payments/amount';
import {
  applyProviderStatus,
  type MercadoPagoStatus,
  type TransitionEffect,
  toMercadoPagoStatus,
} from '@shared/payments/status-transitions';
import type { PriceTable } from '@shared/prices/prices';
import { ServiceUnavailableError } from '../core/errors';
import type { Logger } from '../core/logger';
import type { BusinessCounters } from '../ports/business-counters';
import type { BusinessMetrics } from '../ports/business-metrics';
import type { DocumentRecord, DocumentStore } from '../ports/document-store';
import { type GatewayPayment, type PaymentGateway, PaymentGatewayError } from '../ports/payment-gateway';
import type {
  PaymentChanges,
  PaymentRecord,
  PaymentSource,
  PaymentStatusReads,
  PaymentStore,
  TermsAcceptance,
} from '../ports/payment-store';
import { AlreadyExistsError, VersionConflictError } from '../ports/store-errors';
import type { VerificationStore } from '../ports/verification-store';
import { documentKind, documentPrice, isSettled } from './document-kinds';
import { paymentStateVersion } from './form-versions';
import { retryOnConflict } from './optimistic';
import { documentIdOf } from './payment-rounds';
import { revokeDocumentCodes } from './verification';

export interface PaymentDeps {
  documents: DocumentStore;
  payments: PaymentStore;
  /** A status poll's payment and document in one round trip. */
  statusReads: PaymentStatusReads;
  gateway: PaymentGateway;
  /** The server's price table (`config.prices`), in centavos. */
  prices: PriceTable;
  now: () => number;
  log: Logger;
  /** A status read asks Mercado Pago again only when the last check is older than this. */
  recheckAfterMs: number;
  /** The dashboard's counters: a release adds to `paid` and revenue, a withdrawal to refunds. */
  counters: BusinessCounters;
  /** CloudWatch's business metrics: `PaymentApproved` where `paid` is counted, once per payment. */
  metrics: BusinessMetrics;
  /** Codes of released PDFs: a refund revokes the document's (issue 23); absent: left as they are. */
  verifications?: VerificationStore;
}

/** What the payment record says about how it was made, when we made it (`mp-pay`). */
export interface CreationContext {
  method: PaymentMethod;
  /** The add-ons the amount was computed for (`DocumentKind.priceOptions` of the stored form). */
  priceOptions: PaymentAmountOptions;
  attempt: number;
  payerEmail: string;
  terms: TermsAcceptance;
}

export interface ApplyResult {
  /** False when the payment does not match its document: nothing was stored or released. */
  matched: boolean;
  record: PaymentRecord | null;
  document: DocumentRecord | null;
  /** The effect this call had (one caller per change sees it; repeats see `none`). */
  effect: TransitionEffect;
}

const WITHDRAWN = new Set(['refunded', 'charged_back']);

/** Mercado Pago reports a lapsed PIX as cancelled/expired; the status rules call it `expired`. */
export function providerStatusOf(payment: GatewayPayment): MercadoPagoStatus | null {
  const status = toMercadoPagoStatus(payment.status);
  if (status === 'cancelled' && payment.statusDetail === 'expired') return 'expired';
  return status;
}

function methodOf(payment: GatewayPayment): PaymentMethod | null {
  if (payment.paymentMethodId === 'pix') return 'pix';
  return payment.paymentTypeId === 'credit_card' || payment.paymentTypeId === 'debit_card' ? 'card' : null;
}

/** Why a fetched payment cannot count for the document it names, or null when it matches. */
function mismatch(
  fetched: GatewayPayment,
  record: PaymentRecord | null,
  doc: DocumentRecord | null,
  reference: string,
  prices: PriceTable,
): string | null {
  if (!reference || fetched.externalReference !== reference) return 'reference';
  if (!doc) return 'unknown-document';
  // A round the document has moved past (a resume edited or renewed since): it never pays the new content.
  if (doc.payment_reference !== reference) return 'superseded-reference';
  if (fetched.currency !== 'BRL') return 'currency';
  const method = methodOf(fetched);
  if (!method || (record && record.method !== method)) return 'method';
  let expected = record?.amount_cents;
  if (expected === undefined) {
    // Not made through mp-pay (or its record was lost): it must charge what the document costs now.
    const kind = documentKind(doc.kind);
    if (!kind) return 'unknown-kind';
    expected = documentPrice(kind, doc.form, prices);
  }
  if (fetched.amountCents !== expected) return 'amount';
  return null;
}

/**
 * How long a payment without an expiry of its own (a card under review, `in_process`) stays worth re-reading:
 * Mercado Pago decides a review within two business days.
 */
export const OPEN_WITHOUT_EXPIRY_MS = 4 * 24 * 3_600_000;

/** Until when the scheduled re-check asks about an open payment: its expiry (a PIX), else the bound above. */
export function openUntil(fetched: GatewayPayment, now: number): number {
  const expiry = fetched.dateOfExpiration ? Date.parse(fetched.dateOfExpiration) : Number.NaN;
  return Number.isFinite(expiry) ? expiry : now + OPEN_WITHOUT_EXPIRY_MS;
}

function newRecord(
  fetched: GatewayPayment,
  status: MercadoPagoStatus,
  doc: DocumentRecord,
  source: PaymentSource,
  creation: CreationContext | undefined,
  now: number,
): PaymentRecord {
  return {
    payment_id: fetched.id,
    reference: doc.payment_reference,
    kind: doc.kind,
    amount_cents: fetched.amountCents,
    ...(creation ? { price_options: creation.priceOptions } : {}),
    currency: fetched.currency,
    method: creation?.method ?? methodOf(fetched) ?? 'pix',
    payer_email: creation?.payerEmail ?? fetched.payerEmail,
    status,
    status_detail: fetched.statusDetail,
    history: [{ status, status_detail: fetched.statusDetail, at: now, source }],
    attempt: creation?.attempt ?? null,
    owner_uid: doc.owner_uid,
    released: false,
    open_until: openUntil(fetched, now),
    checked_at: now,
    ...(creation ? { terms_acceptance: creation.terms } : {}),
    created_at: now,
    updated_at: now,
    version: 1,
  };
}

/** Stores the status (forward only); the caller whose write moved it gets the effect. */
async function recordStatus(
  deps: PaymentDeps,
  fetched: GatewayPayment,
  doc: DocumentRecord | null,
  source: PaymentSource,
  creation: CreationContext | undefined,
  initial: PaymentRecord | null,
): Promise<{ record: PaymentRecord; effect: TransitionEffect }> {
  const incoming = providerStatusOf(fetched);
  let record = initial;
  for (let tries = 0; tries < 8; tries += 1) {
    const now = deps.now();
    if (!record) {
      if (!incoming) throw new Error(`unknown Mercado Pago status ${fetched.status}`);
      if (!doc) throw new Error(`payment ${fetched.id}: no record and no document to make one for`);
      const fresh = newRecord(fetched, incoming, doc, source, creation, now);
      try {
        await deps.payments.create(fresh);
        return { record: fresh, effect: incoming === 'approved' ? 'release' : 'record' };
      } catch (error) {
        if (!(error instanceof AlreadyExistsError)) throw error;
        record = await deps.payments.get(fetched.id);
        continue;
      }
    }
    const t = applyProviderStatus(toMercadoPagoStatus(record.status), incoming);
    if (!t.changed || !t.status) return { record, effect: 'none' };
    try {
      const updated = await deps.payments.update(
        record.payment_id,
        record.version,
        {
          status: t.status,
          status_detail: fetched.statusDetail,
          history: [
            ...record.history,
            { status: t.status, status_detail: fetched.statusDetail, at: now, source },
          ],
          checked_at: now,
        },
        now,
      );
      return { record: updated, effect: t.effect };
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      record = await deps.payments.get(fetched.id);
    }
  }
  throw new VersionConflictError(`payment ${fetched.id}: too many concurrent updates`);
}

/** Whether two sets of add-ons ask for the same things (absent and false alike). */
function sameOptions(a: PaymentAmountOptions, b: PaymentAmountOptions): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof PaymentAmountOptions)[]);
  return [...keys].every((key) => Boolean(a[key]) === Boolean(b[key]));
}

/**
 * Whether the payment pays for the form as it is now (issue 40 item 1): a PIX is priced when issued, and the
 * form may change while it waits (a contract's receipts ticked). It does when the form asks for the add-ons it
 * was priced for (a price raised since by the admins is not the buyer's to make up), or when its amount reaches
 * what the form costs today.
 */
export function coversForm(
  record: Pick<PaymentRecord, 'amount_cents' | 'price_options'>,
  doc: Pick<DocumentRecord, 'kind' | 'form'>,
  prices: PriceTable,
): boolean {
  const kind = documentKind(doc.kind);
  if (!kind) return false;
  const asked = kind.priceOptions?.(doc.form) ?? {};
  if (record.price_options && sameOptions(record.price_options, asked)) return true;
  return record.amount_cents >= documentPrice(kind, doc.form, prices);
}

/**
 * Marks the document paid by this payment unless it already is paid (by it or another payment), has moved
 * on to another payment reference since the payment was matched (an edit racing the approval), or was changed
 * since to cost more than the payment paid (`coversForm`: `short` is then set). The caller
 * reads from the answer whether this payment is the one that paid it. The call whose conditional write marks it
 * paid (one only, however many webhooks and polls see the approval) counts the payment on the dashboards (the
 * admin console's counters and CloudWatch's `PaymentApproved`).
 */
async function releaseDocument(
  deps: PaymentDeps,
  id: string,
  record: PaymentRecord,
): Promise<{ doc: DocumentRecord | null; short: boolean }> {
  let released = false;
  let short = false;
  const doc = await retryOnConflict(async () => {
    const doc = await deps.documents.get(id);
    const now = deps.now();
    if (!doc || doc.payment_reference !== record.reference || isSettled(doc, now)) return doc;
    // A release left half done and retried after the document moved on: that content was paid, not this one.
    if (doc.released_payment_ids?.includes(record.payment_id)) return doc;
    short = !coversForm(record, doc, deps.prices);
    if (short) return doc;
    const rules = documentKind(doc.kind)?.paymentRules;
    const written = await deps.documents.update(
      id,
      doc.version,
      {
        paid: true,
        paid_at: now,
        needs_repayment: false,
        pdf_since_paid: false,
        // The form now paid is the paid version: the one kept from before is no longer offered.
        ...(doc.paid_version ? { paid_version: null } : {}),
        payment_id: record.payment_id,
        released_payment_ids: [...(doc.released_payment_ids ?? []), record.payment_id],
        ...rules?.onRelease(doc, now),
        // A window that saw the document unpaid must reload it before its next save (form-versions.ts).
        ...paymentStateVersion(doc),
      },
      now,
      // Paid for: a draft (anonymous, or a signed-in person's: draft-retention.ts) is no longer left to expire.
      doc.expires_at !== undefined ? ['expires_at'] : [],
    );
    released = true;
    return written;
  });
  if (released) {
    await deps.counters.add(record.kind, deps.now(), { paid: 1, revenue_cents: record.amount_cents });
    deps.metrics.paymentApproved(record.kind);
  }
  return { doc, short };
}

/**
 * Un-pays the document when this (refunded or charged back) payment is the one that paid it; the call whose
 * write un-pays it counts the refund on the dashboard.
 */
async function withdrawDocument(
  deps: PaymentDeps,
  id: string,
  record: PaymentRecord,
): Promise<DocumentRecord | null> {
  let withdrawn = false;
  const result = await retryOnConflict(async () => {
    const doc = await deps.documents.get(id);
    if (!doc?.paid || doc.payment_id !== record.payment_id) return doc;
    const rules = documentKind(doc.kind)?.paymentRules;
    const now = deps.now();
    // refunded_at: what the admins' search filters refunded documents by.
    const written = await deps.documents.update(
      id,
      doc.version,
      { paid: false, refunded_at: now, ...rules?.onWithdraw(doc), ...paymentStateVersion(doc) },
      now,
    );
    withdrawn = true;
    return written;
  });
  if (withdrawn) {
    await deps.counters.add(record.kind, deps.now(), { refunds: 1, refunded_cents: record.amount_cents });
  }
  // The codes of what the refunded payment released no longer vouch for it (again on a re-run: idempotent).
  if (deps.verifications && result?.refunded_at != null && !result.paid)
    await revokeDocumentCodes(deps.verifications, id, deps.now());
  return result;
}

/**
 * Writes `changes` on the payment, on its version, until `done` holds of it (re-read after another write won);
 * the payment as it then stands.
 */
async function writeUntil(
  deps: PaymentDeps,
  record: PaymentRecord,
  done: (payment: PaymentRecord) => boolean,
  changes: PaymentChanges,
): Promise<PaymentRecord> {
  let current: PaymentRecord | null = record;
  for (let tries = 0; tries < 8 && current && !done(current); tries += 1) {
    try {
      return await deps.payments.update(current.payment_id, current.version, changes, deps.now());
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      current = await deps.payments.get(record.payment_id);
    }
  }
  return current ?? record;
}

/** Writes `changes` on the payment once; a note another write overtook is left (what follows restates it). */
async function writeNote(deps: PaymentDeps, record: PaymentRecord, changes: PaymentChanges) {
  try {
    return await deps.payments.update(record.payment_id, record.version, changes, deps.now());
  } catch (error) {
    if (error instanceof VersionConflictError) return record;
    throw error;
  }
}

/** Notes on the payment that its approval reached the document, so a later repeat never releases again. */
function markReleased(deps: PaymentDeps, record: PaymentRecord): Promise<PaymentRecord> {
  return writeUntil(deps, record, (payment) => payment.released, { released: true });
}

/** Whether the document stands paid by this very payment. */
function paidBy(doc: DocumentRecord | null, paymentId: string): boolean {
  return doc?.paid === true && doc.payment_id === paymentId;
}

/** Whether this payment has ever released the document (it bought it, even if the document moved on since). */
function releasedBy(doc: DocumentRecord | null, paymentId: string): boolean {
  return paidBy(doc, paymentId) || (doc?.released_payment_ids ?? []).includes(paymentId);
}

/**
 * An approved payment that bought nothing (the document was already paid by another payment, was deleted, or
 * moved to a new payment round before this payment released it) is refunded in full. The callers decide that
 * from what cannot be wrong: the document's own list of the payments that released it, or, for a deleted
 * document, a payment whose approval had never been recorded (a release only follows that record). The decision
 * is written on the payment first (`refund_due_at`, on its version: a payment marked released meanwhile is not
 * refunded), so a refund put off is retried whatever becomes of the document. Mercado Pago makes one refund per
 * payment, as the refund's idempotency key is the payment's. When it cannot be reached (or is still making that
 * refund) the error goes up, so the notification is delivered again; a refund it refuses is left to support.
 */
async function refundUnused(
  deps: PaymentDeps,
  stored: PaymentRecord,
  fields: { reference: string; reason: string; source: PaymentSource },
): Promise<PaymentRecord> {
  const paymentId = stored.payment_id;
  const record = await writeUntil(deps, stored, (payment) => Boolean(payment.refund_due_at), {
    refund_due_at: deps.now(),
    refund_reason: fields.reason,
  });
  if (record.released || record.refund_requested_at) return record;
  try {
    await deps.gateway.refundPayment(paymentId);
  } catch (error) {
    if (
      error instanceof PaymentGatewayError &&
      (error.kind === 'unavailable' || error.providerStatus === 409)
    ) {
      throw new ServiceUnavailableError(undefined, 'refund_unavailable', { cause: error });
    }
    deps.log.error('unused payment: Mercado Pago refused its refund, refund it by hand', {
      payment_id: paymentId,
      ...fields,
      error,
    });
    return record;
  }
  deps.log.warn('unused payment refunded', { payment_id: paymentId, ...fields });
  // Only a note: the notification of the refund that follows moves the record on anyway.
  return writeNote(deps, record, { refund_requested_at: deps.now() });
}

/** A payment first seen through a notification, then answered to mp-pay: it learns how and when it was made. */
async function adoptCreation(
  deps: PaymentDeps,
  record: PaymentRecord,
  creation: CreationContext | undefined,
): Promise<PaymentRecord> {
  if (!creation || record.attempt !== null) return record;
  return writeNote(deps, record, {
    attempt: creation.attempt,
    method: creation.method,
    price_options: creation.priceOptions,
    payer_email: creation.payerEmail,
    terms_acceptance: creation.terms,
  });
}

/**
 * Applies a payment fetched from Mercado Pago. Safe to call any number of times, concurrently, in any order:
 * the stored status only moves forward, and the document changes only when it is not yet in the state the
 * payment implies. A release left half done (the document not yet marked) is finished by the next call.
 */
export async function applyProviderPayment(
  deps: PaymentDeps,
  fetched: GatewayPayment,
  source: PaymentSource,
  creation?: CreationContext,
): Promise<ApplyResult> {
  const stored = await deps.payments.get(fetched.id);
  const reference = stored?.reference ?? fetched.externalReference ?? '';
  const doc = reference ? await deps.documents.get(documentIdOf(reference)) : null;
  const problem = mismatch(fetched, stored, doc, reference, deps.prices);
  if (problem || !doc) {
    // A payment we made for a document deleted or moved to a new payment round since is expected (the person
    // may still pay an old PIX); its status is kept, and it releases nothing. Anything else is worth a look
    // and is not stored.
    const expected =
      stored !== null && (problem === 'unknown-document' || problem === 'superseded-reference');
    deps.log[expected ? 'warn' : 'error']('payment does not match its document: nothing released', {
      payment_id: fetched.id,
      reference,
      external_reference: fetched.externalReference,
      problem,
      source,
    });
    if (!expected || !stored) return { matched: false, record: stored, document: doc, effect: 'none' };
    const approved = providerStatusOf(fetched) === 'approved' && !stored.released;
    let current: PaymentRecord = stored;
    if (approved && doc && releasedBy(doc, fetched.id)) {
      // It paid the document before it moved on; only its mark was never written.
      current = await markReleased(deps, stored);
    } else if (
      approved &&
      // Paid for nothing: a refund already decided, or never released (an old round's), or its approval never
      // recorded (a deleted document's: a release only follows that record).
      (stored.refund_due_at || (doc ? !releasedBy(doc, fetched.id) : stored.status !== 'approved'))
    ) {
      current = await refundUnused(deps, stored, { reference, reason: problem ?? '', source });
    }
    const { record } = await recordStatus(deps, fetched, doc, source, undefined, current);
    return { matched: false, record, document: doc, effect: 'none' };
  }

  let { record, effect } = await recordStatus(deps, fetched, doc, source, creation, stored);
  record = await adoptCreation(deps, record, creation);
  let document: DocumentRecord | null = doc;
  if (record.status === 'approved' && !record.released && record.refund_due_at) {
    // Already found to have paid for nothing: it never releases the document; its refund is retried.
    record = await refundUnused(deps, record, { reference, reason: 'retry', source });
  } else if (record.status === 'approved' && !record.released) {
    const release = await releaseDocument(deps, doc.id, record);
    document = release.doc;
    if (releasedBy(document, record.payment_id)) {
      record = await markReleased(deps, record);
      if (effect === 'release')
        deps.log.info('payment approved: document released', {
          payment_id: record.payment_id,
          reference,
          source,
        });
    } else if (document || effect === 'release') {
      // A deleted document is known unpaid by this payment only when this call recorded its approval (and no
      // other call released it with it meanwhile: refundUnused re-reads the payment before deciding).
      const reason = !document
        ? 'unknown-document'
        : document.paid
          ? 'already-paid'
          : release.short
            ? 'price-changed'
            : 'superseded-reference';
      record = await refundUnused(deps, record, { reference, reason, source });
    }
  } else if (WITHDRAWN.has(record.status)) {
    const before = document;
    document = await withdrawDocument(deps, doc.id, record);
    if (effect === 'withdraw' && paidBy(before, record.payment_id))
      deps.log.warn('payment withdrawn: release revoked', {
        payment_id: record.payment_id,
        reference,
        source,
      });
  }
  return { matched: true, record, document, effect };
}
