// GET promissoria-get?id=…: one of the caller's notes (`{lote_id}:{n}`, spec part 2 §7 `item`); 404 otherwise.
import { contratoIdInput } from '@shared/api/contratos';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { getPromissoria } from '../use-cases/promissorias';

const deps = { documents: documentsRepository, now: Date.now };

export const handler = defineHandler({
  access: 'user',
  query: contratoIdInput,
  async handle({ query, principal }) {
    return { item: await getPromissoria(deps, { principal }, query.id) };
  },
});
