// Nobody pays twice for one declaration, over HTTP against the stand-in: a new PIX cancels the codes still
// open, one paid meanwhile is applied instead of a second code, an approved payment that bought nothing is
// refunded once (and retried when put off), and the payment that paid is never refunded.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import {
  approve,
  declaracaoPdfText,
  issuePix,
  paidDeclaracao,
  requestPix,
  saveDeclaracao,
} from '../support/declaracoes';
import { patchItem } from '../support/dynamo';
import { payByCard, sendWebhook, storedDocument, storedPayment } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let person: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  person = await runtime.login({ email: 'pessoa@example.com', name: 'Pessoa' });
});

afterAll(async () => {
  await runtime?.stop();
});

const pdfText = (reference: string, token: string) => declaracaoPdfText(runtime, reference, token);

describe('one declaration, one payment', () => {
  it('cancels at Mercado Pago the PIX a re-issue replaces, so only the new code can be paid', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, person);
    const older = await issuePix(runtime, person, reference);

    // Act
    const newer = await issuePix(runtime, person, reference, { reissue: true });

    // Assess
    expect(runtime.standIn!.payment(older.id)?.status).toBe('cancelled');
    expect(await storedPayment(runtime, older.id)).toMatchObject({ status: 'cancelled' });
    expect(() => runtime.standIn!.simulate(older.id, 'approved')).toThrow(/cancelled/);
    await approve(runtime, newer.id);
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: true, payment_id: newer.id });
  });

  it('answers "Pagamento já aprovado" to a re-issue when the older PIX was paid but not yet notified', async () => {
    // Prepare: the older PIX is approved; its notification never arrives
    const reference = await saveDeclaracao(runtime, person);
    const older = await issuePix(runtime, person, reference);
    await runtime.standIn!.simulate(older.id, 'approved', { copies: 0 }).delivered;
    const paymentsBefore = runtime.standIn!.payments().length;

    // Act
    const reissued = await requestPix(runtime, person, reference, { reissue: true });

    // Assess: the document is released by the payment made; the code made meanwhile is withdrawn, unseen
    expect(reissued.status).toBe(409);
    expect(reissued.body.error.message).toBe('Pagamento já aprovado');
    const made = runtime.standIn!.payments().slice(0, runtime.standIn!.payments().length - paymentsBefore);
    expect(made.map((p) => p.status)).toEqual(['cancelled']);
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: true, payment_id: older.id });
  });

  it('cancels every open PIX when a new one is issued after a refused card, and when a card pays', async () => {
    // Prepare: a PIX, then a refused card
    const reference = await saveDeclaracao(runtime, person);
    const first = await issuePix(runtime, person, reference);
    const refused = await payByCard(runtime, person, reference, 'OTHE');
    expect(refused.body.payment.status).toBe('rejected');

    // Act 1: "Gerar PIX" again
    const second = await issuePix(runtime, person, reference);
    // Act 2: the person pays by card after all
    const card = await payByCard(runtime, person, reference, 'APRO');

    // Assess
    expect(second.id).not.toBe(first.id);
    expect(runtime.standIn!.payment(first.id)?.status).toBe('cancelled');
    expect(card.body.payment.status).toBe('approved');
    expect(runtime.standIn!.payment(second.id)?.status).toBe('cancelled');
    expect(await storedDocument(runtime, reference)).toMatchObject({
      paid: true,
      payment_id: card.body.payment.id,
    });
  });

  it('refunds in full a second approved payment of a paid declaration, which stays paid by the first', async () => {
    // Prepare: the PIX is paid at the very moment the person pays by card; its notification comes after
    const reference = await saveDeclaracao(runtime, person);
    const pix = await issuePix(runtime, person, reference);
    await runtime.standIn!.simulate(pix.id, 'approved', { copies: 0 }).delivered;
    const card = await payByCard(runtime, person, reference, 'APRO');
    expect(card.body.payment.status).toBe('approved');

    // Act: the PIX's notification arrives
    const notified = await runtime.standIn!.notify(pix.id);
    await runtime.standIn!.settled();

    // Assess
    expect(notified.map((d) => d.responseStatus)).toEqual([200]);
    expect(runtime.standIn!.payment(pix.id)?.status).toBe('refunded');
    expect(await storedPayment(runtime, pix.id)).toMatchObject({ status: 'refunded', released: false });
    expect((await storedPayment(runtime, pix.id))?.refund_requested_at).toEqual(expect.any(Number));
    expect(await storedDocument(runtime, reference)).toMatchObject({
      paid: true,
      payment_id: card.body.payment.id,
    });
    expect((await pdfText(reference, person)).length).toBeGreaterThan(0);
  });

  it('refunds a PIX paid after its declaration was deleted', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, person);
    const pix = await issuePix(runtime, person, reference);
    const removed = await runtime.api('/declaracao-delete', { token: person, body: { id: reference } });
    expect(removed.status).toBe(200);

    // Act
    await approve(runtime, pix.id);
    await runtime.standIn!.settled();

    // Assess
    expect(runtime.standIn!.payment(pix.id)?.status).toBe('refunded');
    expect(await storedPayment(runtime, pix.id)).toMatchObject({ status: 'refunded', released: false });
  });

  it('retries a refund put off, even once the declaration is deleted', async () => {
    // Prepare: a PIX paid for nothing, its refund decided but not made (Mercado Pago was unreachable)
    const reference = await saveDeclaracao(runtime, person);
    const pix = await issuePix(runtime, person, reference);
    await runtime.standIn!.simulate(pix.id, 'approved', { copies: 0 }).delivered;
    await patchItem(
      runtime.dynamoEndpoint,
      'payments',
      { payment_id: pix.id },
      { status: 'approved', refund_due_at: Date.now() },
    );
    const removed = await runtime.api('/declaracao-delete', { token: person, body: { id: reference } });
    expect(removed.status).toBe(200);

    // Act
    const again = await sendWebhook(runtime, pix.id);
    await runtime.standIn!.settled();

    // Assess
    expect(again.status).toBe(200);
    expect(runtime.standIn!.payment(pix.id)?.status).toBe('refunded');
  });

  it('answers the PIX still open, payable, to "Gerar PIX" after a card left in review', async () => {
    // Prepare: a PIX, then a card Mercado Pago keeps in review
    const reference = await saveDeclaracao(runtime, person);
    const open = await issuePix(runtime, person, reference);
    const review = await payByCard(runtime, person, reference, 'CONT');
    expect(review.body.payment.status).toBe('in_process');

    // Act
    const pix = await issuePix(runtime, person, reference);

    // Assess
    expect(pix.id).toBe(open.id);
    expect(runtime.standIn!.payment(pix.id)?.status).toBe('pending');
  });

  it('issues a new PIX after an edit past the PDF, even for a payment first seen by a notification', async () => {
    // Prepare: paid, PDF, the payment's record without its attempt (as a payment.created notification makes it)
    const { reference, paymentId } = await paidDeclaracao(runtime, person);
    await pdfText(reference, person);
    await patchItem(runtime.dynamoEndpoint, 'payments', { payment_id: paymentId }, { attempt: null });
    await saveDeclaracao(
      runtime,
      person,
      { ...declaracaoResidenciaExemplo, titular_nome: 'Maria Nova' },
      reference,
      // The person answered "Alterar um documento já pago?" (issue 37).
      { confirm_repayment: true },
    );

    // Act
    const pix = await issuePix(runtime, person, reference);

    // Assess
    expect(pix.id).not.toBe(paymentId);
    expect(runtime.standIn!.payment(pix.id)?.status).toBe('pending');
    await approve(runtime, pix.id);
    expect(await pdfText(reference, person)).toContain('Maria Nova');
  });

  it('never refunds the payment that paid, notified again after the declaration was deleted', async () => {
    // Prepare: paid, PDF downloaded, then deleted
    const { reference, paymentId } = await paidDeclaracao(runtime, person);
    await pdfText(reference, person);
    const removed = await runtime.api('/declaracao-delete', { token: person, body: { id: reference } });
    expect(removed.status).toBe(200);

    // Act: Mercado Pago notifies the payment again
    const again = await sendWebhook(runtime, paymentId);
    await runtime.standIn!.settled();

    // Assess
    expect(again.status).toBe(200);
    expect(runtime.standIn!.payment(paymentId)?.status).toBe('approved');
    expect((await storedPayment(runtime, paymentId))?.refund_requested_at).toBeUndefined();
  });

  it('finishes a release left half done, even after an edit, without refunding or releasing the new content', async () => {
    // Prepare: paid and its PDF made, but the payment's "released" mark was never written; then edited
    const { reference, paymentId } = await paidDeclaracao(runtime, person);
    await pdfText(reference, person);
    await patchItem(runtime.dynamoEndpoint, 'payments', { payment_id: paymentId }, { released: false });
    await saveDeclaracao(
      runtime,
      person,
      { ...declaracaoResidenciaExemplo, titular_nome: 'Maria Editada' },
      reference,
      // The person answered "Alterar um documento já pago?" (issue 37).
      { confirm_repayment: true },
    );

    // Act
    const again = await sendWebhook(runtime, paymentId);
    await runtime.standIn!.settled();

    // Assess: the payment stays the old content's, marked released; the new content still needs a payment
    expect(again.status).toBe(200);
    expect(runtime.standIn!.payment(paymentId)?.status).toBe('approved');
    expect(await storedPayment(runtime, paymentId)).toMatchObject({ status: 'approved', released: true });
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: false, needs_repayment: true });
  });
});
