// The work declaration over HTTP (issue 16): saved with `product: declaracao_trabalho` under a `decl-trab-`
// reference, refused as a PDF (402) until Mercado Pago approves its payment at the declaration's price, then
// released as its PDF; no other payment status releases it; nobody else can see it; the product stays what it
// was created as; and "mine" lists it beside a residence declaration with its product.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSub } from '../../local/issuer';
import { declaracaoTrabalhoExemplo } from '../../shared/documents/declaracao-trabalho/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import {
  approve,
  declaracaoPdfText,
  issuePix,
  saveDeclaracao,
  saveDeclaracaoTrabalho,
} from '../support/declaracoes';
import { storedDocument, storedPayment } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;

beforeAll(async () => {
  // No work declaration price: it falls back to the declaration's (spec part 2 §7, part 1 §9).
  runtime = await startTestRuntime({ mercadoPago: true, env: { PRICE_DECLARACAO: '12.50' } });
});

afterAll(async () => {
  await runtime?.stop();
});

/** As a person types it: CPFs and CNPJ without masks, which the PDF must show formatted. */
const typed = {
  ...declaracaoTrabalhoExemplo,
  cpf_empregador: '39053344705',
  empresa_cnpj: '11222333000181',
  trab_cpf: '71460238001',
};

describe('a work declaration paid by PIX', () => {
  it('is saved as declaracao_trabalho, refused before payment and released as its PDF once approved', async () => {
    // Prepare
    const email = 'rh@example.com';
    const token = await runtime.login({ email, name: 'Carlos' });

    // Act 1: save, read back, ask for the PDF before paying
    const reference = await saveDeclaracaoTrabalho(runtime, token, typed);
    const got = await runtime.api(`/declaracao-get?id=${reference}`, { token });
    const refused = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token });

    // Assess 1
    expect(reference).toMatch(/^decl-trab-\d{13}-[0-9a-f]{20}$/);
    expect(got.body.data).toMatchObject({
      id: reference,
      product: 'declaracao_trabalho',
      form: typed,
      paid: false,
    });
    expect(await storedDocument(runtime, reference)).toMatchObject({
      kind: 'declaracao_trabalho',
      owner_kind: `${localSub(email)}#declaracao_trabalho`,
    });
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe('Efetue o pagamento para liberar o PDF');

    // Act 2: pay, approve at the stand-in, ask again
    const { id: paymentId, amountCents } = await issuePix(runtime, token, reference);
    await approve(runtime, paymentId);
    const pdf = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token });
    const text = await declaracaoPdfText(runtime, reference, token);

    // Assess 2
    expect(amountCents).toBe(1250);
    expect(await storedPayment(runtime, paymentId)).toMatchObject({
      reference,
      amount_cents: 1250,
      status: 'approved',
      released: true,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.body.file_name).toMatch(/^declaracao_trabalho_\d{13}\.pdf$/);
    for (const expected of [
      'DECLARAÇÃO DE TRABALHO',
      'Carlos Eduardo Ferreira',
      '390.533.447-05',
      'Padaria Pão Dourado Ltda.',
      '11.222.333/0001-81',
      'Ana Beatriz Souza Lima',
      '714.602.380-01',
      'Auxiliar de Padaria',
      'desde março de 2024',
      'das 08:00 às 17:30, de segunda-feira a sexta-feira',
      'ASSINATURA E CARIMBO DA EMPRESA',
    ])
      expect(text).toContain(expected);
    expect(await storedDocument(runtime, reference)).toMatchObject({
      paid: true,
      is_draft: false,
      pdf_generated: true,
    });
  });

  it.each(['authorized', 'in_process', 'rejected'] as const)(
    'releases nothing for a payment that is %s',
    async (status) => {
      // Prepare
      const token = await runtime.login({ email: `status-${status}@example.com` });
      const reference = await saveDeclaracaoTrabalho(runtime, token);
      const { id } = await issuePix(runtime, token, reference);

      // Act
      const [delivery] = await runtime.standIn!.simulate(id, status).delivered;
      const pdf = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token });
      const status_ = await runtime.api(`/mp-status?id=${id}`, { token });

      // Assess
      expect(delivery?.responseStatus).toBe(200);
      expect(status_.body).toMatchObject({ status, paid: false });
      expect(await storedPayment(runtime, id)).toMatchObject({ status, released: false });
      expect(await storedDocument(runtime, reference)).toMatchObject({ paid: false });
      expect(pdf.status).toBe(402);
    },
  );

  it('refuses to sell a work declaration the PDF would not accept, with the page’s message', async () => {
    // Prepare
    const token = await runtime.login({ email: 'incompleta@example.com' });
    const reference = await saveDeclaracaoTrabalho(runtime, token, { ...typed, empresa_cnpj: '' });

    // Act
    const pay = await runtime.api('/mp-pay', {
      token,
      body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'incompleta@example.com' },
    });

    // Assess
    expect(pay.status).toBe(400);
    expect(pay.body.error.message).toBe('Preencha os dados da empresa (nome, CNPJ e endereço)');
  });
});

