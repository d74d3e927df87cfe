// The payment endpoints under attack and mishap (issue 3, item 9 "Security"): other people's references,
// forged, stale and unsigned notifications, a pending or mismatched payment, duplicate, concurrent, late,
// lost and out-of-order deliveries, a tampered amount, rejected and lapsed payments.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMercadoPagoGateway } from '../../lambdas/adapters/mercado-pago';
import type { PaymentGateway } from '../../lambdas/ports/payment-gateway';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import { issuePix, paidDeclaracao, saveDeclaracao } from '../support/declaracoes';
import { sendWebhook, storedDocument, storedPayment } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
/** Talks to the stand-in directly, as someone with our Mercado Pago account would. */
let gateway: PaymentGateway;
let owner: string;
let intruder: string;

beforeAll(async () => {
  runtime = await startTestRuntime({
    mercadoPago: true,
    // A configured price that is not the default, and a status read that always asks Mercado Pago.
    env: { PRICE_DECLARACAO: '12.50', MP_STATUS_RECHECK_MS: '0' },
  });
  gateway = createMercadoPagoGateway({
    accessToken: process.env.MP_ACCESS_TOKEN!,
    apiBaseUrl: `${runtime.url}/__mp`,
    publicApiBaseUrl: `${runtime.url}/backend/api`,
  });
  owner = await runtime.login({ email: 'dona@example.com', name: 'Dona' });
  intruder = await runtime.login({ email: 'intruso@example.com', name: 'Intruso' });
});

afterAll(async () => {
  await runtime?.stop();
});

describe("another user's reference", () => {
  it('answers 404 on get, save, delete, pdf, mp-pay and mp-status, and changes nothing', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, owner);
    const { id: paymentId } = await issuePix(runtime, owner, reference);
    const before = await storedDocument(runtime, reference);

    // Act
    const results = await Promise.all([
      runtime.api(`/declaracao-get?id=${reference}`, { token: intruder }),
      runtime.api('/declaracao-save', {
        token: intruder,
        body: { id: reference, form: { ...declaracaoResidenciaExemplo, titular_nome: 'Outro' } },
      }),
      runtime.api('/declaracao-delete', { token: intruder, body: { id: reference } }),
      runtime.api(`/declaracao-pdf?reference=${reference}`, { token: intruder }),
      runtime.api('/mp-pay', {
        token: intruder,
        body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'intruso@example.com' },
      }),
      runtime.api(`/mp-status?id=${paymentId}`, { token: intruder }),
      runtime.api(`/mp-status?reference=${reference}`, { token: intruder }),
      runtime.api(`/mp-status?id=${paymentId}&reference=${reference}`, { token: intruder }),
      runtime.api(`/mp-webhook?reference=${reference}`),
    ]);

    // Assess
    for (const result of results) {
      expect(result.status).toBe(404);
      expect(result.body.error).toEqual({ code: 'not_found', message: 'Documento não encontrado.' });
    }
    expect(await storedDocument(runtime, reference)).toEqual(before);
  });
});

describe('a status poll naming both its payment and its document (as the payment panel polls)', () => {
  it('answers for the payment, exactly as the payment id alone does', async () => {
    // Prepare
    const { reference, paymentId } = await paidDeclaracao(runtime, owner);

    // Act
    const both = await runtime.api(`/mp-status?id=${paymentId}&reference=${reference}`, { token: owner });
    const idAlone = await runtime.api(`/mp-status?id=${paymentId}`, { token: owner });

    // Assess
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ found: true, status: 'approved', paid: true });
    expect(both.body).toEqual(idAlone.body);
  });

  it("does not open another person's payment by naming one's own document", async () => {
    // Prepare
    const { paymentId } = await paidDeclaracao(runtime, owner);
    const own = await saveDeclaracao(runtime, intruder);

    // Act
    const result = await runtime.api(`/mp-status?id=${paymentId}&reference=${own}`, { token: intruder });

    // Assess
    expect(result.status).toBe(404);
    expect(result.body.error).toEqual({ code: 'not_found', message: 'Documento não encontrado.' });
  });

  it("tells nothing of another person's document named beside one's own payment", async () => {
    // Prepare: the owner's payment is still pending; the other person's declaration is paid
    const ownReference = await saveDeclaracao(runtime, owner);
    const { id: ownPayment } = await issuePix(runtime, owner, ownReference);
    const { reference: theirs } = await paidDeclaracao(runtime, intruder);

    // Act
    const mixed = await runtime.api(`/mp-status?id=${ownPayment}&reference=${theirs}`, { token: owner });
    const idAlone = await runtime.api(`/mp-status?id=${ownPayment}`, { token: owner });

    // Assess
    expect(mixed.status).toBe(200);
    expect(mixed.body).toMatchObject({ found: true, status: 'pending', paid: false });
    expect(mixed.body).toEqual(idAlone.body);
  });

  it('answers not found for an unknown payment, whatever document is named', async () => {
    // Prepare
    const { reference } = await paidDeclaracao(runtime, owner);

    // Act
    const result = await runtime.api(`/mp-status?id=999999999&reference=${reference}`, { token: owner });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ found: false, status: null, entry: null, paid: false });
  });

  it('still reaches approved when the notification was lost', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, owner);
    const { id } = await issuePix(runtime, owner, reference);
    await runtime.standIn!.simulate(id, 'approved', { copies: 0 }).delivered;

    // Act
    const status = await runtime.api(`/mp-status?id=${id}&reference=${reference}`, { token: owner });

    // Assess
    expect(status.body).toMatchObject({ found: true, status: 'approved', paid: true });
    expect((await storedDocument(runtime, reference))?.paid).toBe(true);
  });
});

