// mp-status and GET mp-webhook (spec part 1 §4.3, §7): the stored status of a payment (by id) or of a
// document's payment (by reference), asking Mercado Pago again when it is still open and the last check is a few
// seconds old, so a lost or late webhook never leaves a paid customer waiting.
import type { MpStatusResponse } from '@shared/api/payments';
import { isFinalStatus, toMercadoPagoStatus } from '@shared/payments/status-transitions';
import { NotFoundError } from '../core/errors';
import type { DocumentState } from '../ports/document-store';
import { PaymentGatewayError } from '../ports/payment-gateway';
import type { PaymentRecord } from '../ports/payment-store';
import { canAccess, DOCUMENT_NOT_FOUND, type DocumentCaller, isAdmin } from './document-access';
import { isSettled } from './document-kinds';
import { documentIdOf } from './payment-rounds';
import { applyProviderPayment, type PaymentDeps } from './payment-updates';

export interface StatusQuery {
  id?: string;
  reference?: string;
}

function notFound(): NotFoundError {
  return new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
}

/** Still open, or approved without the document marked yet: worth asking Mercado Pago. */
function worthChecking(record: PaymentRecord): boolean {
  const status = toMercadoPagoStatus(record.status);
  if (!status) return false;
  return !isFinalStatus(status) || (status === 'approved' && !record.released);
}

/** When this process last tried to claim a check of each payment (bounded: old entries are dropped). */
const claimTried = new Map<string, number>();

function rememberClaim(paymentId: string, now: number, ttlMs: number): void {
  if (claimTried.size >= 1000) {
    for (const [id, at] of claimTried) if (at <= now - ttlMs) claimTried.delete(id);
    if (claimTried.size >= 1000) claimTried.clear();
  }
  claimTried.set(paymentId, now);
}

/** Asks Mercado Pago for the payment when this caller wins the check; the stored record otherwise. */
async function reconcile(
  deps: PaymentDeps,
  record: PaymentRecord,
): Promise<{ record: PaymentRecord; document?: DocumentState | null }> {
  if (!worthChecking(record)) return { record };
  const now = deps.now();
  // Checked a moment ago (by this or another poll): answer what is stored without even trying to claim.
  if (record.checked_at > now - deps.recheckAfterMs) return { record };
  // Polls that read the record in the same instant all see it stale; in one process only the first tries.
  if ((claimTried.get(record.payment_id) ?? 0) > now - deps.recheckAfterMs) return { record };
  rememberClaim(record.payment_id, now, deps.recheckAfterMs);
  if (!(await deps.payments.claimCheck(record.payment_id, now, deps.recheckAfterMs))) return { record };
  try {
    const fetched = await deps.gateway.getPayment(record.payment_id);
    if (!fetched) return { record };
    const applied = await applyProviderPayment(deps, fetched, 'poll');
    return applied.matched && applied.record
      ? { record: applied.record, document: applied.document }
      : { record };
  } catch (error) {
    // The stored status is still a true answer; the next poll asks again.
    if (!(error instanceof PaymentGatewayError)) throw error;
    deps.log.warn('status check: Mercado Pago unavailable, answering the stored status', {
      payment_id: record.payment_id,
      error,
    });
    return { record };
  }
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
    const checked = await reconcile(deps, record);
    record = checked.record;
    if (checked.document !== undefined) doc = checked.document;
  }
  const paid = isAdmin(caller) || (doc ? isSettled(doc, deps.now()) : false);
  return {
    found: record !== null,
    status: record?.status ?? null,
    entry: record ? { status: record.status, payment_id: record.payment_id } : null,
    paid,
    // It released the document once, and the document was edited since: Mercado Pago's status stays true, but
    // this payment no longer pays for what the document says now (spec part 1 §6), so the panel asks for a new one.
    superseded: !paid && record !== null && record.released && doc?.needs_repayment === true,
  };
}
