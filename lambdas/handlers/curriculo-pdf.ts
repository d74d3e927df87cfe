// GET curriculo-pdf?id=…[&layout=…&primaryColor=…&accentColor=…]: a five-minute link to the resume's PDF,
// rendered by the server from the stored resume while its payment releases it (or for an admin); 402 before.
// `versao=paga`: the resume as paid before an edit waiting for its payment (issue 41 item 3).
import { curriculoPdfQuery } from '@shared/api/curriculos';
import { businessMetrics } from '../adapters/business-metrics';
import { documentsRepository } from '../adapters/documents-repository';
import { paymentsRepository } from '../adapters/payments-repository';
import { fileStore, photoStore } from '../adapters/s3';
import { verificationDeps } from '../adapters/verification-deps';
import { defineHandler } from '../core/handler';
import { logger } from '../core/logger';
import { releaseCurriculoPaidVersion, releaseCurriculoPdf } from '../use-cases/curriculo-pdf';

const deps = {
  documents: documentsRepository,
  payments: paymentsRepository,
  files: fileStore,
  photos: photoStore,
  now: Date.now,
  verification: verificationDeps,
  metrics: businessMetrics,
  log: logger,
};

export const handler = defineHandler({
  access: 'user',
  query: curriculoPdfQuery,
  handle: ({ query, principal }) =>
    (query.versao ? releaseCurriculoPaidVersion : releaseCurriculoPdf)(deps, { principal }, query.id, query),
});
