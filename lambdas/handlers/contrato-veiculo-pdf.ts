// GET contrato-veiculo-pdf?reference=…: a five-minute link to the vehicle sale contract's PDF for its owner or
// the holder of its access key (header `x-document-key`), rendered from the stored form once paid; 402 before.
import { pdfReferenceQuery } from '@shared/api/contratos';
import { businessMetrics } from '../adapters/business-metrics';
import { documentsRepository } from '../adapters/documents-repository';
import { paymentsRepository } from '../adapters/payments-repository';
import { fileStore } from '../adapters/s3';
import { verificationDeps } from '../adapters/verification-deps';
import { defineHandler } from '../core/handler';
import { header } from '../core/http';
import { DOCUMENT_KEY_HEADER } from '../use-cases/document-access';
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
  access: 'optional-auth',
  query: pdfReferenceQuery,
  handle: ({ query, principal, event }) =>
    releaseDocumentPdf(
      deps,
      { principal, accessKey: header(event, DOCUMENT_KEY_HEADER) },
      (query.reference || query.id)!,
      ['contrato_compra_veiculo'],
      false,
      query.versao ? PAID_VERSION_VARIANT : undefined,
    ),
});
