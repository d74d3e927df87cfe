// The admins' search port: documents of one kind, of one owner e-mail, or all of them, newest first, read from indexes that
// hold only what a result row shows (never the form), with the console's filters applied by the index query.
import type { AdminPaymentFilter } from '@shared/api/admin';

/** A document as the admin indexes hold it. */
export interface AdminListedDocument {
  id: string;
  kind: string;
  owner_email: string | null;
  created_at: number;
  paid: boolean;
  needs_repayment: boolean;
  blocked: boolean;
  pdf_generated: boolean;
  payment_id?: string | null;
  refunded_at?: number;
}

export interface AdminFilter {
  /** Only this kind (applied to the e-mail index; the kind index is one kind anyway). */
  kind?: string;
  state?: AdminPaymentFilter;
  blocked?: boolean;
  /** Created at or after, epoch ms. */
  createdFrom?: number;
  /** Created at or before, epoch ms. */
  createdTo?: number;
  /**
   * Keeps the entries of a read page that match what the index cannot test (a part of a reference, a party's
   * name: `admin-console.ts`); absent: every entry the query's filter kept.
   */
  refine?: (items: AdminListedDocument[]) => Promise<AdminListedDocument[]>;
}

/** A place in the newest-first order: (created_at, id) descending. */
export interface AdminPosition {
  at: number;
  id: string;
}

export interface AdminIndexPage {
  /** Matching documents strictly after `after` in the order, newest first. */
  items: AdminListedDocument[];
  /** The created_at of the last index entry read when the index holds more; null when it was read to its end. */
  readTo: number | null;
}

export interface AdminDocumentIndex {
  /** Reads newest first until `want` matches are found or a few pages were read. */
  ofKind(
    kind: string,
    filter: AdminFilter,
    after: AdminPosition | null,
    want: number,
  ): Promise<AdminIndexPage>;
  ofEmail(
    emailLc: string,
    filter: AdminFilter,
    after: AdminPosition | null,
    want: number,
  ): Promise<AdminIndexPage>;
  /** Every document, whatever its kind. */
  ofAll(filter: AdminFilter, after: AdminPosition | null, want: number): Promise<AdminIndexPage>;
}
