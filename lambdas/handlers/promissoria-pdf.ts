// GET promissoria-pdf?lote=…[&parcela=n | &todas=1]: a five-minute link to the batch's notes three to a sheet,
// to one note alone, or to a ZIP of every note alone, rendered by the server from the stored batch once paid
// (or for an admin); 402 before that, 404 for anyone else's batch or a note it lacks.
import { promissoriaPdfQuery } from '@shared/api/promissorias';
import { businessMetrics } from '../adapters/business-metrics';
import { documentsRepository } from '../adapters/documents-repository';
import { paymentsRepository } from '../adapters/payments-repository';
import { fileStore } from '../adapters/s3';
import { verificationDeps } from '../adapters/verification-deps';
import { defineHandler } from '../core/handler';
import { releaseDocumentPdf } from '../use-cases/document-pdf';
import { PAID_VERSION_VARIANT } from '../use-cases/paid-version';
import { PROMISSORIA_KINDS } from '../use-cases/promissorias';

const deps = {
  documents: documentsRepository,
  payments: paymentsRepository,
  files: fileStore,
  now: Date.now,
  verification: verificationDeps,
  metrics: businessMetrics,
};

export const handler = defineHandler({
  access: 'user',
  query: promissoriaPdfQuery,
  handle: ({ query, principal }) =>
    releaseDocumentPdf(
      deps,
      { principal },
      (query.lote || query.reference)!,
      PROMISSORIA_KINDS,
      false,
      query.versao
        ? PAID_VERSION_VARIANT
        : query.parcela !== undefined
          ? `nota:${query.parcela}`
          : query.todas
            ? 'todas'
            : undefined,
    ),
});
