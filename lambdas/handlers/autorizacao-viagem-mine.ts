// GET autorizacao-viagem-mine[?page_size=50&start_after_cursor=…]: the caller's travel authorizations, newest
// first (spec part 2 §7), their open payments asked about again at Mercado Pago (a few per request).
import { documentsRepository } from '../adapters/documents-repository';
import { paymentDeps } from '../adapters/payment-deps';
import { defineHandler } from '../core/handler';
import { listPage, listPageQuery } from '../core/list-page-query';
import { listMyAutorizacoes } from '../use-cases/autorizacoes';

const deps = { documents: documentsRepository, now: Date.now, paymentDeps };

export const handler = defineHandler({
  access: 'user',
  query: listPageQuery,
  async handle({ query, principal }) {
    const page = await listMyAutorizacoes(deps, { principal }, listPage(query));
    return { ...page, index_warning: null };
  },
});
