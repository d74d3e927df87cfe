// The Mercado Pago adapter (the real SDK) against the local stand-in over HTTP.
import { MercadoPagoConfig, Payment } from 'mercadopago';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMercadoPagoGateway,
  MERCADO_PAGO_PRODUCTION_API,
  resolveMercadoPagoApiBase,
} from '../../lambdas/adapters/mercado-pago';
import { paymentIdempotencyKey } from '../../lambdas/payments/idempotency';
import type { PaymentGateway } from '../../lambdas/ports/payment-gateway';
import { parsePixBrCode, parseTlv } from '../../local/mercado-pago/br-code';
import { listenMercadoPagoStandIn, type RunningStandIn } from '../../local/mercado-pago/stand-in';

const ACCESS_TOKEN = 'TEST-0000000000000000-000000-adapter';
const PUBLIC_KEY = 'TEST-public-adapter';
const PUBLIC_API = 'https://docs.example.test/backend/api';
const FIXED_NOW = new Date('2026-03-10T15:00:00.000Z');

let mp: RunningStandIn;
let gateway: PaymentGateway;
let refSeq = 0;
const newRef = () => `decl-adapter${++refSeq}-${Date.now()}`;

const pix = (reference: string, attempt = 1, extra: { expiresInMinutes?: number } = {}) =>
  gateway.createPix({
    reference,
    amountCents: 990,
    payerEmail: 'pagador@example.com',
    description: 'Declaração de residência',
    attempt,
    ...extra,
  });

