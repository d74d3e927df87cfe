// POST declaracao-delete: deletes one of the caller's declarations (a blocked one answers 403 "Sem permissão").
import { declaracaoDeleteInput } from '@shared/api/declaracoes';
import { documentsRepository } from '../adapters/documents-repository';
import { erasureDeps } from '../adapters/erasure-deps';
import { defineHandler } from '../core/handler';
import { deleteDeclaracao } from '../use-cases/declaracoes';

const deps = { documents: documentsRepository, erasure: erasureDeps, now: Date.now };

export const handler = defineHandler({
  access: 'user',
  body: declaracaoDeleteInput,
  async handle({ body, principal }) {
    await deleteDeclaracao(deps, { principal }, body.id);
    return { id: body.id, deleted: true };
  },
});