describe('a notification that is not from Mercado Pago', () => {
  it.each([
    ['signed with another secret', { secret: 'segredo-errado' }],
    ['signed more than five minutes ago', { ts: Math.floor(Date.now() / 1000) - 6 * 60 }],
    ['not signed', { unsigned: true }],
  ])('is refused with 401 when %s, and nothing changes', async (_case, options) => {
    // Prepare: the payment is approved at Mercado Pago, but its notification never came
    const reference = await saveDeclaracao(runtime, owner);
    const { id } = await issuePix(runtime, owner, reference);
    await runtime.standIn!.simulate(id, 'approved', { copies: 0 }).delivered;

    // Act
    const result = await sendWebhook(runtime, id, options);

    // Assess
    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe('invalid_signature');
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: false });
    expect(await storedPayment(runtime, id)).toMatchObject({ status: 'pending', released: false });
    expect((await storedPayment(runtime, id))?.history).toHaveLength(1);
  });

  it('answers 200 to other topics and old IPN calls, without reading or writing anything', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, owner);
    const { id } = await issuePix(runtime, owner, reference);
    await runtime.standIn!.simulate(id, 'approved', { copies: 0 }).delivered;
    const reads = runtime.standIn!.requests.length;

    // Act
    const ipn = await sendWebhook(runtime, id, { unsigned: true, query: `topic=payment&id=${id}` });
    const order = await sendWebhook(runtime, id, { query: `type=merchant_order&data.id=${id}` });

    // Assess
    expect([ipn.status, order.status]).toEqual([200, 200]);
    expect(ipn.body).toMatchObject({ ok: true, handled: false });
    expect(runtime.standIn!.requests.length).toBe(reads);
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: false });
  });
});

describe('a correctly signed notification', () => {
  it('releases nothing while Mercado Pago still reports the payment pending', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, owner);
    const { id } = await issuePix(runtime, owner, reference);

    // Act
    const result = await sendWebhook(runtime, id);
    const pdf = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: owner });

    // Assess
    expect(result.status).toBe(200);
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: false });
    expect(await storedPayment(runtime, id)).toMatchObject({ status: 'pending', released: false });
    expect(pdf.status).toBe(402);
  });

  it.each(['rejected', 'cancelled'] as const)('releases nothing for a %s payment', async (status) => {
    // Prepare
    const reference = await saveDeclaracao(runtime, owner);
    const { id } = await issuePix(runtime, owner, reference);

    // Act
    const [delivery] = await runtime.standIn!.simulate(id, status).delivered;
    const pdf = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: owner });

    // Assess
    expect(delivery?.responseStatus).toBe(200);
    expect(await storedPayment(runtime, id)).toMatchObject({ status, released: false });
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: false });
    expect(pdf.status).toBe(402);
  });

  it('releases nothing for a PIX that lapsed, and a plain retry of mp-pay then issues a new one', async () => {
    // Prepare: the PIX's expiry passes at Mercado Pago
    const reference = await saveDeclaracao(runtime, owner);
    const { id } = await issuePix(runtime, owner, reference);
    runtime.standIn!.payment(id)!.date_of_expiration = new Date(Date.now() - 1000).toISOString();

    // Act
    const [delivery] = await runtime.standIn!.notify(id);
    const retry = await issuePix(runtime, owner, reference);

    // Assess
    expect(delivery?.responseStatus).toBe(200);
    expect(await storedPayment(runtime, id)).toMatchObject({ status: 'expired', released: false });
    expect(retry.id).not.toBe(id);
    expect(await storedDocument(runtime, reference)).toMatchObject({
      paid: false,
      payment_id: retry.id,
      payment_attempt: 2,
    });
  });
});

