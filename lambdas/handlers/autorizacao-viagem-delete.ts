// POST autorizacao-viagem-delete: deletes one of the caller's travel authorizations (a blocked one answers 403).
import { autorizacaoIdInput } from '@shared/api/autorizacoes';
import { documentsRepository } from '../adapters/documents-repository';
import { erasureDeps } from '../adapters/erasure-deps';
import { defineHandler } from '../core/handler';
import { deleteAutorizacao } from '../use-cases/autorizacoes';

const deps = { documents: documentsRepository, erasure: erasureDeps, now: Date.now };

export const handler = defineHandler({
  access: 'user',
  body: autorizacaoIdInput,
  async handle({ body, principal }) {
    await deleteAutorizacao(deps, { principal }, body.id);
    return { id: body.id, deleted: true };
  },
});
