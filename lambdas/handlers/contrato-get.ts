// GET contrato-get?id=…: one of the caller's rental contracts or signed-in receipts, with the payment state the
// server decided (spec part 2 §7).
import * as z from 'zod';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { getContrato } from '../use-cases/contratos';

const deps = { documents: documentsRepository, now: Date.now };

const query = z.object({
  id: z.string({ error: 'Referência ausente' }).trim().min(1, { error: 'Referência ausente' }).max(120),
});

export const handler = defineHandler({
  access: 'user',
  query,
  async handle({ query, principal }) {
    return { data: await getContrato(deps, { principal }, query.id) };
  },
});