describe('deliveries', () => {
  it('five duplicate notifications at once release the document once', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, owner);
    const { id } = await issuePix(runtime, owner, reference);
    const before = await storedDocument(runtime, reference);

    // Act
    const records = await runtime.standIn!.simulate(id, 'approved', { copies: 5, concurrent: true })
      .delivered;

    // Assess
    expect(records.map((r) => r.responseStatus)).toEqual([200, 200, 200, 200, 200]);
    const after = await storedDocument(runtime, reference);
    expect(after).toMatchObject({ paid: true, payment_id: id });
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    const payment = await storedPayment(runtime, id);
    expect(payment?.history.map((h) => h.status)).toEqual(['pending', 'approved']);
    expect(payment?.released).toBe(true);
  });

  it('a lost notification still ends approved through mp-status', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, owner);
    const { id } = await issuePix(runtime, owner, reference);
    const delivered = await runtime.standIn!.simulate(id, 'approved', { copies: 0 }).delivered;
    expect(delivered).toEqual([]);

    // Act
    const status = await runtime.api(`/mp-status?reference=${reference}`, { token: owner });
    const pdf = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: owner });

    // Assess
    expect(status.body).toMatchObject({ found: true, status: 'approved', paid: true });
    expect((await storedPayment(runtime, id))?.history.map((h) => [h.status, h.source])).toEqual([
      ['pending', 'create'],
      ['approved', 'poll'],
    ]);
    expect(pdf.status).toBe(200);
  });

  it('an older status arriving after approval never moves the payment back', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, owner);
    const { id } = await issuePix(runtime, owner, reference);

    // Act: approved is notified, then a notification whose fetch still reads pending
    const records = await runtime.standIn!.simulate(id, 'approved', { outOfOrder: true }).delivered;

    // Assess
    expect(records.map((r) => r.responseStatus)).toEqual([200, 200]);
    expect(await storedPayment(runtime, id)).toMatchObject({ status: 'approved', released: true });
    expect((await storedPayment(runtime, id))?.history.map((h) => h.status)).toEqual(['pending', 'approved']);
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: true });
  });

  it('a refund withdraws the release', async () => {
    // Prepare
    const { reference, paymentId } = await paidDeclaracao(runtime, owner);

    // Act
    await runtime.standIn!.simulate(paymentId, 'refunded').delivered;
    const pdf = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: owner });

    // Assess
    expect(await storedPayment(runtime, paymentId)).toMatchObject({ status: 'refunded' });
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: false });
    expect(pdf.status).toBe(402);
  });
});

describe('the amount', () => {
  it('is the configured price whatever the request says', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, owner);

    // Act
    const pay = await runtime.api('/mp-pay', {
      token: owner,
      body: {
        terms_version: TERMS_VERSION,
        reference,
        method: 'pix',
        email: 'dona@example.com',
        amount: 0.01,
        transaction_amount: 0.01,
        amount_cents: 1,
      },
    });

    // Assess
    expect(pay.status).toBe(200);
    expect(pay.body.amount_cents).toBe(1250);
    expect(runtime.standIn!.payment(pay.body.payment.id)?.transaction_amount).toBe(12.5);
    expect(await storedPayment(runtime, pay.body.payment.id)).toMatchObject({ amount_cents: 1250 });
  });
});

describe('a payment that does not match its document', () => {
  it('releases nothing when it charged another amount', async () => {
    // Prepare: an approved payment of 1 centavo naming the document
    const reference = await saveDeclaracao(runtime, owner);
    const cheap = await gateway.createPix({
      reference,
      amountCents: 1,
      payerEmail: 'esperto@example.com',
      description: 'Declaração de residência',
      attempt: 1,
    });

    // Act
    const [delivery] = await runtime.standIn!.simulate(cheap.id, 'approved').delivered;

    // Assess
    expect(delivery?.responseStatus).toBe(200);
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: false });
    expect(await storedPayment(runtime, cheap.id)).toBeUndefined();
  });

  it('releases nothing when Mercado Pago reports another reference than the one it was made for', async () => {
    // Prepare: two declarations; the provider's record of the first one's payment names the second
    const first = await saveDeclaracao(runtime, owner);
    const second = await saveDeclaracao(runtime, owner);
    const { id } = await issuePix(runtime, owner, first);
    runtime.standIn!.payment(id)!.external_reference = second;

    // Act
    const [delivery] = await runtime.standIn!.simulate(id, 'approved').delivered;

    // Assess
    expect(delivery?.responseStatus).toBe(200);
    expect(await storedDocument(runtime, first)).toMatchObject({ paid: false });
    expect(await storedDocument(runtime, second)).toMatchObject({ paid: false });
    expect(await storedPayment(runtime, id)).toMatchObject({ status: 'pending', released: false });
  });

  it('releases nothing for a reference no document has', async () => {
    // Prepare
    const stray = await gateway.createPix({
      reference: 'decl-ninguem-1700000000000',
      amountCents: 1250,
      payerEmail: 'esperto@example.com',
      description: 'Declaração de residência',
      attempt: 1,
    });

    // Act
    const [delivery] = await runtime.standIn!.simulate(stray.id, 'approved').delivered;

    // Assess
    expect(delivery?.responseStatus).toBe(200);
    expect(await storedPayment(runtime, stray.id)).toBeUndefined();
  });
});
