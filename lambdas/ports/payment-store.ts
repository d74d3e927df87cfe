// The payment-store port: one item per Mercado Pago payment, keyed by its id, with the provider statuses seen
// (and where from) in order. The status only moves forward (`applyProviderStatus`); writes are conditional.
import type { PaymentMethod } from '@shared/api/payments';
import type { PaymentAmountOptions } from '@shared/payments/amount';
import type { DocumentState } from './document-store';

/**
 * Where a status came from; `recheck` is the scheduled re-check of open payments, `admin` an admin's "Consultar
 * Mercado Pago".
 */
export type PaymentSource = 'create' | 'webhook' | 'poll' | 'cancel' | 'recheck' | 'admin';

export interface PaymentHistoryEntry {
  status: string;
  status_detail: string | null;
  /** Epoch milliseconds. */
  at: number;
  source: PaymentSource;
}

/** Who accepted which version of the Termo de Responsabilidade, and when (kept as evidence of the consent). */
export interface TermsAcceptance {
  version: string;
  accepted_at: number;
  /** The person's uid, or `chave:` and a hash of the anonymous access key (never the key itself). */
  accepted_by: string;
}

export interface PaymentRecord {
  payment_id: string;
  /** The document's payment reference (`external_reference`). */
  reference: string;
  /** The document kind the payment is for. */
  kind: string;
  amount_cents: number;
  /**
   * The add-ons `amount_cents` was computed for (a contract's receipts), when we made the payment: its release
   * checks that the form still asks for no more (`coversForm`). Absent on one first seen through a notification.
   */
  price_options?: PaymentAmountOptions;
  currency: string;
  method: PaymentMethod;
  payer_email: string | null;
  /** Mercado Pago's status as we keep it (`expired` for a PIX that lapsed). */
  status: string;
  status_detail: string | null;
  history: PaymentHistoryEntry[];
  /** The document's issue attempt that made it (null when first seen through a notification). */
  attempt: number | null;
  /** The document's owner, so a status read can be checked without loading the document. */
  owner_uid: string | null;
  /** The approval has been applied to the document (set once, after the document was marked paid). */
  released: boolean;
  /**
   * When this approved payment was found to have paid for nothing and its refund decided: from then on it is
   * refunded whatever happens to its document, and never releases it (see `applyProviderPayment`).
   */
  refund_due_at?: number;
  /**
   * Why it paid for nothing: `price-changed` when the form was changed after the payment was made to cost more
   * than it paid; otherwise the document was already paid, deleted or moved to a new payment round.
   */
  refund_reason?: string;
  /** When Mercado Pago accepted that refund. */
  refund_requested_at?: number;
  /**
   * Until when the scheduled re-check asks Mercado Pago about it while it is open: a PIX's expiry, else a bound
   * (see `openUntil`). Absent on payments stored before the re-check existed.
   */
  open_until?: number;
  /** When the provider was last asked (or told us) about this payment. */
  checked_at: number;
  /** The terms accepted to make this payment (absent on one first seen through a notification). */
  terms_acceptance?: TermsAcceptance;
  /** When the holder's account was deleted: who paid is forgotten, the accounting fields stay. */
  holder_deleted_at?: number;
  /** When the holder deleted the document it paid for: the payer's e-mail and consent are forgotten. */
  document_deleted_at?: number;
  /**
   * Epoch seconds after which DynamoDB's TTL removes the item: set when its document is deleted, at the end of
   * the time tax law keeps payment records (PAYMENT_RECORD_YEARS).
   */
  expires_at?: number;
  created_at: number;
  updated_at: number;
  version: number;
}

export type PaymentChanges = Partial<
  Omit<PaymentRecord, 'payment_id' | 'reference' | 'created_at' | 'updated_at' | 'version'>
>;

export interface PaymentStore {
  get(paymentId: string): Promise<PaymentRecord | null>;
  /** Throws AlreadyExistsError when a record with that id exists. */
  create(record: PaymentRecord): Promise<void>;
  /** Conditional on `expectedVersion`; throws VersionConflictError when another write won. */
  update(
    paymentId: string,
    expectedVersion: number,
    changes: PaymentChanges,
    now: number,
  ): Promise<PaymentRecord>;
  /**
   * Sets `checked_at` to `now` only when it is older than `now - minAgeMs`: true for the one caller that
   * should ask the provider now, false for the others (and when there is no such payment).
   */
  claimCheck(paymentId: string, now: number, minAgeMs: number): Promise<boolean>;
  /**
   * The holder deleted their account (LGPD): keeps what accounting needs (id, reference, kind, amount, method,
   * status and its history, dates) and forgets who paid (`payer_email`, `owner_uid`, `terms_acceptance`),
   * noting `holder_deleted_at`; bumps the version so a write decided before it is decided again. Idempotent;
   * nothing happens when there is no such payment.
   */
  forgetHolder(paymentId: string, now: number): Promise<void>;
  /**
   * The holder deleted the document it paid for (LGPD art. 18 VI): keeps the accounting fields and the owner
   * (so the holder's export still lists it), forgets the payer's e-mail and `terms_acceptance`, notes
   * `document_deleted_at` and `expires_at` (both kept if already set); bumps the version. Idempotent.
   */
  forgetDocument(paymentId: string, now: number, expiresAt: number): Promise<void>;
  /** Every payment still linked to the holder `ownerUid` (not anonymised by an account deletion), newest first. */
  listByOwner(ownerUid: string): Promise<PaymentRecord[]>;
  /** The newest payment made for a reference. */
  latestByReference(reference: string): Promise<PaymentRecord | null>;
  /** The payments made for a reference, newest first, at most `limit`. */
  listByReference(reference: string, limit: number): Promise<PaymentRecord[]>;
  /** Several payments by id in one round trip, in the order asked (null for a missing one). */
  getMany(paymentIds: readonly string[]): Promise<(PaymentRecord | null)[]>;
  /**
   * Payments whose status is still open, whose `open_until` is after `openAfter` and which were created at or
   * before `createdBefore`, soonest to close first, at most `limit`; read from an index of open payments only.
   */
  listOpen(options: { openAfter: number; createdBefore: number; limit: number }): Promise<PaymentRecord[]>;
}

/** A status poll's two reads in one round trip: a payment, and the state of the document the poll names. */
export interface PaymentStatusReads {
  paymentAndDocument(
    paymentId: string,
    documentId: string,
  ): Promise<{ payment: PaymentRecord | null; document: DocumentState | null }>;
}
