// mp-webhook fails closed: on a runtime with no Mercado Pago credentials configured, a payment notification is
// never acted on (503, so Mercado Pago tries again once it is configured), while other topics still get 200.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhook } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startTestRuntime({
    env: { MP_ACCESS_TOKEN: '', MP_WEBHOOK_SECRET: '', MP_SECRET_ARN: '' },
  });
});

afterAll(async () => {
  await runtime?.stop();
});

describe('POST mp-webhook without a webhook secret', () => {
  it('refuses a payment notification, whatever it is signed with', async () => {
    // Act
    const result = await sendWebhook(runtime, '123456', { secret: 'qualquer' });

    // Assess
    expect(result.status).toBe(503);
    expect(result.body.ok).toBe(false);
  });

  it('still answers 200 to a topic it ignores', async () => {
    const result = await sendWebhook(runtime, '123456', {
      unsigned: true,
      query: 'topic=merchant_order&id=1',
    });

    expect(result.status).toBe(200);
  });
});
