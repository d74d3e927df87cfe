// What deleting one document erases besides its item (LGPD art. 18 VI, issue 40): every PDF stored for it
// (each edit's render has its own key under `pdf/{kind}/{id}/`), its resume photo, its verification codes set to
// 'deleted' (the public check answers "Cancelado"), and of its payments only what tax law keeps. Shared by every
// `*-delete` route and by the account's deletion (`meus-dados.ts`); each step is idempotent, and the caller
// deletes the item last, so a run stopped halfway finds the document again and repeats them.

import type { DocumentRecord } from '../ports/document-store';
import type { FileStore } from '../ports/file-store';
import type { InvitationLinkStore } from '../ports/invitation-links';
import type { PaymentRecord, PaymentStore } from '../ports/payment-store';
import type { VerificationEntry, VerificationStore } from '../ports/verification-store';
import { isFotoKey } from './curriculo-photos';
import { everyReferenceOf } from './payment-rounds';

/**
 * Years a payment record outlives its deleted document: the tax authorities may assess a year's income for
 * five years (CTN arts. 173 and 174), and the books' supporting records are kept as long (CTN art. 195, single
 * paragraph). The holder's export still lists it meanwhile.
 */
export const PAYMENT_RECORD_YEARS = 5;
const YEAR_SECONDS = 365.25 * 24 * 60 * 60;
/** Payments read per reference: far more than one document ever has. */
const PAYMENTS_PER_REFERENCE = 100;

export interface ErasureDeps {
  payments: Pick<PaymentStore, 'listByReference' | 'forgetHolder' | 'forgetDocument'>;
  verifications: Pick<VerificationStore, 'listByDocument' | 'setState'>;
  /** The private bucket: the document's PDFs (`pdf/`) and a resume's photo (`uploads/`). */
  files: Pick<FileStore, 'delete' | 'deleteUnder'>;
  /** Issue 44: the link items of the document's invitations (its invitee's data goes with the document). */
  invitationLinks: Pick<InvitationLinkStore, 'delete'>;
}

/** Whose request: the holder deleting one document, or their whole account (who paid is then forgotten). */
export type Erasure = 'document' | 'account';

/** The payments made for any round of the document's payment reference. */
export async function paymentsOfDocument(
  payments: Pick<PaymentStore, 'listByReference'>,
  doc: DocumentRecord,
): Promise<PaymentRecord[]> {
  const lists = await Promise.all(
    everyReferenceOf(doc).map((reference) => payments.listByReference(reference, PAYMENTS_PER_REFERENCE)),
  );
  return lists.flat();
}

/** The resume's photo key, when the form names a stored one. */
export function photoKeyOf(doc: DocumentRecord): string | null {
  const key = doc.form?.foto_key;
  return typeof key === 'string' && isFotoKey(key) ? key : null;
}

/** Where every PDF of the document is stored (`pdfKeyFor`): one key per rendered input. */
export function pdfPrefixOf(doc: Pick<DocumentRecord, 'kind' | 'id'>): string {
  return `pdf/${doc.kind}/${doc.id}/`;
}

/** Marks one code deleted (the public check then answers "Cancelado"); the holder's deletion is final. */
export async function markCodeDeleted(
  verifications: Pick<VerificationStore, 'setState'>,
  entry: VerificationEntry,
  now: number,
): Promise<void> {
  if (entry.state !== 'deleted') await verifications.setState(entry.code, 'deleted', now);
}

/** Erases what the document left around it; the caller deletes the item itself afterwards. */
export async function eraseDocumentTraces(
  deps: ErasureDeps,
  doc: DocumentRecord,
  erasure: Erasure,
  now: number,
): Promise<void> {
  const [payments, codes] = await Promise.all([
    paymentsOfDocument(deps.payments, doc),
    deps.verifications.listByDocument(doc.id),
  ]);
  const keepUntil = Math.floor(now / 1000 + PAYMENT_RECORD_YEARS * YEAR_SECONDS);
  for (const payment of payments) {
    if (erasure === 'account') {
      if (payment.holder_deleted_at === undefined) await deps.payments.forgetHolder(payment.payment_id, now);
    } else if (payment.document_deleted_at === undefined) {
      await deps.payments.forgetDocument(payment.payment_id, now, keepUntil);
    }
  }
  for (const entry of codes) await markCodeDeleted(deps.verifications, entry, now);
  // A key noted under an older layout is deleted by name too, whatever its prefix.
  if (doc.pdf_key) await deps.files.delete(doc.pdf_key);
  await deps.files.deleteUnder(pdfPrefixOf(doc));
  const photo = photoKeyOf(doc);
  if (photo) await deps.files.delete(photo);
  // The invitations' records go with the item; their links would open nothing, and are deleted all the same.
  for (const record of Object.values(doc.convites ?? {}))
    await deps.invitationLinks.delete(record.token_hash);
}
