// GET declaracao-mine[?page_size=50&start_after_cursor=…]: the caller's declarations, newest first, their open
// payments asked about again at Mercado Pago (a few per request).
import { documentsRepository } from '../adapters/documents-repository';
import { paymentDeps } from '../adapters/payment-deps';
import { defineHandler } from '../core/handler';
import { listPage, listPageQuery } from '../core/list-page-query';
import { listMyDeclaracoes } from '../use-cases/declaracoes';

const deps = { documents: documentsRepository, now: Date.now, paymentDeps };

export const handler = defineHandler({
  access: 'user',
  query: listPageQuery,
  async handle({ query, principal }) {
    const page = await listMyDeclaracoes(deps, { principal }, listPage(query));
    return { ...page, index_warning: null };
  },
});
