// GET mp-status?id=… or ?reference=…: the payment's status, reconciled with Mercado Pago when it is still open.
import { mpStatusQuery } from '@shared/api/payments';
import { paymentDeps } from '../adapters/payment-deps';
import { defineHandler } from '../core/handler';
import { header } from '../core/http';
import { DOCUMENT_KEY_HEADER } from '../use-cases/document-access';
import { paymentStatus } from '../use-cases/payment-status';

export const handler = defineHandler({
  access: 'optional-auth',
  query: mpStatusQuery,
  handle: ({ query, principal, event }) =>
    paymentStatus(paymentDeps, { principal, accessKey: header(event, DOCUMENT_KEY_HEADER) }, query),
});
