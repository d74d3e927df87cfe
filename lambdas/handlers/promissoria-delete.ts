// POST promissoria-delete: deletes one of the caller's promissory batches, every note of it (a blocked one answers
// 403).
import { contratoIdInput } from '@shared/api/contratos';
import { documentsRepository } from '../adapters/documents-repository';
import { erasureDeps } from '../adapters/erasure-deps';
import { defineHandler } from '../core/handler';
import { deleteContrato } from '../use-cases/contratos';
import { PROMISSORIA_KINDS } from '../use-cases/promissorias';

const deps = { documents: documentsRepository, erasure: erasureDeps, now: Date.now };

export const handler = defineHandler({
  access: 'user',
  body: contratoIdInput,
  async handle({ body, principal }) {
    await deleteContrato(deps, { principal }, body.id, PROMISSORIA_KINDS);
    return { id: body.id, deleted: true };
  },
});
