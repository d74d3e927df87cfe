// GET curriculo-mine[?page_size=50&start_after_cursor=…]: the caller's resumes by e-mail, newest first (painel),
// their open payments asked about again at Mercado Pago (a few per request).
import { documentsRepository } from '../adapters/documents-repository';
import { paymentDeps } from '../adapters/payment-deps';
import { defineHandler } from '../core/handler';
import { listPage, listPageQuery } from '../core/list-page-query';
import { logger } from '../core/logger';
import { listMyCurriculos } from '../use-cases/curriculo-list';

const deps = { documents: documentsRepository, now: Date.now, log: logger, paymentDeps };

export const handler = defineHandler({
  access: 'user',
  query: listPageQuery,
  handle: ({ query, principal }) => listMyCurriculos(deps, { principal }, listPage(query)),
});
