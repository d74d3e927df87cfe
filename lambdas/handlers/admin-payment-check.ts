// POST admin-payment-check {id, payment_id} (admins): "Consultar Mercado Pago" for one of the document's
// payments; what Mercado Pago answers is applied through the payment update path.
import { adminPaymentCheckInput } from '@shared/api/admin';
import { paymentDeps } from '../adapters/payment-deps';
import { answerAudited, defineHandler } from '../core/handler';
import { checkPayment } from '../use-cases/admin-console';

export const handler = defineHandler({
  access: 'admin',
  body: adminPaymentCheckInput,
  handle: async (input) =>
    answerAudited(input, await checkPayment(paymentDeps, input.body.id, input.body.payment_id)),
});
