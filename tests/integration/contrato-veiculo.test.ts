// The vehicle sale contract over HTTP against the local parts (dynalite, local S3, the Mercado Pago stand-in):
// made anonymously, saved → 402 → paid without an authorization header → approved → PDF; reachable only with
// its access key (sent in a header, never logged); 404 for another visitor, a signed-in stranger and a forged
// key; made signed in, it is its owner's and listed in Meus Contratos with its kind.

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../shared/api/contratos';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { contratoVeiculoExemplo } from '../../shared/documents/contrato-veiculo/fixtures';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { TERMS_VERSION } from '../../shared/terms';
import { type CapturedOutput, captureOutput } from '../support/capture-output';
import { approve } from '../support/declaracoes';
import { storedDocument } from '../support/mercado-pago';
import { type ApiCall, startTestRuntime, type TestRuntime } from '../support/runtime';

const KIND = 'contrato_compra_veiculo';

let runtime: TestRuntime;
let owner: string;
let stranger: string;
let output: CapturedOutput | undefined;

beforeAll(async () => {
  runtime = await startTestRuntime({
    mercadoPago: true,
    env: { PRICE_CONTRATO: '19.90', PRICE_CONTRATO_VEICULO: '24.90', LOG_LEVEL: 'debug' },
  });
  owner = await runtime.login({ email: 'vendedor@example.com', name: 'Vendedor' });
  stranger = await runtime.login({ email: 'estranho@example.com', name: 'Estranho' });
});

afterAll(async () => {
  output?.restore();
  await runtime?.stop();
});

const withKey = (key: string): ApiCall => ({ headers: { [ACCESS_KEY_HEADER]: key } });

async function pdfText(call: ApiCall, reference: string): Promise<{ name: string; text: string }> {
  const pdf = await runtime.api(`/contrato-veiculo-pdf?reference=${reference}`, call);
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  const bytes = new Uint8Array(await (await fetch(pdf.body.url as string)).arrayBuffer());
  const { pages } = await extractPdfText(bytes);
  return { name: pdf.body.file_name as string, text: pages.join(' ').replace(/\s+/g, ' ') };
}

function pixBody(reference: string) {
  return { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'comprador@example.com' };
}

