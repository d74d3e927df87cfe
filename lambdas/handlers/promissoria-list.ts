// GET promissoria-list?mine=1[&lote=…][&page_size=…&start_after_cursor=…]: the caller's notes, newest batch
// first (spec part 2 §7), their batches' open payments asked about again at Mercado Pago (a few per request).
import * as z from 'zod';
import { documentsRepository } from '../adapters/documents-repository';
import { paymentDeps } from '../adapters/payment-deps';
import { defineHandler } from '../core/handler';
import { listPage, listPageQuery } from '../core/list-page-query';
import { listMyPromissorias } from '../use-cases/promissorias';

const deps = { documents: documentsRepository, now: Date.now, paymentDeps };

const query = listPageQuery.extend({
  // Only the caller's own notes are ever listed; `mine=1` is what the spec's client sends.
  mine: z.string().optional(),
  lote: z.string().trim().max(160).optional(),
});

export const handler = defineHandler({
  access: 'user',
  query,
  async handle({ query, principal }) {
    const page = await listMyPromissorias(
      deps,
      { principal },
      { ...listPage(query), lote: query.lote || undefined },
    );
    return { ...page, index_warning: null };
  },
});
