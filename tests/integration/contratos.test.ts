// Rental contracts and rent receipts over HTTP against the local parts (dynalite, local S3, the Mercado Pago
// stand-in): save → 402 → pay → approve → PDF; the server's price with receipts; receipts made anonymously
// reachable only with their key; someone else's contract 404 on every route; an edit after payment needs a new
// payment; a blocked contract refuses PDF, payment and delete; the list pages with a cursor.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../shared/api/contratos';
import {
  contratoComercialExemplo,
  contratoLocacaoExemplo,
} from '../../shared/documents/contrato-locacao/fixtures';
import { reciboAluguelExemplo } from '../../shared/documents/recibo-aluguel/fixtures';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { TERMS_VERSION } from '../../shared/terms';
import { approve, issuePix } from '../support/declaracoes';
import { storedDocument, storedPayment } from '../support/mercado-pago';
import { type ApiCall, startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let person: string;
let other: string;
let admin: string;

beforeAll(async () => {
  runtime = await startTestRuntime({
    mercadoPago: true,
    env: { PRICE_CONTRATO: '29.90', PRICE_RECIBOS_ADICIONAL: '5.00', PRICE_RECIBOALUGUEL: '7.50' },
  });
  person = await runtime.login({ email: 'locador@example.com', name: 'Locador' });
  other = await runtime.login({ email: 'outra@example.com', name: 'Outra' });
  admin = await runtime.login({ email: 'admin@example.com', name: 'Admin', admin: true });
});

afterAll(async () => {
  await runtime?.stop();
});

async function saveContrato(token: string, form: Record<string, unknown> = contratoLocacaoExemplo) {
  const saved = await runtime.api('/contrato-save', {
    token,
    body: { data: form, statusPagamento: 'approved' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.reference).toMatch(/^contrato-\d{13}-[0-9a-f]{20}$/);
  return saved.body.reference as string;
}

async function pdfOf(path: string, call: ApiCall) {
  const pdf = await runtime.api(path, call);
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  const bytes = new Uint8Array(await (await fetch(pdf.body.url as string)).arrayBuffer());
  return { name: pdf.body.file_name as string, ...(await extractPdfText(bytes)) };
}

async function paidContrato(token: string, form: Record<string, unknown> = contratoLocacaoExemplo) {
  const reference = await saveContrato(token, form);
  const { id } = await issuePix(runtime, token, reference);
  await approve(runtime, id);
  return reference;
}

// These render and read multi-page PDFs (the contract with 12 receipts is 7 pages): on a loaded shared machine
// one test takes longer than the default 20 s.
const PDF_TESTS = { timeout: 60_000 };

describe('rental contract: save, pay, PDF', PDF_TESTS, () => {
  it('needs payment, charges the contract plus the receipts, and releases a PDF with 12 receipts on 4 pages', async () => {
    // Prepare
    const reference = await saveContrato(person);

    // Act
    const unpaid = await runtime.api(`/contrato-pdf?reference=${reference}`, { token: person });
    // The page's addReceipts is the stored tick box's echo: the server reads the form, not the request.
    const { id, amountCents } = await issuePix(runtime, person, reference, { addReceipts: false });
    await approve(runtime, id);
    const pdf = await pdfOf(`/contrato-pdf?reference=${reference}`, { token: person });

    // Assess
    expect(unpaid.status).toBe(402);
    expect(amountCents).toBe(2990 + 500);
    expect(pdf.name).toMatch(/^contrato_locacao_\d+\.pdf$/);
    const text = pdf.pages.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Maria Aparecida dos Santos Oliveira',
      'João Pedro Ferreira',
      'Ana Cristina Souza',
      '529.982.247-25',
      '111.444.777-35',
      'R$ 2.500,00 (dois mil e quinhentos reais)',
    ])
      expect(text).toContain(expected);
    const receiptPages = pdf.pages.filter((page) => page.includes('RECIBO DE ALUGUEL'));
    expect(receiptPages).toHaveLength(4);
    const numbers = receiptPages.flatMap((page) =>
      [...page.matchAll(/Nº (\d+)\/12/g)].map((m) => Number(m[1])),
    );
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const stored = await runtime.api(`/contrato-get?id=${reference}`, { token: person });
    expect(stored.body.data).toMatchObject({
      payment_status: 'approved',
      pdf_generated: true,
      needs_repayment: false,
    });
  });

  it('charges the contract alone without receipts and refuses an incomplete contract with the spec message', async () => {
    const reference = await saveContrato(person, contratoComercialExemplo);
    const { amountCents } = await issuePix(runtime, person, reference, { addReceipts: true });
    expect(amountCents).toBe(2990);

    const incomplete = await saveContrato(person, {
      ...contratoComercialExemplo,
      locador_nome: '',
      locatario_cpf: '1',
    });
    const pay = await runtime.api('/mp-pay', {
      token: person,
      body: { terms_version: TERMS_VERSION, reference: incomplete, method: 'pix', email: 'a@example.com' },
    });
    expect(pay.status).toBe(400);
    expect(pay.body.error.message).toBe('Erros: Nome do locador: Obrigatório; CPF do locatário inválido');
  });

  it('refuses payment and PDF when the rent in words spells another amount (issue 38 item 6)', async () => {
    // Prepare: the words typed for R$ 4.500,00 under a rent of R$ 4.750,00 (an admin's PDF needs no payment)
    const form = {
      ...contratoLocacaoExemplo,
      aluguel_valor: '4.750,00',
      aluguel_valor_extenso: 'quatro mil e quinhentos reais',
    };
    const reference = await saveContrato(person, form);
    const adminReference = await saveContrato(admin, form);
    const receipts = await runtime.api('/recibo-aluguel-save', {
      body: {
        form: { ...reciboAluguelExemplo, aluguel_valor: '475000', aluguel_valor_extenso: 'quatro mil reais' },
      },
    });
    const key = { [ACCESS_KEY_HEADER]: receipts.body.access_key as string };

    // Act
    const pay = await runtime.api('/mp-pay', {
      token: person,
      body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'a@example.com' },
    });
    const pdf = await runtime.api(`/contrato-pdf?reference=${adminReference}`, { token: admin });
    const payReceipts = await runtime.api('/mp-pay', {
      headers: key,
      body: {
        terms_version: TERMS_VERSION,
        reference: receipts.body.reference,
        method: 'pix',
        email: 'a@example.com',
      },
    });

    // Assess
    const message = 'O valor por extenso não corresponde a R$ 4.750,00';
    expect(pay.status).toBe(400);
    expect(pay.body.error.message).toBe(`Erros: ${message}`);
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.message).toBe(`Erros: ${message}`);
    expect(payReceipts.status).toBe(400);
    expect(payReceipts.body.error.message).toBe(message);
  });

  it('ignores the payment and release fields the client sends', async () => {
    const reference = await saveContrato(person);
    const update = await runtime.api('/contrato-update', {
      token: person,
      body: {
        id: reference,
        form: contratoLocacaoExemplo,
        payment_status: 'approved',
        pdf_generated: true,
        needs_repayment: false,
      },
    });
    expect(update.status).toBe(200);
    expect(await storedDocument(runtime, reference)).toMatchObject({
      paid: false,
      pdf_generated: false,
      blocked: false,
    });
    expect((await runtime.api(`/contrato-pdf?reference=${reference}`, { token: person })).status).toBe(402);
  });

  it('needs a new payment after an edit of a paid contract', async () => {
    // Prepare
    const reference = await paidContrato(person);

    // Act
    const edit = await runtime.api('/contrato-update', {
      token: person,
      body: {
        id: reference,
        form: {
          ...contratoLocacaoExemplo,
          aluguel_valor: '2.600,00',
          aluguel_valor_extenso: 'dois mil e seiscentos reais',
        },
        // The person answered "Alterar um documento já pago?" (issue 37).
        confirm_repayment: true,
      },
    });
    const before = await runtime.api(`/contrato-pdf?reference=${reference}`, { token: person });
    const { id } = await issuePix(runtime, person, reference);
    await approve(runtime, id);
    const after = await pdfOf(`/contrato-pdf?reference=${reference}`, { token: person });

    // Assess
    expect(edit.body.needs_repayment).toBe(true);
    expect(before.status).toBe(402);
    expect(after.pages.join(' ').replace(/\s+/g, ' ')).toContain('R$ 2.600,00 (dois mil e seiscentos reais)');
  });
});

