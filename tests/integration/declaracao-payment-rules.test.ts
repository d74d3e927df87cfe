// The rules around paying for a declaration, over HTTP: a retried mp-pay answers the same payment and a
// re-issue a new one; card payments; payment input messages; an already paid or blocked document; editing
// after the PDF needs a new payment (before it, edits are free); admins generate without paying.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { approve, issuePix, paidDeclaracao, saveDeclaracao } from '../support/declaracoes';
import { patchItem } from '../support/dynamo';
import { cardToken, sendWebhook, storedDocument, storedPayment } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let person: string;
let admin: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  person = await runtime.login({ email: 'pessoa@example.com', name: 'Pessoa' });
  admin = await runtime.login({ email: 'admin@example.com', name: 'Admin', admin: true });
});

afterAll(async () => {
  await runtime?.stop();
});

async function pdfText(reference: string, token: string, adminMode = false): Promise<string> {
  const pdf = await runtime.api(
    `/declaracao-pdf?reference=${reference}${adminMode ? '&adminMode=true' : ''}`,
    {
      token,
    },
  );
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  const bytes = new Uint8Array(await (await fetch(pdf.body.url as string)).arrayBuffer());
  return (await extractPdfText(bytes)).text.replace(/\s+/g, ' ');
}

async function payByCard(reference: string, holder: 'APRO' | 'OTHE' | 'CONT') {
  return runtime.api('/mp-pay', {
    token: person,
    body: {
      reference,
      method: 'card',
      email: 'pessoa@example.com',
      token: await cardToken(runtime, holder),
      installments: 1,
    },
  });
}

