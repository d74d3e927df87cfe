// Claiming anonymous documents (issue 19 item 1): a signed-in person hands over the access keys their browser
// holds, and each document whose key matches (compared in constant time) becomes theirs, owned like any other:
// listed under its kind, opened without the key, kept as their drafts are (180 days after the last save unless
// paid for, draft-retention.ts). Generic over every kind made with an access key. Idempotent: a document
// already the caller's counts as claimed.
import type { DocumentClaimInput, DocumentClaimResponse } from '@shared/api/document-claim';
import type { Principal } from '../auth/principal';
import type { DocumentStore } from '../ports/document-store';
import { holdsKey } from './document-access';
import { neverReleased, signedInDraftExpiry } from './draft-retention';
import { retryOnConflict } from './optimistic';

export interface DocumentClaimDeps {
  documents: DocumentStore;
  now: () => number;
}

/** Claims one document; true when it is now the caller's. */
async function claimOne(
  deps: DocumentClaimDeps,
  principal: Principal,
  id: string,
  key: string,
): Promise<boolean> {
  return retryOnConflict(async () => {
    const doc = await deps.documents.get(id);
    if (!doc) return false;
    if (doc.owner_uid) return doc.owner_uid === principal.uid;
    if (!holdsKey(doc, key)) return false;
    const now = deps.now();
    // A draft never paid for now expires as the claimant's other drafts do (draft-retention.ts).
    const expiresAt = neverReleased(doc) ? signedInDraftExpiry(now) : undefined;
    await deps.documents.claim(
      id,
      doc.version,
      { uid: principal.uid, email: principal.email, kind: doc.kind, ...(expiresAt ? { expiresAt } : {}) },
      now,
    );
    return true;
  });
}

export async function claimDocuments(
  deps: DocumentClaimDeps,
  principal: Principal,
  input: DocumentClaimInput,
): Promise<Omit<DocumentClaimResponse, 'ok'>> {
  // One entry per id: the same document twice is claimed once.
  const wanted = new Map(input.documents.map((entry) => [entry.id, entry.key]));
  const results = await Promise.all(
    [...wanted].map(async ([id, key]) => ({ id, claimed: await claimOne(deps, principal, id, key) })),
  );
  return {
    claimed: results.filter((result) => result.claimed).map((result) => result.id),
    refused: results.filter((result) => !result.claimed).map((result) => result.id),
  };
}
