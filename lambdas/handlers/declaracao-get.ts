// GET declaracao-get?id=…[&adminMode=true]: one of the caller's declarations (an admin's in admin mode: anyone's).
import * as z from 'zod';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { getDeclaracao } from '../use-cases/declaracoes';

const deps = { documents: documentsRepository, now: Date.now };

const query = z.object({
  id: z.string({ error: 'Referência ausente' }).trim().min(1, { error: 'Referência ausente' }).max(120),
  adminMode: z.string().optional(),
});

export const handler = defineHandler({
  access: 'user',
  query,
  async handle({ query, principal }) {
    const data = await getDeclaracao(deps, { principal }, query.id, query.adminMode === 'true');
    return { id: data.id, data };
  },
});
