// The documents this browser made without a sign-in become the account's when the person agrees (issue 19
// item 1; issue 40 item 3: asked first, app/layout/claim-prompt.tsx): one `document-claim` call with the keys
// held; the keys of documents claimed or refused (gone, someone else's, a wrong key: none can ever be claimed)
// are forgotten. A failed call keeps them for the next sign-in.
import type { DocumentClaimResponse } from '@shared/api/document-claim';
import { MAX_CLAIMS_PER_CALL } from '@shared/api/document-claim-limit';
import type { ApiClient } from '../api-client';
import { forgetDocumentKeys, type HeldDocumentKey, heldDocumentKeys } from '../document-keys';

/** Answers the ids claimed; throws when the call failed (the keys are kept). */
export async function claimHeldDocuments(
  api: ApiClient,
  held: readonly HeldDocumentKey[] = heldDocumentKeys(),
  store?: Storage | null,
): Promise<string[]> {
  const documents = held.slice(0, MAX_CLAIMS_PER_CALL).map(({ id, key }) => ({ id, key }));
  if (documents.length === 0) return [];
  const answer = await api.post<DocumentClaimResponse>('document-claim', { documents });
  forgetDocumentKeys([...answer.claimed, ...answer.refused], store);
  return answer.claimed;
}
