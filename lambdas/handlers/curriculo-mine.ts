// GET curriculo-mine[?page_size=50&start_after_cursor=…]: the caller's resumes by e-mail, newest first (painel),
// their open payments asked about again at Mercado Pago (a few per request).
import * as z from 'zod';
import { documentsRepository } from '../adapters/documents-repository';
import { paymentDeps } from '../adapters/payment-deps';
import { defineHandler } from '../core/handler';
import { logger } from '../core/logger';
import { listMyCurriculos } from '../use-cases/curriculo-list';

const deps = { documents: documentsRepository, now: Date.now, log: logger, paymentDeps };

const query = z.object({
  page_size: z.coerce
    .number({ error: 'Tamanho de página inválido' })
    .int({ error: 'Tamanho de página inválido' })
    .min(1, { error: 'Tamanho de página inválido' })
    .max(100, { error: 'Tamanho de página inválido' })
    .default(50),
  start_after_cursor: z.string().trim().max(4000).optional(),
});

export const handler = defineHandler({
  access: 'user',
  query,
  handle: ({ query, principal }) =>
    listMyCurriculos(
      deps,
      { principal },
      { pageSize: query.page_size, cursor: query.start_after_cursor || undefined },
    ),
});
