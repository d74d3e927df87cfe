// POST curriculo-preview: the page's resume as it will print, "PRÉVIA" across every page unless its payment
// releases it as stored (said by a header), answered as application/pdf in the body (base64 with
// isBase64Encoded, as API Gateway passes binary answers); at most PRODUCT_LIMITS.previews per person per
// minute, 429 with a message beyond.
import { curriculoPreviewInput } from '@shared/api/curriculos';
import { PREVIEW_WATERMARK_HEADER } from '@shared/api/preview-watermark';
import { documentsRepository } from '../adapters/documents-repository';
import { paymentsRepository } from '../adapters/payments-repository';
import { rateLimitDeps } from '../adapters/rate-limits-repository';
import { photoStore } from '../adapters/s3';
import { binaryReply, defineHandler } from '../core/handler';
import { logger } from '../core/logger';
import { CURRICULO_MAX_BODY_BYTES } from '../use-cases/curriculo-kind';
import { previewCurriculo } from '../use-cases/curriculo-pdf';

const deps = {
  documents: documentsRepository,
  payments: paymentsRepository,
  photos: photoStore,
  log: logger,
  now: Date.now,
  rateLimits: rateLimitDeps,
};

export const handler = defineHandler({
  access: 'user',
  body: curriculoPreviewInput,
  maxBodyBytes: CURRICULO_MAX_BODY_BYTES,
  async handle({ body, principal }) {
    const { bytes, watermark } = await previewCurriculo(deps, { principal }, body);
    return binaryReply(bytes, 'application/pdf', {
      'content-disposition': 'inline; filename="previa.pdf"',
      [PREVIEW_WATERMARK_HEADER]: watermark ? '1' : '0',
    });
  },
});
