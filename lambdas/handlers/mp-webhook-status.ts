// GET mp-webhook?reference=…: the spec's extra status check (part 2 §7), the same answer as mp-status.
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