describe('rental contract: what is released is what was paid for (issue 40 item 1)', PDF_TESTS, () => {
  it('refunds a PIX made before the receipts were ticked, releases nothing, and says so', async () => {
    // Prepare: a contract without receipts, its PIX at the contract price, then the receipts ticked
    const reference = await saveContrato(person, contratoComercialExemplo);
    const { id, amountCents } = await issuePix(runtime, person, reference);
    const ticked = await runtime.api('/contrato-update', {
      token: person,
      body: { id: reference, form: { ...contratoComercialExemplo, gerar_recibos: 'sim' } },
    });
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);

    // Act: the old PIX is paid
    await approve(runtime, id);
    const pdf = await runtime.api(`/contrato-pdf?reference=${reference}`, { token: person });
    const status = await runtime.api(`/mp-status?id=${id}&reference=${reference}`, { token: person });
    const { id: second, amountCents: secondCents } = await issuePix(runtime, person, reference);
    await approve(runtime, second);
    const after = await runtime.api(`/contrato-pdf?reference=${reference}`, { token: person });

    // Assess
    expect(amountCents).toBe(2990);
    expect(pdf.status).toBe(402);
    expect(await storedPayment(runtime, id)).toMatchObject({
      released: false,
      refund_reason: 'price-changed',
      refund_due_at: expect.any(Number),
    });
    expect(status.body).toMatchObject({ paid: false, superseded: true, price_changed: true });
    expect(secondCents).toBe(2990 + 500);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });

  it('releases a PIX made with receipts when they are unticked before it is paid', async () => {
    // Prepare
    const reference = await saveContrato(person);
    const { id, amountCents } = await issuePix(runtime, person, reference);
    await runtime.api('/contrato-update', {
      token: person,
      body: { id: reference, form: { ...contratoLocacaoExemplo, gerar_recibos: 'nao' } },
    });

    // Act
    await approve(runtime, id);
    const pdf = await runtime.api(`/contrato-pdf?reference=${reference}`, { token: person });

    // Assess
    expect(amountCents).toBe(2990 + 500);
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    expect(await storedPayment(runtime, id)).toMatchObject({
      released: true,
      price_options: { addReceipts: true },
    });
  });
});

