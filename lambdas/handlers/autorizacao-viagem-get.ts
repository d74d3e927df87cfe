// GET autorizacao-viagem-get?reference=…[&adminMode=true]: the travel authorization's PDF itself, as
// application/pdf (spec part 2 §7), rendered by the server from the stored form once its payment is approved
// (or for an admin; someone else's in admin mode only); 402 before that, 404 for anyone else's.
import { AUTORIZACAO_KIND, autorizacaoPdfQuery } from '@shared/api/autorizacoes';
import { businessMetrics } from '../adapters/business-metrics';
import { documentsRepository } from '../adapters/documents-repository';
import { paymentsRepository } from '../adapters/payments-repository';
import { fileStore } from '../adapters/s3';
import { verificationDeps } from '../adapters/verification-deps';
import { binaryReply, defineHandler } from '../core/handler';
import { documentPdfFile } from '../use-cases/document-pdf';
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
  query: autorizacaoPdfQuery,
  async handle({ query, principal }) {
    const { bytes, fileName } = await documentPdfFile(
      deps,
      { principal },
      (query.reference || query.id)!,
      [AUTORIZACAO_KIND],
      query.adminMode === 'true',
      query.versao ? PAID_VERSION_VARIANT : undefined,
    );
    return binaryReply(bytes, 'application/pdf', {
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    });
  },
});
