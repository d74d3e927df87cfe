// POST admin-payment-state {id, action, reason} (admins): asks for a new payment, or releases without one.
import { adminPaymentStateInput } from '@shared/api/admin';
import { adminDeps } from '../adapters/admin-deps';
import { answerAudited, defineHandler } from '../core/handler';
import { setPaymentState } from '../use-cases/admin-console';

export const handler = defineHandler({
  access: 'admin',
  body: adminPaymentStateInput,
  handle: async (input) =>
    answerAudited(input, await setPaymentState(adminDeps, input.body.id, input.body.action)),
});
