// The vehicle power of attorney over HTTP against the local parts (issue 19): made signed out through
// declaracao-save with its product, bound to an access key sent in a header; 402 before payment, paid without
// an authorization header, then its PDF; without the key (another visitor, a signed-in stranger) 404 on every
// route; the key never in logs or stored; signed in, it is listed in Minhas Declarações as a "Procuração".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../shared/api/contratos';
import {
  procuracaoVeiculoEmpresaExemplo,
  procuracaoVeiculoExemplo,
} from '../../shared/documents/procuracao-veiculo/fixtures';
import { PROCURACAO_VEICULO_MESSAGES } from '../../shared/documents/procuracao-veiculo/schema';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { TERMS_VERSION } from '../../shared/terms';
import { captureOutput } from '../support/capture-output';
import { approve, issuePix } from '../support/declaracoes';
import { storedDocument } from '../support/mercado-pago';
import { type ApiCall, startTestRuntime, type TestRuntime } from '../support/runtime';

const PRODUCT = 'procuracao_veiculo';

let runtime: TestRuntime;
let person: string;
let stranger: string;

beforeAll(async () => {
  runtime = await startTestRuntime({
    mercadoPago: true,
    env: { PRICE_PROCURACAO: '14.90', LOG_LEVEL: 'info' },
  });
  person = await runtime.login({ email: 'dono@example.com', name: 'Dono' });
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

describe('vehicle power of attorney, signed out', { timeout: 60_000 }, () => {
  it('is saved, paid without an authorization header and released as a PDF to the key holder only', async () => {
    const output = captureOutput();
    try {
      // Prepare
      const saved = await runtime.api('/declaracao-save', {
        body: { product: PRODUCT, form: procuracaoVeiculoExemplo, is_draft: true },
      });
      const reference = saved.body.id as string;
      const key = saved.body.access_key as string;
      const withKey = { headers: { [ACCESS_KEY_HEADER]: key } };
      const wrongKey = { headers: { [ACCESS_KEY_HEADER]: `${key.slice(0, -2)}xx` } };
      const pdfPath = `/procuracao-veiculo-pdf?reference=${reference}`;

      // Act
      const unpaid = await runtime.api(pdfPath, withKey);
      const refusedRoutes = await Promise.all([
        runtime.api(`/declaracao-get?id=${reference}`),
        runtime.api(`/declaracao-get?id=${reference}`, wrongKey),
        runtime.api(`/declaracao-get?id=${reference}`, { token: stranger }),
        runtime.api(pdfPath),
        runtime.api(pdfPath, { token: stranger }),
        runtime.api('/mp-pay', { body: payBody(reference) }),
        runtime.api('/mp-pay', { ...wrongKey, body: payBody(reference) }),
        runtime.api('/declaracao-save', {
          body: {
            id: reference,
            product: PRODUCT,
            form: { ...procuracaoVeiculoExemplo, cor_veiculo: 'Azul' },
          },
        }),
      ]);
      const pay = await runtime.api('/mp-pay', { ...withKey, body: payBody(reference) });
      await approve(runtime, pay.body.payment.id as string);
      const status = await runtime.api(`/mp-status?reference=${reference}`, withKey);
      const got = await runtime.api(`/declaracao-get?id=${reference}`, withKey);
      const pdf = await pdfText(pdfPath, withKey);
      const afterPdf = await runtime.api(`/declaracao-get?id=${reference}`, withKey);
      const stored = await storedDocument(runtime, reference);

      // Assess
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(reference).toMatch(/^proc-veh-\d{13}-[0-9a-f]{20}$/);
      expect(key.length).toBeGreaterThanOrEqual(40);
      expect(unpaid.status).toBe(402);
      expect(refusedRoutes.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
      expect(pay.status, JSON.stringify(pay.body)).toBe(200);
      expect(pay.body.amount_cents).toBe(1490);
      expect(status.body.status).toBe('approved');
      expect(got.body.data).toMatchObject({ product: PRODUCT, paid: true, is_draft: true });
      expect(afterPdf.body.data).toMatchObject({ is_draft: false, pdf_generated: true });
      expect(pdf.name).toMatch(/^procuracao_veiculo_\d+\.pdf$/);
      for (const expected of [
        'PROCURAÇÃO DE VEÍCULO',
        'Carlos Eduardo Ferreira',
        'Ana Beatriz Souza Lima',
        'BRA2E19',
        '00639884962',
        '9BWZZZ377VT004251',
        'sem poderes de substabelecimento',
      ])
        expect(pdf.text).toContain(expected);
      // Paid: no longer left to expire; the key is stored only as its hash.
      expect(stored?.expires_at).toBeUndefined();
      expect(JSON.stringify(stored)).not.toContain(key);
      expect(output.text()).not.toContain(key);
      expect(output.text()).toContain('/procuracao-veiculo-pdf');
    } finally {
      output.restore();
    }
  });

  it('expires after 30 days unless paid, and the local TTL sweep deletes it once expired', async () => {
    // Prepare
    const before = Math.floor(Date.now() / 1000);
    const saved = await runtime.api('/declaracao-save', {
      body: { product: PRODUCT, form: { nome_completo_dono: 'Rascunho' } },
    });
    const reference = saved.body.id as string;
    const stored = await storedDocument(runtime, reference);
    const { patchItem } = await import('../support/dynamo');
    await patchItem(runtime.dynamoEndpoint, 'documents', { id: reference }, { expires_at: before - 1 });

    // Act
    const deleted = await runtime.runJob('ttl-sweep');

    // Assess
    expect(stored?.expires_at).toBeGreaterThanOrEqual(before + 30 * 24 * 3600);
    expect(stored?.expires_at).toBeLessThanOrEqual(before + 30 * 24 * 3600 + 60);
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await storedDocument(runtime, reference)).toBeUndefined();
  });

  it('refuses a form the PDF would refuse, with the spec and vehicle messages', async () => {
    // Prepare
    const save = (form: Record<string, unknown>) =>
      runtime.api('/declaracao-save', { body: { product: PRODUCT, form } });
    const noOwner = await save({ ...procuracaoVeiculoExemplo, nome_completo_dono: '' });
    const badPlate = await save({ ...procuracaoVeiculoExemplo, placa_veiculo: 'AB12345' });

    // Act
    const payNoOwner = await runtime.api('/mp-pay', {
      headers: { [ACCESS_KEY_HEADER]: noOwner.body.access_key as string },
      body: payBody(noOwner.body.id as string),
    });
    const payBadPlate = await runtime.api('/mp-pay', {
      headers: { [ACCESS_KEY_HEADER]: badPlate.body.access_key as string },
      body: payBody(badPlate.body.id as string),
    });

    // Assess
    expect(payNoOwner.status).toBe(400);
    expect(payNoOwner.body.error).toMatchObject({ message: PROCURACAO_VEICULO_MESSAGES.dono });
    expect(payBadPlate.body.error).toMatchObject({ message: PROCURACAO_VEICULO_MESSAGES.placa });
  });

  it('keeps the other declarations signed-in only', async () => {
    const anonymous = await runtime.api('/declaracao-save', {
      body: { product: 'declaracao_trabalho', form: {} },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('vehicle power of attorney, signed in', { timeout: 60_000 }, () => {
  it('is owned, autosaved and listed in Minhas Declarações, with no key and no expiry', async () => {
    // Prepare
    const saved = await runtime.api('/declaracao-save', {
      token: person,
      body: { product: PRODUCT, form: procuracaoVeiculoExemplo },
    });
    const reference = saved.body.id as string;

    // Act
    const autosave = await runtime.api('/declaracao-save', {
      token: person,
      body: { id: reference, product: PRODUCT, base_version: 1, changes: { cor_veiculo: 'Azul' } },
    });
    const { id } = await issuePix(runtime, person, reference);
    await approve(runtime, id);
    const pdf = await pdfText(`/procuracao-veiculo-pdf?reference=${reference}`, { token: person });
    const mine = await runtime.api('/declaracao-mine', { token: person });
    const strangers = await runtime.api(`/procuracao-veiculo-pdf?reference=${reference}`, {
      token: stranger,
    });
    const stored = await storedDocument(runtime, reference);

    // Assess
    expect(saved.body.access_key).toBeUndefined();
    expect(autosave.body).toMatchObject({ ok: true, form_version: 2 });
    expect(pdf.text).toContain('cor Azul');
    expect(mine.body.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: reference, product: PRODUCT, titular: 'Carlos Eduardo Ferreira' }),
      ]),
    );
    expect(strangers.status).toBe(404);
    expect(stored?.expires_at).toBeUndefined();
  });

  it('names a company grantor’s representative and refuses to sell one without it', async () => {
    // Prepare
    const save = async (form: Record<string, unknown>) =>
      (await runtime.api('/declaracao-save', { token: person, body: { product: PRODUCT, form } })).body
        .id as string;
    const missing = await save({ ...procuracaoVeiculoEmpresaExemplo, representante_nome: '' });
    const complete = await save(procuracaoVeiculoEmpresaExemplo);

    // Act
    const refused = await runtime.api('/mp-pay', { token: person, body: payBody(missing) });
    const { id } = await issuePix(runtime, person, complete);
    await approve(runtime, id);
    const pdf = await pdfText(`/procuracao-veiculo-pdf?reference=${complete}`, { token: person });

    // Assess
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ message: PROCURACAO_VEICULO_MESSAGES.representante });
    expect(pdf.text).toContain(
      'neste ato representada por seu(sua) sócio-administrador, Carlos Eduardo Ferreira',
    );
    expect(pdf.text).toContain('(firma a reconhecer)');
  });

  it('prints the checked date, never a date in words sent as free text (hand-made request)', async () => {
    // Prepare: a backdating attempt in the field older records had
    const saved = await runtime.api('/declaracao-save', {
      token: person,
      body: {
        product: PRODUCT,
        form: { ...procuracaoVeiculoExemplo, data_extenso: 'primeiro de janeiro de dois mil e vinte' },
      },
    });
    const reference = saved.body.id as string;

    // Act
    const { id } = await issuePix(runtime, person, reference);
    await approve(runtime, id);
    const pdf = await pdfText(`/procuracao-veiculo-pdf?reference=${reference}`, { token: person });
    const stored = await storedDocument(runtime, reference);

    // Assess
    expect(pdf.text).toContain('São Paulo/SP, 5 de março de 2026.');
    expect(pdf.text).not.toContain('dois mil e vinte.');
    expect(pdf.text).toContain('ORIENTAÇÕES: esta folha não faz parte da procuração');
    expect(JSON.stringify(stored?.form)).not.toContain('data_extenso');
  });
});
