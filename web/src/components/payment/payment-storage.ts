// The payment id of each document, kept in localStorage so a reload resumes following the same payment
// (spec part 1 §4.3). Storage that is blocked (private mode) only loses the resume.
import { paymentIdStorageKey } from '@shared/api/payments';

export function recallPaymentId(reference: string, storage: Storage = window.localStorage): string | null {
  try {
    return storage.getItem(paymentIdStorageKey(reference)) || null;
  } catch {
    return null;
  }
}

export function rememberPaymentId(
  reference: string,
  paymentId: string,
  storage: Storage = window.localStorage,
): void {
  try {
    storage.setItem(paymentIdStorageKey(reference), paymentId);
  } catch {
    // Blocked storage: the payment is still followed while the page stays open.
  }
}

/** Forgets the payment of a document (expired, refused, or the document needs a new payment). */
export function forgetPaymentId(reference: string, storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(paymentIdStorageKey(reference));
  } catch {
    // Nothing stored that could be read either.
  }
}
