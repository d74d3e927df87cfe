// POST declaracao-save: creates or updates the caller's declaration draft (spec part 2 §7). The power of
// attorney may also be made without a sign-in: its creation answers an access key once, and every later call
// sends it in `x-document-key` (never in a URL); the other products need a sign-in (401).
import { declaracaoSaveInput } from '@shared/api/declaracoes';
import { businessCounters } from '../adapters/business-counters';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { header } from '../core/http';
import { saveDeclaracao } from '../use-cases/declaracoes';
import { DOCUMENT_KEY_HEADER } from '../use-cases/document-access';

const deps = { documents: documentsRepository, now: Date.now, counters: businessCounters };

export const handler = defineHandler({
  access: 'optional-auth',
  body: declaracaoSaveInput,
  handle: ({ body, principal, event }) =>
    saveDeclaracao(deps, { principal, accessKey: header(event, DOCUMENT_KEY_HEADER) }, body),
});
