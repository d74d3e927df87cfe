// POST admin-refund {id, payment_id, reason} (admins): refunds an approved payment of the document in full
// through Mercado Pago; the release it bought is withdrawn by the payment update path.
import { adminRefundInput } from '@shared/api/admin';
import { paymentDeps } from '../adapters/payment-deps';
import { answerAudited, defineHandler } from '../core/handler';
import { refundApprovedPayment } from '../use-cases/admin-console';

export const handler = defineHandler({
  access: 'admin',
  body: adminRefundInput,
  handle: async (input) =>
    answerAudited(input, await refundApprovedPayment(paymentDeps, input.body.id, input.body.payment_id)),
});
