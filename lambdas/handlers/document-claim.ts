// POST document-claim: the signed-in caller takes over the anonymous documents whose access keys their browser
// holds (the keys travel in the body, never in a URL, and are never logged).
import { documentClaimInput } from '@shared/api/document-claim';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { claimDocuments } from '../use-cases/document-claim';

const deps = { documents: documentsRepository, now: Date.now };

export const handler = defineHandler({
  access: 'user',
  body: documentClaimInput,
  handle: ({ body, principal }) => claimDocuments(deps, principal, body),
});
