// What the admin console's handlers run on, built once per cold start: the documents and payments tables and
// the admin search indexes, the audit trail's reader (no Mercado Pago: only `admin-payment-check` asks it, through `payment-deps.ts`).
import type { AdminDeps } from '../use-cases/admin-console';
import { adminIndex } from './admin-index';
import { auditTrail } from './audit-trail';
import { documentsRepository } from './documents-repository';
import { paymentsRepository } from './payments-repository';

export const adminDeps: AdminDeps = {
  documents: documentsRepository,
  payments: paymentsRepository,
  index: adminIndex,
  audit: auditTrail,
  now: Date.now,
};
