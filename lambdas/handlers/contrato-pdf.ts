// GET contrato-pdf?reference=…: a five-minute link to the rental contract's PDF (with its receipts when chosen),
// rendered by the server from the stored form once its payment is approved (or for an admin); 402 before that.
import { pdfReferenceQuery } from '@shared/api/contratos';
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

export const handler = defineHandler({
  access: 'user',
  query: pdfReferenceQuery,
  handle: ({ query, principal }) =>
    releaseDocumentPdf(
      deps,
      { principal },
      (query.reference || query.id)!,
      ['contrato_locacao'],
      false,
      query.versao ? PAID_VERSION_VARIANT : undefined,
    ),
});
