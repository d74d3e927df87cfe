// GET declaracao-pdf?reference=…[&adminMode=true]: a five-minute link to the declaration's PDF, rendered by the
// server from the stored form once its payment is approved (or for an admin; someone else's in admin mode only);
// 402 before that.

import { DECLARACAO_PRODUCTS } from '@shared/api/declaracoes';
import { paidVersionField } from '@shared/api/paid-version';
import * as z from 'zod';
import { businessMetrics } from '../adapters/business-metrics';
import { documentsRepository } from '../adapters/documents-repository';
import { paymentsRepository } from '../adapters/payments-repository';
import { fileStore } from '../adapters/s3';
import { verificationDeps } from '../adapters/verification-deps';
import { defineHandler } from '../core/handler';
import { releaseDocumentPdf } from '../use-cases/document-pdf';
import { PAID_VERSION_VARIANT } from '../use-cases/paid-version';

const deps = {
  documents: documentsRepository,
  payments: paymentsRepository,
  files: fileStore,
  now: Date.now,
  verification: verificationDeps,
  metrics: businessMetrics,
};

const query = z
  .object({
    reference: z.string().trim().max(120).optional(),
    id: z.string().trim().max(120).optional(),
    adminMode: z.string().optional(),
    versao: paidVersionField(),
  })
  .refine((q) => Boolean(q.reference || q.id), { error: 'Referência ausente' });

export const handler = defineHandler({
  access: 'user',
  query,
  handle: ({ query, principal }) =>
    releaseDocumentPdf(
      deps,
      { principal },
      (query.reference || query.id)!,
      DECLARACAO_PRODUCTS,
      query.adminMode === 'true',
      query.versao ? PAID_VERSION_VARIANT : undefined,
    ),
});
