// POST recibo-aluguel-save: creates or updates rent receipts without a contract. Signed in, the person owns
// them; anonymous, the creation answers an access key once and every later call must send it in
// `x-document-key` (never in a URL).
import { contratoSaveInput } from '@shared/api/contratos';
import { businessCounters } from '../adapters/business-counters';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { header } from '../core/http';
import { saveContrato, versionedInput } from '../use-cases/contratos';
import { DOCUMENT_KEY_HEADER } from '../use-cases/document-access';

const deps = { documents: documentsRepository, now: Date.now, counters: businessCounters };

export const handler = defineHandler({
  access: 'optional-auth',
  body: contratoSaveInput,
  handle: ({ body, principal, event }) =>
    saveContrato(
      deps,
      { principal, accessKey: header(event, DOCUMENT_KEY_HEADER) },
      'recibo_aluguel',
      versionedInput(body),
    ),
});