describe('mp-pay', () => {
  it('answers the same payment to a retried request and a new one to a deliberate re-issue', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, person);
    const keysBefore = runtime.standIn!.idempotencyKeys().length;

    // Act
    const first = await issuePix(runtime, person, reference);
    const retried = await issuePix(runtime, person, reference);
    const reissued = await issuePix(runtime, person, reference, { reissue: true });

    // Assess
    expect(retried.id).toBe(first.id);
    expect(reissued.id).not.toBe(first.id);
    const keys = runtime.standIn!.idempotencyKeys().slice(keysBefore);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(await storedDocument(runtime, reference)).toMatchObject({
      payment_id: reissued.id,
      payment_attempt: 2,
    });
  });

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
    const reissued = await runtime.api('/mp-pay', {
      token: person,
      body: { reference, method: 'pix', email: 'pessoa@example.com', reissue: true },
    });

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
    const refused = await payByCard(reference, 'OTHE');
    expect(refused.body.payment.status).toBe('rejected');

    // Act 1: "Gerar PIX" again
    const second = await issuePix(runtime, person, reference);
    // Act 2: the person pays by card after all
    const card = await payByCard(reference, 'APRO');

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
    const card = await payByCard(reference, 'APRO');
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
    const review = await payByCard(reference, 'CONT');
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

  it('sells no PDF of a declaration its PDF would refuse: 400 with the form message, and no payment', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, person, { titular_nome: 'Só o nome' });
    const paymentsBefore = runtime.standIn!.payments().length;

    // Act
    const result = await runtime.api('/mp-pay', {
      token: person,
      body: { reference, method: 'pix', email: 'pessoa@example.com' },
    });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe('Preencha os dois CPFs (titular e dependente)');
    expect(runtime.standIn!.payments()).toHaveLength(paymentsBefore);
    expect(await storedDocument(runtime, reference)).toMatchObject({ payment_id: null, payment_attempt: 0 });
  });

  it.each([
    ['a PIX with a malformed e-mail', { method: 'pix', email: 'pessoa@' }, 'Informe e-mail válido'],
    ['a card with a malformed e-mail', { method: 'card', email: 'pessoa', token: 'x' }, 'E-mail inválido'],
    ['a card without its token', { method: 'card', email: 'pessoa@example.com' }, 'Preencha todos os campos'],
    [
      'more than one instalment',
      { method: 'card', email: 'pessoa@example.com', token: 'x', installments: 3 },
      'Apenas pagamento em 1x',
    ],
  ])('refuses %s with 400 and the message of the catalogue', async (_case, body, message) => {
    // Prepare
    const reference = await saveDeclaracao(runtime, person);

    // Act
    const result = await runtime.api('/mp-pay', { token: person, body: { reference, ...body } });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe(message);
    expect(await storedDocument(runtime, reference)).toMatchObject({ payment_id: null, payment_attempt: 0 });
  });

  it('releases the document at once for an approved card, and a rejected card can be tried again', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, person);
    const card = (token: string) => ({
      reference,
      method: 'card',
      email: 'pessoa@example.com',
      token,
      installments: 1,
    });

    // Act
    const rejected = await runtime.api('/mp-pay', {
      token: person,
      body: card(await cardToken(runtime, 'OTHE')),
    });
    const afterRejection = await storedDocument(runtime, reference);
    const approved = await runtime.api('/mp-pay', {
      token: person,
      body: card(await cardToken(runtime, 'APRO')),
    });

    // Assess
    expect(rejected.status).toBe(200);
    expect(rejected.body.payment).toMatchObject({ status: 'rejected', pix: null });
    expect(afterRejection).toMatchObject({ paid: false });
    expect(approved.status).toBe(200);
    expect(approved.body.payment.status).toBe('approved');
    expect(approved.body.payment.id).not.toBe(rejected.body.payment.id);
    expect(await storedDocument(runtime, reference)).toMatchObject({
      paid: true,
      payment_id: approved.body.payment.id,
    });
    expect(await storedPayment(runtime, approved.body.payment.id)).toMatchObject({
      method: 'card',
      released: true,
    });
  });

  it('answers 400 "Pagamento não autorizado" for a card token Mercado Pago does not know', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, person);

    // Act
    const result = await runtime.api('/mp-pay', {
      token: person,
      body: {
        reference,
        method: 'card',
        email: 'pessoa@example.com',
        token: 'token-inventado',
        installments: 1,
      },
    });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe('Pagamento não autorizado');
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: false, payment_id: null });
  });

  it('answers 409 "Pagamento já aprovado" for a paid document', async () => {
    // Prepare
    const { reference } = await paidDeclaracao(runtime, person);

    // Act
    const result = await runtime.api('/mp-pay', {
      token: person,
      body: { reference, method: 'pix', email: 'pessoa@example.com', reissue: true },
    });

    // Assess
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe('Pagamento já aprovado');
  });
});

