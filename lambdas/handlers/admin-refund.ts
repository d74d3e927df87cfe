// POST admin-refund {id, payment_id, reason} (admins): refunds an approved payment of the document in full
// through Mercado Pago; the release it bought is withdrawn by the payment update path.
import { adminRefundInput } from '@shared/api/admin';
import { paymentDeps } from '../adapters/payment-deps';
import { defineHandler } from '../core/handler';
import { refundApprovedPayment } from '../use-cases/admin-console';

export const handler = defineHandler({
  access: 'admin',
  body: adminRefundInput,
  handle: ({ body }) => refundApprovedPayment(paymentDeps, body.id, body.payment_id),
});
