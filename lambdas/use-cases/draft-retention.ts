// Retention of signed-in people's drafts (issue 23 item 4): a document never released (no payment ever paid it,
// no admin released it) is deleted by DynamoDB's TTL 180 days after its last save. Every save of such a
// document pushes `expires_at` (the documents table's TTL attribute) 180 days out; a release removes it for good
// (`payment-updates.ts`, `admin-console.ts`). Anonymous drafts keep their own 30 days from creation.
import type { DocumentChanges, DocumentState } from '../ports/document-store';

/** How long a signed-in person's draft that is never paid for is kept after its last save. */
export const SIGNED_IN_DRAFT_TTL_DAYS = 180;
const SIGNED_IN_DRAFT_TTL_SECONDS = SIGNED_IN_DRAFT_TTL_DAYS * 24 * 60 * 60;

/** Epoch seconds (the TTL attribute's unit) 180 days after `now` (ms). */
export function signedInDraftExpiry(now: number): number {
  return Math.floor(now / 1000) + SIGNED_IN_DRAFT_TTL_SECONDS;
}

/**
 * Never released: unpaid, no release instant ever noted (`paid_at` stays once set, through refunds and new
 * rounds) and no payment on record as having released it. The documents store's autosave states the same
 * rule as its condition (`documents-repository.ts`).
 */
export function neverReleased(
  doc: Pick<DocumentState, 'paid' | 'paid_at' | 'released_payment_ids'>,
): boolean {
  return !doc.paid && (doc.paid_at ?? null) === null && (doc.released_payment_ids?.length ?? 0) === 0;
}

/** What a save of the form writes besides: a signed-in person's never-released draft expires 180 days on. */
export function retentionOnSave(
  doc: Pick<DocumentState, 'owner_uid' | 'paid' | 'paid_at' | 'released_payment_ids'>,
  now: number,
): DocumentChanges {
  return doc.owner_uid && neverReleased(doc) ? { expires_at: signedInDraftExpiry(now) } : {};
}
