// GET promissoria-lote?id=…: one of the caller's batches (its form and payment state), for the page that edits
// it; 404 for anyone else's.
import { contratoIdInput } from '@shared/api/contratos';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { getContrato } from '../use-cases/contratos';
import { PROMISSORIA_KINDS } from '../use-cases/promissorias';

const deps = { documents: documentsRepository, now: Date.now };

export const handler = defineHandler({
  access: 'user',
  query: contratoIdInput,
  async handle({ query, principal }) {
    return { data: await getContrato(deps, { principal }, query.id, PROMISSORIA_KINDS) };
  },
});