async function cardToken(base: string, holder: string, number = '5031433215406351'): Promise<string> {
  const res = await fetch(`${base}/v1/card_tokens?public_key=${PUBLIC_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      card_number: number,
      security_code: '123',
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: holder, identification: { type: 'CPF', number: '12345678909' } },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

function lastCreateBody(): Record<string, unknown> {
  // The stand-in keeps no bodies; the created payment shows what the adapter sent.
  const all = mp.standIn.payments();
  return all[0] as unknown as Record<string, unknown>;
}

beforeAll(async () => {
  mp = await listenMercadoPagoStandIn({
    accessToken: ACCESS_TOKEN,
    publicKey: PUBLIC_KEY,
    webhookSecret: 'whsec-adapter',
    now: () => FIXED_NOW,
    // Notifications go nowhere here: the adapter alone is under test.
    defaultDelivery: { copies: 0 },
  });
  gateway = createMercadoPagoGateway({
    accessToken: ACCESS_TOKEN,
    apiBaseUrl: mp.url,
    publicApiBaseUrl: `${PUBLIC_API}/`,
    now: () => FIXED_NOW,
  });
});

afterAll(async () => {
  await mp?.close();
});

describe('createPix', () => {
  it('creates a pending PIX with a real BR Code, a PNG and the fields Mercado Pago needs', async () => {
    // Prepare
    const reference = newRef();
    // Act
    const payment = await pix(reference);
    // Assess
    expect(payment).toMatchObject({
      status: 'pending',
      amountCents: 990,
      currency: 'BRL',
      paymentMethodId: 'pix',
      externalReference: reference,
      payerEmail: 'pagador@example.com',
    });
    const fields = parsePixBrCode(payment.pix!.qrCode);
    expect(fields.get('54')).toBe('9.90');
    expect(parseTlv(fields.get('26')!).get('00')).toBe('br.gov.bcb.pix');
    expect(Buffer.from(payment.pix!.qrBase64, 'base64').subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const sent = lastCreateBody();
    expect(sent.transaction_amount).toBe(9.9);
    expect(sent.description).toBe('Declaração de residência');
    expect(sent.notification_url).toBe(`${PUBLIC_API}/mp-webhook?source_news=webhooks`);
    // 24 h ahead by default, written with an offset
    expect(payment.dateOfExpiration).toBe('2026-03-11T12:00:00.000-03:00');
    expect(Date.parse(payment.dateOfExpiration!)).toBe(FIXED_NOW.getTime() + 24 * 3_600_000);
  });

  it('sends the idempotency key derived from reference and attempt', async () => {
    // Prepare
    const reference = newRef();
    // Act
    await pix(reference, 1);
    // Assess
    expect(mp.standIn.idempotencyKeys().at(-1)).toBe(
      paymentIdempotencyKey({ reference, attempt: 1, method: 'pix' }),
    );
  });

  it('answers the same payment when the same attempt is retried', async () => {
    // Prepare
    const reference = newRef();
    const first = await pix(reference, 1);
    // Act
    const retried = await pix(reference, 1);
    // Assess
    expect(retried.id).toBe(first.id);
    expect(mp.standIn.payments().filter((p) => p.external_reference === reference)).toHaveLength(1);
  });

  it('makes a new payment for a deliberate re-issue', async () => {
    // Prepare
    const reference = newRef();
    const first = await pix(reference, 1);
    // Act
    const reissued = await pix(reference, 2);
    // Assess
    expect(reissued.id).not.toBe(first.id);
    const keys = mp.standIn.idempotencyKeys().slice(-2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends different keys for two payments created in one process (sdk-nodejs #481)', async () => {
    // Prepare
    const before = mp.standIn.idempotencyKeys().length;
    // Act: one gateway, two payments, with a read in between as a handler would do
    const a = await pix(newRef());
    await gateway.getPayment(a.id);
    const b = await pix(newRef());
    // Assess
    const keys = mp.standIn.idempotencyKeys().slice(before);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(b.id).not.toBe(a.id);
    const getRequest = mp.standIn.requests.find(
      (r) => r.method === 'GET' && r.path === `/v1/payments/${a.id}`,
    );
    expect(getRequest).toBeDefined();
  });

  it('shows why: the SDK used naively carries one call key into the next call', async () => {
    // Prepare: a shared SDK config, as the SDK's own examples do
    const shared = new Payment(new MercadoPagoConfig({ accessToken: ACCESS_TOKEN }));
    const body = { transaction_amount: 1, payment_method_id: 'pix', payer: { email: 'a@example.com' } };
    const before = mp.standIn.idempotencyKeys().length;
    const { AppConfig } = await import('mercadopago/dist/utils/config/index.js');
    (AppConfig as unknown as { BASE_URL: string }).BASE_URL = mp.url;
    // Act
    const first = await shared.create({ body, requestOptions: { idempotencyKey: 'leaky-key-1' } });
    const second = await shared.create({ body: { ...body, external_reference: 'other' } });
    // Assess: the second call reused the first key and got the first payment back
    expect(mp.standIn.idempotencyKeys().slice(before)).toEqual(['leaky-key-1', 'leaky-key-1']);
    expect(second.id).toBe(first.id);
  });

  it('clamps the PIX lifetime to Mercado Pago limits', async () => {
    // Act
    const short = await pix(newRef(), 1, { expiresInMinutes: 5 });
    const long = await pix(newRef(), 1, { expiresInMinutes: 60 * 24 * 45 });
    // Assess
    expect(Date.parse(short.dateOfExpiration!) - FIXED_NOW.getTime()).toBe(30 * 60_000);
    expect(Date.parse(long.dateOfExpiration!) - FIXED_NOW.getTime()).toBe(30 * 24 * 3_600_000);
  });

  it('turns a refusal into a typed invalid-request error', async () => {
    // Act
    const attempt = gateway.createPix({
      reference: newRef(),
      amountCents: 990,
      payerEmail: 'not-an-email',
      description: 'x',
      attempt: 1,
    });
    // Assess
    await expect(attempt).rejects.toMatchObject({ name: 'PaymentGatewayError', kind: 'invalid-request' });
  });

  it('refuses an amount that is not a positive whole number of centavos before calling out', async () => {
    // Prepare
    const before = mp.standIn.requests.length;
    const input = { reference: newRef(), payerEmail: 'a@b.co', description: 'x', attempt: 1 };
    // Act / Assess
    await expect(gateway.createPix({ ...input, amountCents: 9.5 })).rejects.toThrow(
      /positive integer of centavos/,
    );
    await expect(gateway.createPix({ ...input, amountCents: 0 })).rejects.toThrow(
      /positive integer of centavos/,
    );
    expect(mp.standIn.requests.length).toBe(before);
  });

  it('reports refused credentials as unauthorized', async () => {
    // Prepare
    const wrong = createMercadoPagoGateway({
      accessToken: 'TEST-wrong',
      apiBaseUrl: mp.url,
      publicApiBaseUrl: PUBLIC_API,
    });
    // Act / Assess
    await expect(wrong.getPayment('1')).rejects.toMatchObject({ kind: 'unauthorized', providerStatus: 401 });
  });
});

describe('getPayment and searchByExternalReference', () => {
  it('reads a payment by id as Mercado Pago has it now', async () => {
    // Prepare
    const created = await pix(newRef());
    await mp.standIn.simulate(created.id, 'approved', { copies: 0 }).delivered;
    // Act
    const read = await gateway.getPayment(created.id);
    // Assess
    expect(read).toMatchObject({
      id: created.id,
      status: 'approved',
      statusDetail: 'accredited',
      amountCents: 990,
    });
    expect(read!.dateApproved).toMatch(/-03:00$/);
  });

  it('answers null for an unknown payment', async () => {
    expect(await gateway.getPayment('424242')).toBeNull();
  });

  it('finds every payment of a reference, newest first', async () => {
    // Prepare
    const reference = newRef();
    const first = await pix(reference, 1);
    const second = await pix(reference, 2);
    await pix(newRef(), 1);
    // Act
    const found = await gateway.searchByExternalReference(reference);
    // Assess
    expect(found.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(found.every((p) => p.externalReference === reference)).toBe(true);
  });
});

describe('cancelPayment and refundPayment', () => {
  it('cancels a pending PIX, and refuses to cancel it again as Mercado Pago does', async () => {
    // Prepare
    const created = await pix(newRef());
    // Act
    const cancelled = await gateway.cancelPayment(created.id);
    const again = gateway.cancelPayment(created.id);
    // Assess
    expect(cancelled).toMatchObject({ id: created.id, status: 'cancelled' });
    expect(mp.standIn.payment(created.id)?.status).toBe('cancelled');
    await expect(again).rejects.toMatchObject({ kind: 'invalid-request', providerStatus: 400 });
  });

  it('refuses to cancel an approved payment', async () => {
    // Prepare
    const created = await pix(newRef());
    await mp.standIn.simulate(created.id, 'approved').delivered;
    // Act
    const cancel = gateway.cancelPayment(created.id);
    // Assess
    await expect(cancel).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(mp.standIn.payment(created.id)?.status).toBe('approved');
  });

  it('refunds an approved payment in full once, however often it is asked', async () => {
    // Prepare
    const created = await pix(newRef());
    await mp.standIn.simulate(created.id, 'approved').delivered;
    // Act
    await gateway.refundPayment(created.id);
    await gateway.refundPayment(created.id);
    // Assess
    expect(mp.standIn.payment(created.id)?.status).toBe('refunded');
    expect(await gateway.getPayment(created.id)).toMatchObject({ status: 'refunded' });
  });

  it('refuses to refund a payment not approved', async () => {
    // Prepare
    const created = await pix(newRef());
    // Act
    const refund = gateway.refundPayment(created.id);
    // Assess
    await expect(refund).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(mp.standIn.payment(created.id)?.status).toBe('pending');
  });
});

describe('createCard', () => {
  it('approves with an APRO card token, finding the brand from the token BIN', async () => {
    // Prepare
    const token = await cardToken(mp.url, 'APRO');
    // Act
    const payment = await gateway.createCard({
      reference: newRef(),
      amountCents: 1990,
      payerEmail: 'pagador@example.com',
      description: 'Contrato',
      attempt: 1,
      token,
    });
    // Assess
    expect(payment).toMatchObject({
      status: 'approved',
      paymentMethodId: 'master',
      amountCents: 1990,
      installments: 1,
    });
    expect(payment.pix).toBeNull();
  });

  it('rejects with an OTHE card token', async () => {
    // Prepare
    const token = await cardToken(mp.url, 'OTHE', '4235647728025682');
    // Act
    const payment = await gateway.createCard({
      reference: newRef(),
      amountCents: 990,
      payerEmail: 'pagador@example.com',
      description: 'x',
      attempt: 1,
      token,
      paymentMethodId: 'visa',
    });
    // Assess
    expect(payment).toMatchObject({
      status: 'rejected',
      statusDetail: 'cc_rejected_other_reason',
      paymentMethodId: 'visa',
    });
  });

  it('refuses a used card token for a new attempt', async () => {
    // Prepare
    const reference = newRef();
    const token = await cardToken(mp.url, 'APRO');
    const input = { reference, amountCents: 990, payerEmail: 'a@example.com', description: 'x', token };
    await gateway.createCard({ ...input, attempt: 1 });
    // Act / Assess
    await expect(gateway.createCard({ ...input, attempt: 2 })).rejects.toMatchObject({
      kind: 'invalid-request',
    });
  });
});

describe('the API base URL', () => {
  it('is production unless configured', () => {
    expect(MERCADO_PAGO_PRODUCTION_API).toBe('https://api.mercadopago.com');
    expect(resolveMercadoPagoApiBase(undefined)).toBe('https://api.mercadopago.com');
    expect(resolveMercadoPagoApiBase('  ')).toBe('https://api.mercadopago.com');
    expect(resolveMercadoPagoApiBase('http://127.0.0.1:3000/__mp/')).toBe('http://127.0.0.1:3000/__mp');
    expect(() => resolveMercadoPagoApiBase('ftp://x')).toThrow();
  });

  it('is kept per gateway: two gateways on two stand-ins in one process each reach their own', async () => {
    // Prepare
    const other = await listenMercadoPagoStandIn({
      accessToken: ACCESS_TOKEN,
      webhookSecret: 'w',
      basePath: '/__mp',
    });
    try {
      const otherGateway = createMercadoPagoGateway({
        accessToken: ACCESS_TOKEN,
        apiBaseUrl: other.url,
        publicApiBaseUrl: PUBLIC_API,
      });
      const refA = newRef();
      const refB = newRef();
      // Act: interleaved, concurrent calls
      const [a, b] = await Promise.all([
        pix(refA),
        otherGateway.createPix({
          reference: refB,
          amountCents: 500,
          payerEmail: 'b@example.com',
          description: 'y',
          attempt: 1,
        }),
      ]);
      const [readA, readB] = await Promise.all([gateway.getPayment(a.id), otherGateway.getPayment(b.id)]);
      // Assess
      expect(other.url).toMatch(/\/__mp$/);
      expect(other.standIn.payments().map((p) => p.external_reference)).toEqual([refB]);
      expect(mp.standIn.payments().some((p) => p.external_reference === refB)).toBe(false);
      expect(readA?.externalReference).toBe(refA);
      expect(readB?.externalReference).toBe(refB);
    } finally {
      await other.close();
    }
  });
});
