// The Mercado Pago stand-in inside the local runtime (`npm start`): mounted below /__mp when MP_API_BASE_URL is
// unset, with the handlers' environment and the SPA's /config.json pointed at it; left out when it is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mercadoPagoGatewayFromEnv } from '../../lambdas/adapters/mercado-pago';
import { resetMercadoPagoSecrets } from '../../lambdas/core/secrets';
import { mercadoPagoExtension } from '../../local/mercado-pago/extension';
import {
  listenMercadoPagoStandIn,
  type MercadoPagoStandIn,
  type RunningStandIn,
} from '../../local/mercado-pago/stand-in';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

describe('with MP_API_BASE_URL unset', () => {
  let runtime: TestRuntime;
  let standIn: MercadoPagoStandIn | undefined;

  beforeAll(async () => {
    runtime = await startTestRuntime({
      extensions: [mercadoPagoExtension({ env: {}, onStandIn: (s) => (standIn = s) })],
    });
  });

  afterAll(async () => {
    await runtime?.stop();
  });

  it('tells the SPA to use the stand-in and show the simulate button', async () => {
    // Act
    const config = (await (await fetch(`${runtime.url}/config.json`)).json()) as Record<string, unknown>;
    // Assess
    expect(config).toMatchObject({
      mpApiBaseUrl: `${runtime.url}/__mp`,
      mpPublicKey: 'TEST-local-public-key',
      paymentSimulator: true,
    });
  });

  it('serves the simulator page below /__mp', async () => {
    const page = await fetch(`${runtime.url}/__mp/__sim`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Simulador local do Mercado Pago');
  });

  it('points the handlers gateway at the stand-in, and webhooks at the local API', async () => {
    // Prepare
    resetMercadoPagoSecrets();
    expect(process.env.MP_API_BASE_URL).toBe(`${runtime.url}/__mp`);
    expect(process.env.MP_WEBHOOK_SECRET).toMatch(/^[0-9a-f]{48}$/);
    const gateway = mercadoPagoGatewayFromEnv();
    // Act
    const payment = await gateway.createPix({
      reference: 'decl-local-runtime-1',
      amountCents: 990,
      payerEmail: 'maria@example.com',
      description: 'Declaração de residência',
      attempt: 1,
    });
    const [delivery] = await standIn!.simulate(payment.id, 'approved').delivered;
    // Assess
    expect(standIn!.payment(payment.id)?.external_reference).toBe('decl-local-runtime-1');
    expect(payment.pix?.ticketUrl).toBe(`${runtime.url}/__mp/__sim#payment-${payment.id}`);
    expect(delivery!.url).toBe(
      `${runtime.url}/backend/api/mp-webhook?source_news=webhooks&data.id=${payment.id}&type=payment`,
    );
    expect(delivery!.responseStatus).not.toBeNull();
    expect((await gateway.getPayment(payment.id))?.status).toBe('approved');
  });
});

describe('with MP_API_BASE_URL set', () => {
  let runtime: TestRuntime;
  let elsewhere: RunningStandIn;

  beforeAll(async () => {
    elsewhere = await listenMercadoPagoStandIn({ accessToken: 'TEST-elsewhere', webhookSecret: 'w' });
    runtime = await startTestRuntime({
      extensions: [
        mercadoPagoExtension({ env: { MP_API_BASE_URL: `${elsewhere.url}/`, MP_PUBLIC_KEY: 'TEST-pk' } }),
      ],
    });
  });

  afterAll(async () => {
    await runtime?.stop();
    await elsewhere?.close();
  });

  it('runs no stand-in and points the SPA at the configured server', async () => {
    // Act
    const config = (await (await fetch(`${runtime.url}/config.json`)).json()) as Record<string, unknown>;
    const page = await fetch(`${runtime.url}/__mp/__sim`);
    // Assess
    expect(config).toMatchObject({
      mpApiBaseUrl: elsewhere.url,
      mpPublicKey: 'TEST-pk',
      paymentSimulator: false,
    });
    expect(page.status).toBe(404);
  });
});
