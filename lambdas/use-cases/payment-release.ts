// What releases a document's PDF besides an admin's own request: one reading for the resume (curriculo-pdf.ts)
// and every other kind (document-pdf.ts), so "paid" and "an admin's release" never mean two things.
import { isApproved } from '@shared/payments/paid-status';
import type { DocumentRecord } from '../ports/document-store';
import type { PaymentStore } from '../ports/payment-store';

type ReleaseState = Pick<DocumentRecord, 'released_by_admin_at' | 'payment_id' | 'payment_reference'>;

/**
 * Released by an admin without a payment (`released_by_admin_at`), or by a payment we hold as approved for the
 * document's current reference (a payment of an earlier round, or one only the page said was paid, is not).
 */
export async function releasedByPaymentOrAdmin(payments: PaymentStore, doc: ReleaseState): Promise<boolean> {
  if (doc.released_by_admin_at) return true;
  if (!doc.payment_id) return false;
  const payment = await payments.get(doc.payment_id);
  return payment !== null && payment.reference === doc.payment_reference && isApproved(payment.status);
}

/**
 * Whether a release is an admin's (its verification entry says "admin", not "paid"): nothing paid the document
 * (`paid` as the caller's rule reads it), or an admin released it without a payment.
 */
export function isAdminRelease(paid: boolean, doc: Pick<DocumentRecord, 'released_by_admin_at'>): boolean {
  return !paid || Boolean(doc.released_by_admin_at);
}
