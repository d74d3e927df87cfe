// POST mp-webhook: Mercado Pago's payment notifications. The issue asks to "answer 200 quickly, then fetch";
// in Lambda nothing runs after the answer (the container is frozen), so the fetch and the update happen
// before it, kept short: one GET of the payment and a few single-item writes. A failed fetch answers 503 so
// that Mercado Pago delivers the notification again.
import { paymentDeps } from '../adapters/payment-deps';
import { header } from '../core/http';
import { definePublicHandler } from '../core/public-handler';
import { getMercadoPagoSecrets } from '../core/secrets';
import { handlePaymentWebhook } from '../use-cases/payment-webhook';

export const handler = definePublicHandler({
  access: 'public',
  async handle({ event }) {
    const outcome = await handlePaymentWebhook(paymentDeps, {
      query: event.queryStringParameters ?? {},
      xSignature: header(event, 'x-signature'),
      xRequestId: header(event, 'x-request-id'),
      secret: async () => (await getMercadoPagoSecrets()).webhookSecret,
    });
    return { received: true, handled: outcome.handled };
  },
});
