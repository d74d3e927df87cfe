// POST autorizacao-viagem-save: creates or updates the caller's travel authorization draft (issue 21).
import { autorizacaoSaveInput } from '@shared/api/autorizacoes';
import { businessCounters } from '../adapters/business-counters';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { saveAutorizacao } from '../use-cases/autorizacoes';

const deps = { documents: documentsRepository, now: Date.now, counters: businessCounters };

export const handler = defineHandler({
  access: 'user',
  body: autorizacaoSaveInput,
  handle: ({ body, principal }) => saveAutorizacao(deps, { principal }, body),
});
