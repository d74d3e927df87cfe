// What the payment handlers run on, built once per cold start: the two tables, the Mercado Pago gateway, the
// server's price table and the status re-check interval (MP_STATUS_RECHECK_MS, default 3 s).
import * as z from 'zod';
import { config } from '../core/config';
import { parseEnv } from '../core/env';
import { logger } from '../core/logger';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { PaymentDeps } from '../use-cases/payment-updates';
import { businessCounters } from './business-counters';
import { businessMetrics } from './business-metrics';
import { documentsRepository } from './documents-repository';
import { paymentStatusReads } from './payment-status-reads';
import { paymentsRepository } from './payments-repository';
import { verificationsRepository } from './verifications-table';

export const DEFAULT_RECHECK_MS = 3000;

const env = parseEnv({
  MP_STATUS_RECHECK_MS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined),
    z.number({ error: 'must be a number of milliseconds' }).int().min(0).default(DEFAULT_RECHECK_MS),
  ),
});

// Loaded and built on first use, not at load: a list or a status read reaches Mercado Pago only for a payment
// still pending, so most cold starts never need the SDK (about 18 ms to evaluate, `npm run bench -- bundles`).
// Its settings (PUBLIC_API_BASE_URL, the webhook's address for new payments) matter only to payment creation, so
// a route that never reaches Mercado Pago (a fresh status read, a refused notification) still answers when they
// are missing; the first use then fails naming the variable.
let built: Promise<PaymentGateway> | undefined;
const gateway = (): Promise<PaymentGateway> => {
  built ??= import('./mercado-pago').then((module) => module.mercadoPagoGatewayFromEnv());
  built.catch(() => {
    built = undefined;
  });
  return built;
};

export const paymentDeps: PaymentDeps = {
  documents: documentsRepository,
  payments: paymentsRepository,
  statusReads: paymentStatusReads,
  gateway: {
    createPix: async (input) => (await gateway()).createPix(input),
    createCard: async (input) => (await gateway()).createCard(input),
    getPayment: async (id) => (await gateway()).getPayment(id),
    searchByExternalReference: async (reference) => (await gateway()).searchByExternalReference(reference),
    cancelPayment: async (id) => (await gateway()).cancelPayment(id),
    refundPayment: async (id) => (await gateway()).refundPayment(id),
  },
  prices: config.prices,
  now: Date.now,
  log: logger,
  recheckAfterMs: env.MP_STATUS_RECHECK_MS,
  counters: businessCounters,
  metrics: businessMetrics,
  verifications: verificationsRepository,
};
