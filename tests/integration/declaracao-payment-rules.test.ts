// The rules around paying for a declaration, over HTTP: a retried mp-pay answers the same payment and a
// re-issue a new one; card payments; payment input messages; an already paid or blocked document; editing
// after the PDF needs a new payment (before it, edits are free); admins generate without paying.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import {
  approve,
  declaracaoPdfText,
  issuePix,
  paidDeclaracao,
  requestPix,
  saveDeclaracao,
} from '../support/declaracoes';
import { patchItem } from '../support/dynamo';
import { cardToken, storedDocument, storedPayment } from '../support/mercado-pago';
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

const pdfText = (reference: string, token: string, adminMode = false) =>
  declaracaoPdfText(runtime, reference, token, adminMode);

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

  it('records the terms accepted with the payment, and refuses a payment without the terms in force', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, person);
    const paymentsBefore = runtime.standIn!.payments().length;
    const body = { reference, method: 'pix', email: 'pessoa@example.com' };

    // Act
    const withoutTerms = await runtime.api('/mp-pay', { token: person, body });
    const olderTerms = await runtime.api('/mp-pay', {
      token: person,
      body: { ...body, terms_version: '2024-01-01' },
    });
    const paymentsAfterRefusals = runtime.standIn!.payments().length;
    const before = Date.now();
    const pix = await issuePix(runtime, person, reference);

    // Assess
    for (const refused of [withoutTerms, olderTerms]) {
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({
        code: 'terms_required',
        message: 'Você precisa ler e aceitar o Termo de Responsabilidade para continuar.',
      });
    }
    expect(paymentsAfterRefusals).toBe(paymentsBefore);
    const stored = await storedPayment(runtime, pix.id);
    expect(stored?.terms_acceptance).toMatchObject({
      version: TERMS_VERSION,
      accepted_by: expect.any(String),
    });
    expect(stored?.terms_acceptance?.accepted_by).toBe((await storedDocument(runtime, reference))?.owner_uid);
    expect(stored?.terms_acceptance?.accepted_at).toBeGreaterThanOrEqual(before);
  });

  it('sells no PDF of a declaration its PDF would refuse: 400 with the form message, and no payment', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, person, { titular_nome: 'Só o nome' });
    const paymentsBefore = runtime.standIn!.payments().length;

    // Act
    const result = await runtime.api('/mp-pay', {
      token: person,
      body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'pessoa@example.com' },
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
    const result = await runtime.api('/mp-pay', {
      token: person,
      body: { terms_version: TERMS_VERSION, reference, ...body },
    });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe(message);
    expect(await storedDocument(runtime, reference)).toMatchObject({ payment_id: null, payment_attempt: 0 });
  });

  it('releases the document at once for an approved card, and a rejected card can be tried again', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, person);
    const card = (token: string) => ({
      terms_version: TERMS_VERSION,
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
        terms_version: TERMS_VERSION,
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
    const result = await requestPix(runtime, person, reference, { reissue: true });

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

    // Act 1: the form changes, once the person answered "Alterar um documento já pago?" (issue 37)
    const saved = await runtime.api('/declaracao-save', {
      token: person,
      body: {
        id: reference,
        form: { ...declaracaoResidenciaExemplo, titular_nome: 'Maria Depois do PDF' },
        confirm_repayment: true,
      },
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
      body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'pessoa@example.com' },
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
      body: { terms_version: TERMS_VERSION, reference: own, method: 'pix', email: 'admin@example.com' },
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
