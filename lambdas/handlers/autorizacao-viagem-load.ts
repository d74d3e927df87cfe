// GET autorizacao-viagem-load?id=…: one of the caller's travel authorizations, for its editor (issue 21).
import { autorizacaoIdInput } from '@shared/api/autorizacoes';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { loadAutorizacao } from '../use-cases/autorizacoes';

const deps = { documents: documentsRepository, now: Date.now };

export const handler = defineHandler({
  access: 'user',
  query: autorizacaoIdInput,
  async handle({ query, principal }) {
    const data = await loadAutorizacao(deps, { principal }, query.id);
    return { id: data.id, data };
  },
});
