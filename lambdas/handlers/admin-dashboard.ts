// GET admin-dashboard (admins): documents created and paid, revenue and refunds per kind per day for 30 days,
// from the counters kept on write, and the payments pending for more than an hour.
import { businessCounters } from '../adapters/business-counters';
import { paymentsRepository } from '../adapters/payments-repository';
import { defineHandler } from '../core/handler';
import { adminDashboard } from '../use-cases/admin-dashboard';

const deps = { counters: businessCounters, payments: paymentsRepository, now: Date.now };

export const handler = defineHandler({
  access: 'admin',
  handle: () => adminDashboard(deps),
});
