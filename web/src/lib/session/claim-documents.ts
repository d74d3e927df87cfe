// At sign-in, the documents this browser made without a sign-in become the account's (issue 19 item 1): one
// `document-claim` call with every key held; the keys of documents claimed or refused (gone, someone else's,
// a wrong key: none can ever be claimed) are forgotten. A failed call keeps them for the next sign-in.
import type { DocumentClaimResponse } from '@shared/api/document-claim';
import { MAX_CLAIMS_PER_CALL } from '@shared/api/document-claim-limit';
import type { ApiClient } from '../api-client';
import { forgetDocumentKeys, heldDocumentKeys } from '../document-keys';

/** Answers the ids claimed (none when no key is held or the call failed). */
export async function claimHeldDocuments(api: ApiClient, store?: Storage | null): Promise<string[]> {
  const held = heldDocumentKeys(store).slice(0, MAX_CLAIMS_PER_CALL);
  if (held.length === 0) return [];
  try {
    const answer = await api.post<DocumentClaimResponse>('document-claim', { documents: held });
    forgetDocumentKeys([...answer.claimed, ...answer.refused], store);
    return answer.claimed;
  } catch (err) {
    console.warn('Falha ao vincular documentos à conta', err);
    return [];
  }
}