// Renders and reads a PDF: on a loaded shared machine one test takes longer than the default 20 s.
describe('vehicle sale contract made anonymously', { timeout: 60_000 }, () => {
  it('is saved, refused before payment, paid without a sign-in and released as a PDF a DETRAN clerk can read', async () => {
    // Prepare
    output = captureOutput();
    const saved = await runtime.api('/contrato-save', {
      body: { kind: KIND, data: contratoVeiculoExemplo, previewTexto: 'texto', statusPagamento: 'approved' },
    });
    const reference = saved.body.reference as string;
    const key = saved.body.access_key as string;

    // Act
    const unpaid = await runtime.api(`/contrato-veiculo-pdf?reference=${reference}`, withKey(key));
    const pay = await runtime.api('/mp-pay', { ...withKey(key), body: pixBody(reference) });
    const polled = await runtime.api(
      `/mp-status?id=${pay.body.payment?.id}&reference=${reference}`,
      withKey(key),
    );
    await approve(runtime, pay.body.payment.id);
    const got = await runtime.api(`/contrato-get?id=${reference}`, withKey(key));
    const pdf = await pdfText(withKey(key), reference);
    output.restore();

    // Assess
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(reference).toMatch(/^contrato-veiculo-\d{13}-[0-9a-f]{20}$/);
    expect(key.length).toBeGreaterThanOrEqual(40);
    expect(unpaid.status).toBe(402);
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    // Its own price key (issue 41 item 8), not the rental contract's.
    expect(pay.body.amount_cents).toBe(2490);
    expect(polled.status).toBe(200);
    expect(got.body.data).toMatchObject({ kind: KIND, reference, payment_status: 'approved', paid: true });
    expect(pdf.name).toMatch(/^contrato_compra_veiculo_\d+\.pdf$/);
    for (const expected of [
      'Carlos Eduardo Martins',
      'Fernanda Lima Rocha',
      '529.982.247-25',
      '111.444.777-35',
      'BRA2E19',
      '00639884962',
      '9BWAG45U1LT004251',
      'R$ 45.500,00 (quarenta e cinco mil e quinhentos reais)',
      'À vista (PIX)',
      '30 dias',
      'art. 134',
    ])
      expect(pdf.text).toContain(expected);
    // The key is never written: not in the logs, not in a logged path, not on the stored item.
    const logs = output.text();
    expect(logs).toContain('/backend/api/contrato-veiculo-pdf');
    expect(logs).not.toContain(key);
    expect(JSON.stringify(await storedDocument(runtime, reference))).not.toContain(key);
  });

  it('answers 404 without the key, to another visitor, to a signed-in stranger and to a forged key', async () => {
    // Prepare
    const saved = await runtime.api('/contrato-save', { body: { kind: KIND, data: contratoVeiculoExemplo } });
    const reference = saved.body.reference as string;
    const key = saved.body.access_key as string;
    const other = await runtime.api('/contrato-save', { body: { kind: KIND, data: contratoVeiculoExemplo } });
    const forged = randomBytes(32).toString('base64url');
    const callers: Array<[string, ApiCall]> = [
      ['no key', {}],
      ['another visitor', withKey(other.body.access_key as string)],
      ['signed-in stranger', { token: stranger }],
      ['forged key', withKey(forged)],
      ['key one character off', withKey(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`)],
    ];

    // Act
    const answers = [];
    for (const [who, call] of callers) {
      const get = await runtime.api(`/contrato-get?id=${reference}`, call);
      const update = await runtime.api('/contrato-update', {
        ...call,
        body: { id: reference, kind: KIND, form: { ...contratoVeiculoExemplo, valor_venda: 100 } },
      });
      const pdf = await runtime.api(`/contrato-veiculo-pdf?reference=${reference}`, call);
      const pay = await runtime.api('/mp-pay', { ...call, body: pixBody(reference) });
      answers.push([who, get.status, update.status, pdf.status, pay.status]);
    }

    // Assess
    expect(answers).toEqual(callers.map(([who]) => [who, 404, 404, 404, 404]));
    expect((await storedDocument(runtime, reference))?.form).toMatchObject({ valor_venda: 4_550_000 });
  });

  it('is edited with its key, an edit after payment needs a new one, and bad data is refused with the spec messages', async () => {
    // Prepare
    const saved = await runtime.api('/contrato-save', { body: { kind: KIND, data: contratoVeiculoExemplo } });
    const reference = saved.body.reference as string;
    const call = withKey(saved.body.access_key as string);
    const pay = await runtime.api('/mp-pay', { ...call, body: pixBody(reference) });
    await approve(runtime, pay.body.payment.id);

    // Act
    const edit = await runtime.api('/contrato-update', {
      ...call,
      body: {
        id: reference,
        kind: KIND,
        form: { ...contratoVeiculoExemplo, veiculo_cor: 'Preto' },
        // The person answered "Alterar um documento já pago?" (issue 37).
        confirm_repayment: true,
      },
    });
    const pdf = await runtime.api(`/contrato-veiculo-pdf?reference=${reference}`, call);
    await runtime.api('/contrato-update', {
      ...call,
      body: {
        id: reference,
        kind: KIND,
        form: { ...contratoVeiculoExemplo, vendedor_cpf: '111.111.111-11', veiculo_placa: 'ABC12D3' },
      },
    });
    const refused = await runtime.api('/mp-pay', { ...call, body: pixBody(reference) });

    // Assess
    expect(edit.body).toMatchObject({ reference, needs_repayment: true });
    expect(edit.body.access_key).toBeUndefined();
    expect(pdf.status).toBe(402);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(
      'Erros: CPF do vendedor inválido; Placa inválida: use o padrão antigo (ABC1234) ou o Mercosul (ABC1D23)',
    );
  });
});

describe('vehicle sale contract made signed in', () => {
  it("is its owner's, 404 to others, listed in Meus Contratos with its kind; the rental stays sign-in only", async () => {
    // Prepare
    const saved = await runtime.api('/contrato-save', {
      token: owner,
      body: { kind: KIND, data: contratoVeiculoExemplo },
    });
    const reference = saved.body.reference as string;

    // Act
    const mine = await runtime.api(`/contrato-get?id=${reference}`, { token: owner });
    const theirs = await runtime.api(`/contrato-get?id=${reference}`, { token: stranger });
    const anonymous = await runtime.api(`/contrato-get?id=${reference}`);
    const list = await runtime.api('/contrato-list?mine=1&page_size=50', { token: owner });
    const rentalAnonymous = await runtime.api('/contrato-save', { body: { data: contratoLocacaoExemplo } });
    const asRental = await runtime.api('/contrato-update', {
      token: owner,
      body: { id: reference, form: contratoLocacaoExemplo },
    });

    // Assess
    expect(saved.status).toBe(200);
    expect(saved.body.access_key).toBeUndefined();
    expect(reference.startsWith('contrato-veiculo-')).toBe(true);
    expect(reference).toMatch(/^contrato-veiculo-\d{13}-[0-9a-f]{20}$/);
    expect(mine.body.data).toMatchObject({ kind: KIND, payment_status: 'pending' });
    expect([theirs.status, anonymous.status]).toEqual([404, 404]);
    expect(list.body.list).toEqual(
      expect.arrayContaining([
        // The parties' names tell the rows apart (issue 41 item 5); never a CPF
        expect.objectContaining({
          id: reference,
          kind: KIND,
          titular: contratoVeiculoExemplo.vendedor_nome,
          dependente: contratoVeiculoExemplo.comprador_nome,
        }),
      ]),
    );
    expect(JSON.stringify(list.body.list)).not.toContain(String(contratoVeiculoExemplo.vendedor_cpf));
    expect(rentalAnonymous.status).toBe(401);
    expect(asRental.status).toBe(404);
  });
});