describe('rental contract: access', () => {
  it("answers 404 for another person's contract on every route", async () => {
    const reference = await saveContrato(person);
    const calls: Array<[string, ApiCall]> = [
      [`/contrato-get?id=${reference}`, { token: other }],
      ['/contrato-update', { token: other, body: { id: reference, form: contratoLocacaoExemplo } }],
      ['/contrato-save', { token: other, body: { reference, data: contratoLocacaoExemplo } }],
      ['/contrato-delete', { token: other, body: { id: reference } }],
      [`/contrato-pdf?reference=${reference}`, { token: other }],
      [`/recibo-aluguel-get?id=${reference}`, { token: other }],
      [`/recibo-aluguel-pdf?reference=${reference}`, { token: other }],
      [
        '/mp-pay',
        {
          token: other,
          body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'o@example.com' },
        },
      ],
    ];
    for (const [path, call] of calls) expect((await runtime.api(path, call)).status, path).toBe(404);
    const list = await runtime.api('/contrato-list?mine=1', { token: other });
    expect(list.body.list.map((item: { id: string }) => item.id)).not.toContain(reference);
    expect(await storedDocument(runtime, reference)).toMatchObject({
      form: { locador_nome: contratoLocacaoExemplo.locador_nome },
    });
  });

  it('refuses PDF, payment, edits and delete while blocked by an admin, and only admins block', async () => {
    // Prepare
    const reference = await paidContrato(person);

    // Act
    const byOwner = await runtime.api('/contrato-block', {
      token: person,
      body: { id: reference, blocked: true },
    });
    const block = await runtime.api('/contrato-block', {
      token: admin,
      body: { id: reference, blocked: true },
    });
    const pdf = await runtime.api(`/contrato-pdf?reference=${reference}`, { token: person });
    const pay = await runtime.api('/mp-pay', {
      token: person,
      body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'a@example.com', reissue: true },
    });
    const del = await runtime.api('/contrato-delete', { token: person, body: { id: reference } });
    const edit = await runtime.api('/contrato-update', {
      token: person,
      body: { id: reference, form: contratoComercialExemplo },
    });
    const got = await runtime.api(`/contrato-get?id=${reference}`, { token: person });

    // Assess
    expect(byOwner.status).toBe(403);
    expect(block.status).toBe(200);
    expect([pdf.status, pay.status, del.status, edit.status]).toEqual([403, 403, 403, 403]);
    expect(edit.body.error.message).toBe('Contrato bloqueado (contate suporte).');
    expect(got.body.data.blocked).toBe(true);
    expect(await storedDocument(runtime, reference)).toBeDefined();
  });

  it('lists the caller’s contracts and signed-in receipts newest first, a page at a time', async () => {
    const lister = await runtime.login({ email: 'lista@example.com', name: 'Lista' });
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push(await saveContrato(lister));
    const receipts = await runtime.api('/recibo-aluguel-save', {
      token: lister,
      body: { form: reciboAluguelExemplo },
    });
    made.push(receipts.body.reference);

    const first = await runtime.api('/contrato-list?mine=1&page_size=3', { token: lister });
    const second = await runtime.api(
      `/contrato-list?mine=1&page_size=3&start_after_cursor=${encodeURIComponent(first.body.next_cursor)}`,
      { token: lister },
    );

    expect(first.status).toBe(200);
    const ids = [...first.body.list, ...second.body.list].map((item: { id: string }) => item.id);
    expect(ids).toEqual([...made].reverse());
    expect(second.body.next_cursor).toBeNull();
    expect(first.body.list[0]).toMatchObject({
      kind: 'recibo_aluguel',
      payment_status: 'pending',
      pdf_generated: false,
      blocked: false,
      needs_repayment: false,
    });
    expect(receipts.body.access_key).toBeUndefined();
  });
});