describe('editing a paid declaration', () => {
  it('is free before its first PDF', async () => {
    // Prepare
    const { reference } = await paidDeclaracao(runtime, person);

    // Act
    const saved = await runtime.api('/declaracao-save', {
      token: person,
      body: { id: reference, form: { ...declaracaoResidenciaExemplo, titular_nome: 'Maria Antes do PDF' } },
    });

    // Assess
    expect(saved.body).toMatchObject({ ok: true, id: reference, needs_repayment: false });
    expect(await pdfText(reference, person)).toContain('Maria Antes do PDF');
  });

  it('after its PDF needs a new payment before the next PDF', async () => {
    // Prepare: paid, PDF generated
    const { reference, paymentId } = await paidDeclaracao(runtime, person);
    await pdfText(reference, person);

    // Act 1: the form changes
    const saved = await runtime.api('/declaracao-save', {
      token: person,
      body: { id: reference, form: { ...declaracaoResidenciaExemplo, titular_nome: 'Maria Depois do PDF' } },
    });
    const refused = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: person });
    // The next autosave, while the new payment is still to be made, says so too.
    const savedAgain = await runtime.api('/declaracao-save', {
      token: person,
      body: { id: reference, form: { ...declaracaoResidenciaExemplo, titular_nome: 'Maria Depois do PDF' } },
    });
    const typedOn = await runtime.api('/declaracao-save', {
      token: person,
      body: { id: reference, form: { ...declaracaoResidenciaExemplo, titular_nome: 'Maria Depois do PDF!' } },
    });

    // Assess 1
    expect(saved.body).toMatchObject({ ok: true, needs_repayment: true });
    expect(savedAgain.body).toMatchObject({ ok: true, needs_repayment: true });
    expect(typedOn.body).toMatchObject({ ok: true, needs_repayment: true });
    expect(refused.status).toBe(402);
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: false, needs_repayment: true });

    // Act 2: the payment panel of the edited declaration asks about the payment it remembers, and by reference
    const byId = await runtime.api(`/mp-status?id=${paymentId}&reference=${reference}`, { token: person });
    const byReference = await runtime.api(`/mp-status?reference=${reference}`, { token: person });

    // Assess 2: still approved at Mercado Pago, but it paid the old content, so the panel must ask for a new one
    for (const answer of [byId, byReference]) {
      expect(answer.body).toMatchObject({ found: true, status: 'approved', paid: false, superseded: true });
    }

    // Act 3: a plain mp-pay makes a new payment, whose approval releases the new content
    const again = await issuePix(runtime, person, reference);
    const pending = await runtime.api(`/mp-status?id=${again.id}&reference=${reference}`, { token: person });
    await approve(runtime, again.id);
    const approved = await runtime.api(`/mp-status?id=${again.id}&reference=${reference}`, { token: person });

    // Assess 3
    expect(pending.body).toMatchObject({ status: 'pending', paid: false, superseded: false });
    expect(approved.body).toMatchObject({ status: 'approved', paid: true, superseded: false });
    expect(again.id).not.toBe(paymentId);
    expect(await pdfText(reference, person)).toContain('Maria Depois do PDF!');
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: true, needs_repayment: false });
  });

  it('saving the same form again changes nothing', async () => {
    // Prepare
    const { reference } = await paidDeclaracao(runtime, person);
    await pdfText(reference, person);
    const before = await storedDocument(runtime, reference);

    // Act
    const saved = await runtime.api('/declaracao-save', {
      token: person,
      body: { id: reference, form: declaracaoResidenciaExemplo },
    });

    // Assess
    expect(saved.body).toMatchObject({ ok: true, needs_repayment: false });
    expect(await storedDocument(runtime, reference)).toEqual(before);
  });
});

describe('a blocked declaration', () => {
  it('cannot be saved, paid, generated or deleted', async () => {
    // Prepare
    const { reference } = await paidDeclaracao(runtime, person);
    await patchItem(runtime.dynamoEndpoint, 'documents', { id: reference }, { blocked: true });

    // Act
    const save = await runtime.api('/declaracao-save', {
      token: person,
      body: { id: reference, form: { ...declaracaoResidenciaExemplo, titular_nome: 'Outra' } },
    });
    const pdf = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: person });
    const pay = await runtime.api('/mp-pay', {
      token: person,
      body: { reference, method: 'pix', email: 'pessoa@example.com' },
    });
    const remove = await runtime.api('/declaracao-delete', { token: person, body: { id: reference } });

    // Assess
    for (const result of [save, pdf, pay]) {
      expect(result.status).toBe(403);
      expect(result.body.error.message).toBe('Documento bloqueado (contate suporte).');
    }
    expect(remove.status).toBe(403);
    expect(remove.body.error.message).toBe('Sem permissão');
    expect(await storedDocument(runtime, reference)).toMatchObject({ blocked: true, pdf_generated: false });
  });
});

