// The time a payment route may spend on Mercado Pago: each route's budget fits its Lambda time-out (the webhook
// well within Mercado Pago's 22 s), the adapter accepts the variables the stack sets, and the real SDK against a
// Mercado Pago that never answers takes no longer than the budget assumes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HANDLER_RESERVE_MS,
  isWebhook,
  MIN_TIMEOUT_MS,
  mercadoPagoBudget,
  worstCallMs,
} from '../../infra/mercado-pago';
import { DEFAULT_TIMEOUT_SECONDS } from '../../infra/route-function';
import { createMercadoPagoGateway, mercadoPagoSettingsFromEnv } from '../../lambdas/adapters/mercado-pago';
import { PaymentGatewayError } from '../../lambdas/ports/payment-gateway';
import { jobs, routes } from '../../lambdas/routes';
import { JOB_RESERVE_MS } from '../../lambdas/use-cases/payment-recheck';

const paymentRoutes = routes.filter((route) => route.uses.mercadoPago);

describe('Mercado Pago budget of each payment route', () => {
  it('covers the payment routes of the table, the webhook among them', () => {
    // Assess
    expect(paymentRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /mp-pay', 'GET /mp-status', 'POST /mp-webhook']),
    );
  });

  it.each(paymentRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: every attempt and back-off of its calls end before the Lambda time-out, with time to answer',
    (_name, route) => {
      // Prepare
      const lambdaMs = (route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;

      // Act
      const budget = mercadoPagoBudget(route, route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS);

      // Assess
      expect(budget.timeoutMs).toBeGreaterThanOrEqual(MIN_TIMEOUT_MS);
      expect(budget.maxRetries).toBeGreaterThanOrEqual(1);
      expect(
        budget.sequentialCalls * worstCallMs(budget.timeoutMs, budget.maxRetries) + HANDLER_RESERVE_MS,
      ).toBeLessThanOrEqual(budget.deadlineMs);
      expect(budget.deadlineMs).toBeLessThanOrEqual(lambdaMs);
      if (isWebhook(route)) expect(budget.deadlineMs).toBeLessThanOrEqual(22_000 / 2);
    },
  );

  it('gives payment creation room for two calls and longer attempts than the webhook', () => {
    // Act
    const pay = mercadoPagoBudget({ method: 'POST', path: '/mp-pay' }, 29);
    const webhook = mercadoPagoBudget({ method: 'POST', path: '/mp-webhook' }, 29);
    const status = mercadoPagoBudget({ method: 'GET', path: '/mp-status' }, 29);

    // Assess
    expect(pay).toEqual({ timeoutMs: 2700, maxRetries: 1, sequentialCalls: 4, deadlineMs: 29_000 });
    expect(webhook).toEqual({ timeoutMs: 1200, maxRetries: 1, sequentialCalls: 2, deadlineMs: 10_000 });
    expect(status).toEqual(webhook);
  });

  it.each(jobs.filter((job) => job.uses.mercadoPago).map((job) => [job.name, job] as const))(
    'job %s: each check budgeted as a status read, and the last ones end before the Lambda time-out',
    (_name, job) => {
      // Act
      const { timeoutSeconds } = job;
      const budget = mercadoPagoBudget(job, timeoutSeconds);

      // Assess: a check started just before the job stops starting them ends in time
      expect(budget).toEqual(mercadoPagoBudget({ method: 'GET', path: '/mp-status' }, 29));
      expect(budget.deadlineMs).toBeLessThanOrEqual(JOB_RESERVE_MS);
      expect(JOB_RESERVE_MS).toBeLessThan(timeoutSeconds * 1000);
    },
  );

  it('refuses a Lambda time-out too short for Mercado Pago, naming the route', () => {
    // Act
    const act = () => mercadoPagoBudget({ method: 'POST', path: '/mp-pay' }, 6);

    // Assess
    expect(act).toThrow(/POST \/mp-pay: a 6 s Lambda time-out.*timeoutSeconds/);
  });

  it('reaches the adapter as the variables it reads', () => {
    // Prepare
    const budget = mercadoPagoBudget({ method: 'POST', path: '/mp-webhook' }, 29);

    // Act
    const settings = mercadoPagoSettingsFromEnv({
      PUBLIC_API_BASE_URL: 'https://documentos.example.com.br/backend/api',
      MP_TIMEOUT_MS: String(budget.timeoutMs),
      MP_MAX_RETRIES: String(budget.maxRetries),
    });

    // Assess
    expect(settings).toMatchObject({ timeoutMs: budget.timeoutMs, maxRetries: budget.maxRetries });
  });
});

describe('the mercadopago SDK against a Mercado Pago that never answers', () => {
  let server: http.Server;
  let url: string;
  const attempts: string[] = [];

  beforeAll(async () => {
    // Accepts every request and never answers it.
    server = http.createServer((req) => {
      attempts.push(`${req.method} ${req.url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up after the attempts and back-off the budget counts, as "unavailable"', async () => {
    // Prepare
    const timeoutMs = 300;
    const maxRetries = 1;
    const gateway = createMercadoPagoGateway({
      accessToken: 'TEST-budget',
      apiBaseUrl: url,
      publicApiBaseUrl: 'https://documentos.example.com.br/backend/api',
      timeoutMs,
      maxRetries,
    });
    const started = performance.now();

    // Act
    const error = await gateway.getPayment('123').catch((e: unknown) => e);
    const elapsed = performance.now() - started;

    // Assess
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as PaymentGatewayError).kind).toBe('unavailable');
    expect(attempts).toEqual(['GET /v1/payments/123', 'GET /v1/payments/123']);
    // Every attempt waited its full time-out, with the SDK's 1 s back-off between them, and no longer.
    expect(elapsed).toBeGreaterThanOrEqual(worstCallMs(timeoutMs, maxRetries) - 50);
    expect(elapsed).toBeLessThan(worstCallMs(timeoutMs, maxRetries) + 1000);
  });
});
