// POST mp-pay: a PIX or one-instalment card payment for a document the caller may pay for, at the server's price,
// to the signed-in person's e-mail unless another is named, within the document's hourly limit of PIX codes.
import { mpPayInput } from '@shared/api/payments';
import { paymentDeps } from '../adapters/payment-deps';
import { currentPrices } from '../adapters/price-settings';
import { rateLimitDeps } from '../adapters/rate-limits-repository';
import { defineHandler } from '../core/handler';
import { header } from '../core/http';
import { DOCUMENT_KEY_HEADER } from '../use-cases/document-access';
import { startPayment } from '../use-cases/start-payment';

export const handler = defineHandler({
  access: 'optional-auth',
  body: mpPayInput,
  // The price table as it stands now (admins may change it); the payment keeps the amount it is created with.
  handle: async ({ body, principal, event }) =>
    startPayment(
      { ...paymentDeps, prices: await currentPrices() },
      rateLimitDeps,
      { principal, accessKey: header(event, DOCUMENT_KEY_HEADER) },
      body,
    ),
});