describe("someone else's work declaration", () => {
  it('does not exist for another person: get, save, PDF, payment and delete answer 404', async () => {
    // Prepare
    const owner = await runtime.login({ email: 'dono-trab@example.com' });
    const other = await runtime.login({ email: 'curioso@example.com' });
    const reference = await saveDeclaracaoTrabalho(runtime, owner);

    // Act
    const results = [
      await runtime.api(`/declaracao-get?id=${reference}`, { token: other }),
      await runtime.api('/declaracao-save', {
        token: other,
        body: { id: reference, product: 'declaracao_trabalho', form: { trab_nome: 'Outro' } },
      }),
      await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: other }),
      await runtime.api('/mp-pay', {
        token: other,
        body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'curioso@example.com' },
      }),
      await runtime.api('/declaracao-delete', { token: other, body: { id: reference } }),
    ];

    // Assess
    expect(results.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(await storedDocument(runtime, reference)).toMatchObject({
      form: expect.objectContaining({ trab_nome: declaracaoTrabalhoExemplo.trab_nome }),
      version: 1,
    });
  });
});

describe('the product of a saved declaration', () => {
  it('cannot be changed by a later save, either way', async () => {
    // Prepare
    const token = await runtime.login({ email: 'troca@example.com' });
    const trabalho = await saveDeclaracaoTrabalho(runtime, token);
    const residencia = await saveDeclaracao(runtime, token);

    // Act: a save without product means a residence declaration
    const asResidence = await runtime.api('/declaracao-save', {
      token,
      body: { id: trabalho, form: { titular_nome: 'Troca' } },
    });
    const asWork = await runtime.api('/declaracao-save', {
      token,
      body: { id: residencia, product: 'declaracao_trabalho', form: { trab_nome: 'Troca' } },
    });

    // Assess
    for (const refused of [asResidence, asWork]) {
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({ code: 'kind_mismatch', message: 'Tipo de declaração inválido' });
    }
    expect(await storedDocument(runtime, trabalho)).toMatchObject({
      kind: 'declaracao_trabalho',
      version: 1,
    });
    expect(await storedDocument(runtime, residencia)).toMatchObject({
      kind: 'declaracao_residencia',
      version: 1,
    });
  });

  it('is kept by a later save that names it, and the form is updated', async () => {
    // Prepare
    const token = await runtime.login({ email: 'edita-trab@example.com' });
    const reference = await saveDeclaracaoTrabalho(runtime, token, { trab_nome: 'Rascunho' });

    // Act
    await saveDeclaracaoTrabalho(runtime, token, { ...typed, cargo: 'Padeira' }, reference);
    const got = await runtime.api(`/declaracao-get?id=${reference}`, { token });

    // Assess
    expect(got.body.data).toMatchObject({ product: 'declaracao_trabalho', form: { cargo: 'Padeira' } });
  });
});

describe('GET declaracao-mine with both kinds', () => {
  it('lists the work and the residence declaration with their products, who declares and about whom', async () => {
    // Prepare
    const token = await runtime.login({ email: 'ambas@example.com' });
    const residencia = await saveDeclaracao(runtime, token);
    const trabalho = await saveDeclaracaoTrabalho(runtime, token);

    // Act
    const mine = await runtime.api('/declaracao-mine', { token });

    // Assess
    expect(mine.status).toBe(200);
    expect(mine.body.list).toEqual([
      expect.objectContaining({
        id: trabalho,
        product: 'declaracao_trabalho',
        titular: 'Carlos Eduardo Ferreira',
        dependente: 'Ana Beatriz Souza Lima',
      }),
      expect.objectContaining({
        id: residencia,
        product: 'declaracao_residencia',
        titular: 'Maria Aparecida dos Santos Oliveira',
        dependente: 'João Pedro Oliveira',
      }),
    ]);
  });
});
