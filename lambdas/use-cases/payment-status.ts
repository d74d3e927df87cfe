// mp-status and GET mp-webhook (spec part 1 §4.3, §7): the stored status of a payment (by id) or of a
// document's payment (by reference), asking Mercado Pago again when it is still open and the last check is a few
// seconds old, so a lost or late webhook never leaves a paid customer waiting.
import type { MpStatusResponse, PixData } from '@shared/api/payments';
import { NotFoundError } from '../core/errors';
import type { DocumentState } from '../ports/document-store';
import { PaymentGatewayError } from '../ports/payment-gateway';
import type { PaymentRecord } from '../ports/payment-store';
import { canAccess, DOCUMENT_NOT_FOUND, type DocumentCaller, isAdmin } from './document-access';
import { isSettled } from './document-kinds';
import { recheckPayment } from './payment-recheck';
import { documentIdOf } from './payment-rounds';
import type { PaymentDeps } from './payment-updates';

export interface StatusQuery {
  id?: string;
  reference?: string;
  /** `1`: an open PIX's QR and code too (a page resuming after a reload). */
  pix?: '1';
}

/** The QR and code of a PIX still open, read again from Mercado Pago; null when there is none or it fails. */
async function openPix(deps: PaymentDeps, record: PaymentRecord): Promise<PixData | null> {
  if (record.method !== 'pix' || !['pending', 'in_process'].includes(record.status)) return null;
  try {
    const fetched = await deps.gateway.getPayment(record.payment_id);
    return fetched?.pix ? { qr_base64: fetched.pix.qrBase64, qr_code: fetched.pix.qrCode } : null;
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    // The page offers a new "Gerar PIX" instead; the payment itself is still followed.
    deps.log.warn('status read: Mercado Pago unavailable, PIX code not restored', {
      payment_id: record.payment_id,
      error,
    });
    return null;
  }
}

function notFound(): NotFoundError {
  return new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
}

/**
 * A payment and its document's state. When the poll also names the document (the payment panel knows both),
 * one round trip reads the two; the id still decides: a reference that is not the payment's own is ignored,
 * and nothing of that document is used when there is no such payment.
 */
async function paymentWithDocument(
  deps: PaymentDeps,
  paymentId: string,
  reference: string | undefined,
): Promise<{ payment: PaymentRecord | null; document: DocumentState | null }> {
  let payment: PaymentRecord | null;
  if (reference) {
    const named = documentIdOf(reference);
    const read = await deps.statusReads.paymentAndDocument(paymentId, named);
    if (read.payment && documentIdOf(read.payment.reference) === named) return read;
    payment = read.payment;
  } else {
    payment = await deps.payments.get(paymentId);
  }
  if (!payment) return { payment: null, document: null };
  return { payment, document: await deps.documents.getState(documentIdOf(payment.reference)) };
}

export async function paymentStatus(
  deps: PaymentDeps,
  caller: DocumentCaller,
  query: StatusQuery,
): Promise<Omit<MpStatusResponse, 'ok'>> {
  let doc: DocumentState | null = null;
  let record: PaymentRecord | null = null;
  if (query.id) {
    ({ payment: record, document: doc } = await paymentWithDocument(deps, query.id, query.reference));
    if (record) {
      // The payment's owner stands in for a document deleted since.
      const allowed = doc
        ? canAccess(doc, caller, true)
        : isAdmin(caller) || record.owner_uid === caller.principal?.uid;
      if (!allowed) throw notFound();
    }
  } else if (query.reference) {
    doc = await deps.documents.getState(documentIdOf(query.reference));
    if (doc && !canAccess(doc, caller, true)) throw notFound();
    if (doc) {
      const linked = doc.payment_id ? await deps.payments.get(doc.payment_id) : null;
      // The linked payment answers only for its own round: once an edit opened a new round (a resume's
      // `{id}.p2`), the previous round's approved payment must not read as this round's.
      record =
        linked && linked.reference === query.reference
          ? linked
          : await deps.payments.latestByReference(query.reference);
    }
  }

  if (record) {
    const checked = await recheckPayment(deps, record, 'poll');
    record = checked.record;
    if (checked.document !== undefined) doc = checked.document;
  }
  const paid = isAdmin(caller) || (doc ? isSettled(doc, deps.now()) : false);
  // Approved after the form changed to cost more than it paid: refunded, never released (payment-updates.ts).
  const priceChanged = !paid && record?.refund_reason === 'price-changed';
  const pix = query.pix && record && !paid ? await openPix(deps, record) : null;
  return {
    ...(query.pix ? { pix, amount_cents: pix && record ? record.amount_cents : null } : {}),
    found: record !== null,
    status: record?.status ?? null,
    entry: record ? { status: record.status, payment_id: record.payment_id } : null,
    paid,
    // It released the document once, and the document was edited since: Mercado Pago's status stays true, but
    // this payment no longer pays for what the document says now (spec part 1 §6), so the panel asks for a new one.
    superseded: priceChanged || (!paid && record?.released === true && doc?.needs_repayment === true),
    price_changed: priceChanged,
  };
}
