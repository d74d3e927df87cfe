// Not a route: the handler of the PDF routes of documents that visitors make without signing in (rent receipts,
// the power of attorney): a five-minute link for the owner or the holder of the access key (header
// `x-document-key`), once paid; 402 before that, 404 for anyone else. Each route module names its kinds.
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

export function keyedDocumentPdfHandler(kinds: readonly string[]) {
  return defineHandler({
    access: 'optional-auth',
    query: pdfReferenceQuery,
    handle: ({ query, principal, event }) =>
      releaseDocumentPdf(
        deps,
        { principal, accessKey: header(event, DOCUMENT_KEY_HEADER) },
        (query.reference || query.id)!,
        kinds,
        false,
        query.versao ? PAID_VERSION_VARIANT : undefined,
      ),
  });
}
