// The last paid version of an edited document (issue 41 item 3), for every kind that saves through
// `document-saves.ts`: an edit that un-pays a paid document keeps the paid form (and its PDF's key when the noted
// PDF is that form's), and the PDF routes hand that version out, on request (`versao=paga`) and only while the
// payment that bought it stands approved (or an admin's release stands), until a changed form is paid. The server
// decides: the client only asks for "the paid version", never names a form or a key.
import { isApproved } from '@shared/payments/paid-status';
import type { DocumentRecord, PaidVersion } from '../ports/document-store';
import type { PaymentStore } from '../ports/payment-store';
import { documentKind } from './document-kinds';
import { pdfInputHash } from './pdf-reuse';

/** The variant name the PDF routes give a request for the paid version (`versao=paga`). */
export const PAID_VERSION_VARIANT = 'versao-paga';

/** The 404 of a request for the paid version when there is none to hand out. */
export const NO_PAID_VERSION_MESSAGE = 'Este documento não tem uma versão paga anterior para baixar.';

/** The version an un-paying edit of the paid `doc` keeps: its form, what released it, its PDF when noted. */
export function keptPaidVersion(doc: DocumentRecord, now: number): PaidVersion {
  const check = documentKind(doc.kind)?.finalCheck(doc.form);
  const hash = check?.ok ? pdfInputHash(doc.kind, check.form) : null;
  return {
    form: doc.form,
    payment_id: doc.released_by_admin_at ? null : doc.payment_id,
    pdf_key: hash !== null && doc.pdf_hash === hash ? doc.pdf_key : null,
    kept_at: now,
  };
}

/**
 * The kept version when it may be handed out now: the document has one, is not blocked, its current form is not
 * paid (then that one is the paid version), and what released the kept one still stands: its payment approved
 * (a refund or chargeback withdraws it) or, without one, an admin's release not since withdrawn.
 */
export async function releasablePaidVersion(
  payments: Pick<PaymentStore, 'get'>,
  doc: DocumentRecord,
): Promise<PaidVersion | null> {
  const kept = doc.paid_version;
  if (!kept || doc.blocked || (doc.paid && !doc.needs_repayment)) return null;
  if (kept.payment_id === null) return doc.released_by_admin_at ? kept : null;
  const payment = await payments.get(kept.payment_id);
  return payment !== null && isApproved(payment.status) ? kept : null;
}

/**
 * What a list item says (`paid_version_available`): a kept version of a document whose current form is not paid.
 * Read from the item alone (no payment read per row); the PDF route checks the payment before handing it out.
 */
export function listsPaidVersion(doc: DocumentRecord): boolean {
  return Boolean(doc.paid_version) && !doc.blocked && !(doc.paid && !doc.needs_repayment);
}
