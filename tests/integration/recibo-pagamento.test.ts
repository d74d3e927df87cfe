// The payment receipt over HTTP against the local parts (issue 42 item 5): saved through declaracao-save with its
// product, paid through the Mercado Pago stand-in and released as a PDF, signed out (bound to an access key sent
// in a header, 404 without it) and signed in (owned, listed in Minhas Declarações with both parties' names).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../shared/api/contratos';
import {
  reciboPagamentoEmpresaExemplo,
  reciboPagamentoExemplo,
} from '../../shared/documents/recibo-pagamento/fixtures';
import { RECIBO_PAGAMENTO_MESSAGES } from '../../shared/documents/recibo-pagamento/schema';
import { moneyInWords } from '../../shared/format/money';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { TERMS_VERSION } from '../../shared/terms';
import { approve, issuePix } from '../support/declaracoes';
import { storedDocument } from '../support/mercado-pago';
import { type ApiCall, startTestRuntime, type TestRuntime } from '../support/runtime';

const PRODUCT = 'recibo_pagamento';
const WORDS = moneyInWords(125050);

let runtime: TestRuntime;
let person: string;
let stranger: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true, env: { PRICE_RECIBO: '4.90' } });
  person = await runtime.login({ email: 'pagadora@example.com', name: 'Pagadora' });
  stranger = await runtime.login({ email: 'estranho@example.com', name: 'Estranho' });
});

afterAll(async () => {
  await runtime?.stop();
});

async function pdfText(path: string, call: ApiCall) {
  const pdf = await runtime.api(path, call);
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  const bytes = new Uint8Array(await (await fetch(pdf.body.url as string)).arrayBuffer());
  const { text } = await extractPdfText(bytes);
  return { name: pdf.body.file_name as string, text: text.replace(/\s+/g, ' ') };
}

const payBody = (reference: string) => ({
  terms_version: TERMS_VERSION,
  reference,
  method: 'pix',
  email: 'visitante@example.com',
});

describe('payment receipt, signed out', { timeout: 60_000 }, () => {
  it('is saved, paid with its access key and released as a PDF to the key holder only', async () => {
    // Prepare
    const saved = await runtime.api('/declaracao-save', {
      body: { product: PRODUCT, form: reciboPagamentoExemplo, is_draft: true },
    });
    const reference = saved.body.id as string;
    const key = saved.body.access_key as string;
    const withKey = { headers: { [ACCESS_KEY_HEADER]: key } };
    const pdfPath = `/procuracao-veiculo-pdf?reference=${reference}`;

    // Act
    const unpaid = await runtime.api(pdfPath, withKey);
    const refused = await Promise.all([
      runtime.api(`/declaracao-get?id=${reference}`),
      runtime.api(`/declaracao-get?id=${reference}`, { token: stranger }),
      runtime.api(pdfPath),
      runtime.api('/mp-pay', { body: payBody(reference) }),
    ]);
    const pay = await runtime.api('/mp-pay', { ...withKey, body: payBody(reference) });
    await approve(runtime, pay.body.payment.id as string);
    const pdf = await pdfText(pdfPath, withKey);
    const stored = await storedDocument(runtime, reference);

    // Assess
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(reference).toMatch(/^recpag-\d{13}-[0-9a-f]{20}$/);
    expect(unpaid.status).toBe(402);
    expect(refused.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(pay.body.amount_cents).toBe(490);
    expect(pdf.name).toMatch(/^recibo_pagamento_\d+\.pdf$/);
    for (const expected of [
      'RECIBO DE PAGAMENTO',
      'Luís Henrique Brandão',
      'Joana Ávila Conceição',
      'R$ 1.250,50',
      WORDS,
      'E18236120202603101530s0123456789',
      '1ª via – pagador',
      '2ª via – recebedor',
      'recorte aqui',
    ])
      expect(pdf.text).toContain(expected);
    expect(JSON.stringify(stored)).not.toContain(key);
  });
});

describe('payment receipt, signed in', { timeout: 60_000 }, () => {
  it('is owned, paid, released and listed in Minhas Declarações with both names', async () => {
    // Prepare
    const saved = await runtime.api('/declaracao-save', {
      token: person,
      body: { product: PRODUCT, form: reciboPagamentoEmpresaExemplo },
    });
    const reference = saved.body.id as string;

    // Act
    const { id } = await issuePix(runtime, person, reference);
    await approve(runtime, id);
    const pdf = await pdfText(`/declaracao-pdf?reference=${reference}`, { token: person });
    const keyed = await pdfText(`/procuracao-veiculo-pdf?reference=${reference}`, { token: person });
    const mine = await runtime.api('/declaracao-mine', { token: person });
    const strangers = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: stranger });

    // Assess
    expect(saved.body.access_key).toBeUndefined();
    expect(pdf.text).toContain('Pinturas Ipê Amarelo Ltda.');
    expect(pdf.text).toContain('12.ABC.345/01DE-35');
    expect(pdf.text).toContain('Marta Luíza Queiroz');
    expect(pdf.text).toContain(WORDS);
    expect(pdf.text).not.toContain('recorte aqui');
    expect(keyed.text).toContain(WORDS);
    expect(mine.body.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: reference,
          product: PRODUCT,
          titular: 'Pinturas Ipê Amarelo Ltda.',
          dependente: 'Joana Ávila Conceição',
        }),
      ]),
    );
    expect(strangers.status).toBe(404);
  });

  it('refuses to sell a receipt the PDF would refuse, with the field message', async () => {
    // Prepare
    const saved = await runtime.api('/declaracao-save', {
      token: person,
      body: { product: PRODUCT, form: { ...reciboPagamentoExemplo, referente: '' } },
    });

    // Act
    const refused = await runtime.api('/mp-pay', { token: person, body: payBody(saved.body.id as string) });

    // Assess
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ message: RECIBO_PAGAMENTO_MESSAGES.referente });
  });
});