describe('an admin', () => {
  it("generates the PDF of an unpaid declaration, own or anyone's, and is told no payment is needed", async () => {
    // Prepare
    const own = await saveDeclaracao(runtime, admin);
    const someones = await saveDeclaracao(runtime, person, {
      ...declaracaoResidenciaExemplo,
      titular_nome: 'Pessoa Sem Pagar',
    });

    // Act
    const ownText = await pdfText(own, admin);
    const someonesText = await pdfText(someones, admin, true);
    const pay = await runtime.api('/mp-pay', {
      token: admin,
      body: { reference: own, method: 'pix', email: 'admin@example.com' },
    });
    const status = await runtime.api(`/mp-status?reference=${own}`, { token: admin });

    // Assess
    expect(ownText).toContain('art. 299');
    expect(someonesText).toContain('Pessoa Sem Pagar');
    expect(pay.status).toBe(409);
    expect(pay.body.error.message).toBe('Admin: pagamento não exigido.');
    expect(status.body).toMatchObject({ found: false, paid: true });
    expect(await storedDocument(runtime, someones)).toMatchObject({
      paid: false,
      is_draft: false,
      pdf_generated: true,
    });
  });

  it("looking at someone's paid declaration as a PDF does not spend its owner's payment", async () => {
    // Prepare: paid, no PDF yet
    const { reference } = await paidDeclaracao(runtime, person);

    // Act: support opens the PDF, then the owner corrects the form
    await pdfText(reference, admin, true);
    const saved = await runtime.api('/declaracao-save', {
      token: person,
      body: { id: reference, form: { ...declaracaoResidenciaExemplo, titular_nome: 'Maria Corrigida' } },
    });

    // Assess: her correction is still free, and her PDF has it
    expect(saved.body).toMatchObject({ ok: true, needs_repayment: false });
    expect(await pdfText(reference, person)).toContain('Maria Corrigida');
  });

  it("edits someone's released declaration without making it need a new payment", async () => {
    // Prepare: paid, PDF generated by its owner
    const { reference } = await paidDeclaracao(runtime, person);
    await pdfText(reference, person);

    // Act
    const saved = await runtime.api('/declaracao-save', {
      token: admin,
      body: {
        id: reference,
        form: { ...declaracaoResidenciaExemplo, titular_nome: 'Corrigido pelo Suporte' },
        adminMode: true,
      },
    });

    // Assess
    expect(saved.body).toMatchObject({ ok: true, needs_repayment: false });
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: true, needs_repayment: false });
    expect(await pdfText(reference, person)).toContain('Corrigido pelo Suporte');
  });

  it('is refused the PDF of an incomplete declaration with the message of the final check', async () => {
    // Prepare
    const draft = await saveDeclaracao(runtime, person, { titular_nome: 'Só o Nome' });

    // Act
    const pdf = await runtime.api(`/declaracao-pdf?reference=${draft}&adminMode=true`, { token: admin });

    // Assess
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.message).toBe('Preencha os dois CPFs (titular e dependente)');
    expect(await storedDocument(runtime, draft)).toMatchObject({ is_draft: true, pdf_generated: false });
  });

  it("reads, saves and generates someone's declaration only in admin mode", async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, person);
    const changed = { ...declaracaoResidenciaExemplo, titular_nome: 'Sem Modo Admin' };

    // Act
    const plain = await runtime.api(`/declaracao-get?id=${reference}`, { token: admin });
    const plainSave = await runtime.api('/declaracao-save', {
      token: admin,
      body: { id: reference, form: changed },
    });
    const plainPdf = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: admin });
    const adminMode = await runtime.api(`/declaracao-get?id=${reference}&adminMode=true`, { token: admin });

    // Assess: without the mode an admin is like anyone else (404), and nothing changed
    expect([plain.status, plainSave.status, plainPdf.status]).toEqual([404, 404, 404]);
    expect(adminMode.status).toBe(200);
    expect(adminMode.body.data.form.titular_nome).toBe(declaracaoResidenciaExemplo.titular_nome);
    expect(await storedDocument(runtime, reference)).toMatchObject({ version: 1, pdf_generated: false });
  });
});
