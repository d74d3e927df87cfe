// GET contrato-list?mine=1&page_size=50[&start_after_cursor=…]: the caller's contracts and receipts, newest
// first, 50 a page by default, their open payments asked about again at Mercado Pago (a few per request).
import * as z from 'zod';
import { documentsRepository } from '../adapters/documents-repository';
import { paymentDeps } from '../adapters/payment-deps';
import { defineHandler } from '../core/handler';
import { listPage, listPageQuery } from '../core/list-page-query';
import { listMyContratos } from '../use-cases/contratos';

const deps = { documents: documentsRepository, now: Date.now, paymentDeps };

const query = listPageQuery.extend({
  // Only the caller's own documents are ever listed; `mine=1` is what the spec's client sends.
  mine: z.string().optional(),
});

export const handler = defineHandler({
  access: 'user',
  query,
  async handle({ query, principal }) {
    const page = await listMyContratos(deps, { principal }, listPage(query));
    return { ...page, index_warning: null };
  },
});
