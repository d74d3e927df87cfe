// GET contrato-list?mine=1&page_size=50[&start_after_cursor=…]: the caller's contracts and receipts, newest
// first, 50 a page by default, their open payments asked about again at Mercado Pago (a few per request).
import * as z from 'zod';
import { documentsRepository } from '../adapters/documents-repository';
import { paymentDeps } from '../adapters/payment-deps';
import { defineHandler } from '../core/handler';
import { listMyContratos } from '../use-cases/contratos';

const deps = { documents: documentsRepository, now: Date.now, paymentDeps };

const query = z.object({
  // Only the caller's own documents are ever listed; `mine=1` is what the spec's client sends.
  mine: z.string().optional(),
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
  async handle({ query, principal }) {
    const page = await listMyContratos(
      deps,
      { principal },
      { pageSize: query.page_size, cursor: query.start_after_cursor || undefined },
    );
    return { ...page, index_warning: null };
  },
});
