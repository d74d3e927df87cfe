// Promissory notes over HTTP against the local parts (dynalite, local S3, the Mercado Pago stand-in): a batch
// saved → 402 → pay → approve → PDF (every note's number, value and due date in the extracted text, 120 notes
// on 40 sheets), one note alone and every note in one ZIP; the list and one note by id; someone else's batch
// 404 on every route, its deletion included; an edit after payment needs a new payment.

import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promissoriaExemplo } from '../../shared/documents/promissoria/fixtures';
import { readableReference } from '../../shared/format/reference';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { TERMS_VERSION } from '../../shared/terms';
import { approve, issuePix } from '../support/declaracoes';
import { type ApiCall, startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let person: string;
let other: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true, env: { PRICE_PROMISSORIA: '6.90' } });
  person = await runtime.login({ email: 'credor@example.com', name: 'Credor' });
  other = await runtime.login({ email: 'outra@example.com', name: 'Outra' });
});

afterAll(async () => {
  await runtime?.stop();
});

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function saveLote(
  token: string,
  form: Record<string, unknown> = promissoriaExemplo,
  lote?: string,
  extra: Record<string, unknown> = {},
) {
  const saved = await runtime.api('/promissoria-save', {
    token,
    body: { form, ...(lote ? { lote_id: lote } : {}), ...extra },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.lote_id).toMatch(/^promissoria-\d{13}-[0-9a-f]{20}$/);
  expect(saved.body.id).toBe(saved.body.lote_id);
  return saved.body.lote_id as string;
}

async function download(path: string, call: ApiCall) {
  const res = await runtime.api(path, call);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const file = await fetch(res.body.url as string);
  return {
    name: res.body.file_name as string,
    type: file.headers.get('content-type'),
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}

async function paidLote(token: string, form: Record<string, unknown> = promissoriaExemplo) {
  const lote = await saveLote(token, form);
  const { id, amountCents } = await issuePix(runtime, token, lote);
  expect(amountCents).toBe(690);
  await approve(runtime, id);
  return lote;
}

// These render and read PDFs of up to 40 pages: on a loaded shared machine one test takes longer than 20 s.
const PDF_TESTS = { timeout: 120_000 };

describe('promissory notes: save, pay, PDF', PDF_TESTS, () => {
  it('needs payment, then prints the 10 notes of R$ 1.000,01 from 31 January, three to a sheet', async () => {
    const lote = await saveLote(person);

    const unpaid = await runtime.api(`/promissoria-pdf?lote=${lote}`, { token: person });
    expect(unpaid.status).toBe(402);
    const { id } = await issuePix(runtime, person, lote);
    await approve(runtime, id);
    const pdf = await download(`/promissoria-pdf?lote=${lote}`, { token: person });

    expect(pdf.name).toBe(`promissorias_${lote}_3pp.pdf`);
    const extracted = await extractPdfText(pdf.bytes);
    // Four sheets of notes and the next steps.
    expect(extracted.pages).toHaveLength(5);
    const text = flat(extracted.text);
    expect(text.match(/NOTA PROMISSÓRIA/g)).toHaveLength(20);
    const due = [
      '31/01/2027',
      '28/02/2027',
      '31/03/2027',
      '30/04/2027',
      '31/05/2027',
      '30/06/2027',
      '31/07/2027',
      '31/08/2027',
      '30/09/2027',
      '31/10/2027',
    ];
    due.forEach((date, i) => {
      const numero = `${String(i + 1).padStart(2, '0')}/10`;
      expect(text).toContain(`Nº ${numero} Vencimento: ${date}`);
    });
    expect(text.match(/R\$ 1\.000,01 \(mil reais e um centavo\)/g)).toHaveLength(1);
    expect(text.match(/R\$ 1\.000,00 \(mil reais\)/g)).toHaveLength(9);
    for (const expected of [
      'No dia 28 de fevereiro de 2027, pagarei por esta única via de NOTA PROMISSÓRIA a Loja Bom Preço Comércio de Móveis Ltda.',
      'CNPJ 11.222.333/0001-81, ou à sua ordem',
      'Local de pagamento: Rio de Janeiro/RJ, CEP 20040-002',
      'Local e data de emissão: São Paulo/SP, 25 de novembro de 2026',
      'Emitente: Ana Beatriz Souza Lima',
    ])
      expect(text).toContain(expected);
  });

  it('prints 120 notes on 40 sheets and the next steps, each number present', async () => {
    const lote = await paidLote(person, {
      ...promissoriaExemplo,
      total_parcelas: '120',
      valor_total_centavos: 12_000_39,
    });
    const extracted = await extractPdfText(
      (await download(`/promissoria-pdf?lote=${lote}`, { token: person })).bytes,
    );
    expect(extracted.pages).toHaveLength(41);
    const numbers = extracted.pages.flatMap((page) =>
      [...flat(page).matchAll(/Nº (\d{3})\/120/g)].map((m) => Number(m[1])),
    );
    expect(numbers).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    const text = flat(extracted.text);
    // 12.000,39 in 120: the 39 leftover centavos go one each to the first 39 notes.
    expect(text.match(/R\$ 100,01 \(cem reais e um centavo\)/g)).toHaveLength(39);
    expect(text.match(/R\$ 100,00 \(cem reais\)/g)).toHaveLength(81);
    expect(text).toContain('Nº 120/120 Vencimento: 31/12/2036');
  });

  it('lists the notes, reads one by id, prints it alone and every note in one ZIP', async () => {
    const lote = await paidLote(person, {
      ...promissoriaExemplo,
      total_parcelas: '3',
      valor_total_centavos: 100_00,
    });

    const list = await runtime.api(`/promissoria-list?mine=1&lote=${lote}`, { token: person });
    expect(list.status).toBe(200);
    expect(list.body.list.map((n: { numero: string }) => n.numero)).toEqual(['01/03', '02/03', '03/03']);
    expect(list.body.list[0]).toMatchObject({
      id: `${lote}:1`,
      lote_id: lote,
      valor_nominal_centavos: 33_34,
      valor_nominal: '33.34',
      data_vencimento: '2027-01-31',
      data_vencimento_extenso: '31 de janeiro de 2027',
      beneficiario_cpf_cnpj: '11.222.333/0001-81',
      emitente_nome: 'Ana Beatriz Souza Lima',
      paid: true,
    });
    const all = await runtime.api('/promissoria-list?mine=1', { token: person });
    expect(all.body.list.some((n: { lote_id: string }) => n.lote_id === lote)).toBe(true);
    // The Lote filter takes the reference the list shows, or its last group (issue 41 item 5)
    const readable = readableReference(lote);
    for (const typed of [readable, readable.slice(-5).toLowerCase()]) {
      const byReadable = await runtime.api(`/promissoria-list?mine=1&lote=${encodeURIComponent(typed)}`, {
        token: person,
      });
      expect(
        byReadable.body.list.map((n: { id: string }) => n.id),
        typed,
      ).toEqual([`${lote}:1`, `${lote}:2`, `${lote}:3`]);
    }

    const one = await runtime.api(`/promissoria-get?id=${encodeURIComponent(`${lote}:2`)}`, {
      token: person,
    });
    expect(one.status).toBe(200);
    expect(one.body.item).toMatchObject({
      numero: '02/03',
      valor_extenso: 'trinta e três reais e trinta e três centavos',
    });

    const single = await download(`/promissoria-pdf?lote=${lote}&parcela=2`, { token: person });
    expect(single.name).toBe(`promissoria_${lote}_02-03.pdf`);
    const singleText = flat((await extractPdfText(single.bytes)).text);
    expect(singleText).toContain('Nº 02/03');
    expect(singleText).not.toContain('Nº 01/03');

    const zip = await download(`/promissoria-pdf?lote=${lote}&todas=1`, { token: person });
    expect(zip.name).toBe(`promissorias_${lote}.zip`);
    expect(zip.type).toBe('application/zip');
    expect(Object.keys(unzipSync(zip.bytes))).toHaveLength(3);

    const missing = await runtime.api(`/promissoria-pdf?lote=${lote}&parcela=4`, { token: person });
    expect(missing.status).toBe(404);
  });

  it('answers 404 for another person’s batch on every route, deletes none of it and lists none of it', async () => {
    const lote = await paidLote(person);
    for (const path of [
      `/promissoria-pdf?lote=${lote}`,
      `/promissoria-pdf?lote=${lote}&parcela=1`,
      `/promissoria-get?id=${encodeURIComponent(`${lote}:1`)}`,
      `/promissoria-lote?id=${lote}`,
    ]) {
      const res = await runtime.api(path, { token: other });
      expect(res.status, path).toBe(404);
    }
    const edit = await runtime.api('/promissoria-save', {
      token: other,
      body: { lote_id: lote, form: promissoriaExemplo },
    });
    expect(edit.status).toBe(404);
    const deleted = await runtime.api('/promissoria-delete', { token: other, body: { id: lote } });
    expect(deleted.status).toBe(404);
    const kept = await runtime.api(`/promissoria-lote?id=${lote}`, { token: person });
    expect(kept.status).toBe(200);
    const list = await runtime.api(`/promissoria-list?mine=1&lote=${lote}`, { token: other });
    expect(list.body.list).toEqual([]);
    const readable = encodeURIComponent(readableReference(lote));
    const byReadable = await runtime.api(`/promissoria-list?mine=1&lote=${readable}`, { token: other });
    expect(byReadable.body.list).toEqual([]);
  });

  it('needs a new payment after an edit of a paid batch, and refuses to pay an incomplete one', async () => {
    const lote = await paidLote(person);
    // The person answered "Alterar um documento já pago?" (issue 37).
    await saveLote(person, { ...promissoriaExemplo, beneficiario_nome: 'Outra Loja Ltda.' }, lote, {
      confirm_repayment: true,
    });
    const again = await runtime.api(`/promissoria-pdf?lote=${lote}`, { token: person });
    expect(again.status).toBe(402);
    const stored = await runtime.api(`/promissoria-lote?id=${lote}`, { token: person });
    expect(stored.body.data).toMatchObject({ paid: false, needs_repayment: true });

    const incomplete = await saveLote(person, { ...promissoriaExemplo, emitente_telefone: '1198' });
    const pay = await runtime.api('/mp-pay', {
      token: person,
      body: { terms_version: TERMS_VERSION, reference: incomplete, method: 'pix', email: 'a@example.com' },
    });
    expect(pay.status).toBe(400);
    expect(pay.body.error.message).toBe('Informe telefone com DDD');
  });

  it('refuses to charge for notes falling due before they are issued (issue 39)', async () => {
    // A hand-made request: the draft is saved as typed, the server's final check refuses it before a payment.
    const early = await saveLote(person, {
      ...promissoriaExemplo,
      data_emissao: '10/02/2027',
      data_primeiro_vencimento: '31/01/2027',
    });
    const pay = await runtime.api('/mp-pay', {
      token: person,
      body: { terms_version: TERMS_VERSION, reference: early, method: 'pix', email: 'a@example.com' },
    });
    expect(pay.status).toBe(400);
    expect(pay.body.error.message).toBe('O vencimento não pode ser anterior à data de emissão');
  });
});