describe('rent receipts without a contract', PDF_TESTS, () => {
  it('are made anonymously, reachable only with their key (sent in a header), and paid at the receipts price', async () => {
    // Prepare
    const saved = await runtime.api('/recibo-aluguel-save', { body: { form: reciboAluguelExemplo } });
    const reference = saved.body.reference as string;
    const key = saved.body.access_key as string;
    const withKey = { headers: { [ACCESS_KEY_HEADER]: key } };
    const wrongKey = { headers: { [ACCESS_KEY_HEADER]: `${key.slice(0, -1)}x` } };

    // Act
    const noKey = await runtime.api(`/recibo-aluguel-get?id=${reference}`);
    const bad = await runtime.api(`/recibo-aluguel-get?id=${reference}`, wrongKey);
    const signedIn = await runtime.api(`/recibo-aluguel-get?id=${reference}`, { token: other });
    const good = await runtime.api(`/recibo-aluguel-get?id=${reference}`, withKey);
    const unpaid = await runtime.api(`/recibo-aluguel-pdf?reference=${reference}`, withKey);
    const payNoKey = await runtime.api('/mp-pay', {
      body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'a@example.com' },
    });
    const pay = await runtime.api('/mp-pay', {
      ...withKey,
      body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'a@example.com' },
    });
    await approve(runtime, pay.body.payment.id);
    const pdfNoKey = await runtime.api(`/recibo-aluguel-pdf?reference=${reference}`);
    const pdf = await pdfOf(`/recibo-aluguel-pdf?reference=${reference}`, withKey);

    // Assess
    expect(saved.status).toBe(200);
    expect(reference).toMatch(/^reciboaluguel-\d{13}-[0-9a-f]{20}$/);
    expect(key.length).toBeGreaterThanOrEqual(40);
    expect([noKey.status, bad.status, signedIn.status, payNoKey.status, pdfNoKey.status]).toEqual([
      404, 404, 404, 404, 404,
    ]);
    expect(good.body.data).toMatchObject({ kind: 'recibo_aluguel', reference });
    expect(unpaid.status).toBe(402);
    expect(pay.body.amount_cents).toBe(750);
    expect(pdf.name).toMatch(/^recibos_aluguel_12m_\d+\.pdf$/);
    expect(pdf.pages).toHaveLength(4);
    expect(pdf.pages[3]).toContain('Nº 12/12');
    expect(JSON.stringify(await storedDocument(runtime, reference))).not.toContain(key);
  });

  it('are edited anonymously only with their key, and an edit after payment needs a new one', async () => {
    // Prepare
    const saved = await runtime.api('/recibo-aluguel-save', { body: { form: reciboAluguelExemplo } });
    const reference = saved.body.reference as string;
    const withKey = { headers: { [ACCESS_KEY_HEADER]: saved.body.access_key as string } };
    const pay = await runtime.api('/mp-pay', {
      ...withKey,
      body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'a@example.com' },
    });
    await approve(runtime, pay.body.payment.id);
    const edited = { ...reciboAluguelExemplo, prazo_meses: '6' };

    // Act
    const status = await runtime.api(`/mp-status?reference=${reference}`, withKey);
    const noKey = await runtime.api('/recibo-aluguel-save', { body: { reference, form: edited } });
    const edit = await runtime.api('/recibo-aluguel-save', {
      ...withKey,
      body: { reference, form: edited, confirm_repayment: true },
    });
    const pdf = await runtime.api(`/recibo-aluguel-pdf?reference=${reference}`, withKey);

    // Assess
    expect(status.body).toMatchObject({ found: true, paid: true });
    expect(noKey.status).toBe(404);
    expect(edit.body).toMatchObject({ reference, needs_repayment: true });
    expect(edit.body.access_key).toBeUndefined();
    expect(pdf.status).toBe(402);
    expect((await storedDocument(runtime, reference))?.form).toMatchObject({ prazo_meses: '6' });
  });

  it('refuse an anonymous rental contract and a contract edited through the receipts route', async () => {
    const contract = await saveContrato(person);
    const viaReceipts = await runtime.api('/recibo-aluguel-save', {
      token: person,
      body: { reference: contract, form: reciboAluguelExemplo },
    });
    const anonymous = await runtime.api('/contrato-save', { body: { data: contratoLocacaoExemplo } });
    expect(viaReceipts.status).toBe(404);
    expect(anonymous.status).toBe(401);
  });
});
