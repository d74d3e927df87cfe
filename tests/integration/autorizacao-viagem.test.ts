// The minor travel authorization over HTTP (issue 21): saved under an `autorizacao-` reference, refused as a PDF
// (402) until Mercado Pago approves its payment at the `autorizacao` price, then answered as the PDF itself
// (application/pdf, spec part 2 §7) whose text an airline agent reads; abroad, two originals; nobody else can
// see, change, pay or delete it; and autorizacao-viagem-mine lists it with the child and the signer.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autorizacaoInternacionalDesacompanhadaExemplo,
  autorizacaoInternacionalExemplo,
  autorizacaoNacionalExemplo,
} from '../../shared/documents/autorizacao-viagem/fixtures';
import {
  AUTORIZACAO_VIAGEM_MESSAGES,
  type AutorizacaoViagemForm,
} from '../../shared/documents/autorizacao-viagem/schema';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { TERMS_VERSION } from '../../shared/terms';
import { approve, issuePix } from '../support/declaracoes';
import { storedDocument, storedPayment } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true, env: { PRICE_AUTORIZACAO: '14.90' } });
});

afterAll(async () => {
  await runtime?.stop();
});

async function saveAutorizacao(token: string, form: Partial<AutorizacaoViagemForm>, id?: string) {
  const saved = await runtime.api('/autorizacao-viagem-save', {
    token,
    body: { ...(id ? { id } : {}), form },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.id as string;
}

/** `autorizacao-viagem-get` as the browser calls it: the raw answer. */
function getPdf(reference: string, token: string) {
  return fetch(
    `${runtime.url}/backend/api/autorizacao-viagem-get?reference=${encodeURIComponent(reference)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
}

async function paid(token: string, form: AutorizacaoViagemForm) {
  const reference = await saveAutorizacao(token, form);
  const { id, amountCents } = await issuePix(runtime, token, reference);
  await approve(runtime, id);
  return { reference, paymentId: id, amountCents };
}

async function pdfPages(reference: string, token: string) {
  const res = await getPdf(reference, token);
  expect(res.status).toBe(200);
  return (await extractPdfText(new Uint8Array(await res.arrayBuffer()))).pages.map((page) =>
    page.replace(/\s+/g, ' '),
  );
}

describe('a domestic authorization paid by PIX', () => {
  it('is refused before payment and answered as its PDF once approved', async () => {
    // Prepare
    const email = 'mae-viagem@example.com';
    const token = await runtime.login({ email, name: 'Mariana' });

    // Act 1: save, read back, ask for the PDF before paying
    const reference = await saveAutorizacao(token, autorizacaoNacionalExemplo);
    const loaded = await runtime.api(`/autorizacao-viagem-load?id=${reference}`, { token });
    const refused = await runtime.api(`/autorizacao-viagem-get?reference=${reference}`, { token });

    // Assess 1
    expect(reference).toMatch(/^autorizacao-\d{13}-[0-9a-f]{20}$/);
    expect(loaded.body.data).toMatchObject({ id: reference, form: autorizacaoNacionalExemplo, paid: false });
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe('Efetue o pagamento para liberar o PDF');

    // Act 2: pay, approve at the stand-in, ask again
    const { id: paymentId, amountCents } = await issuePix(runtime, token, reference);
    await approve(runtime, paymentId);
    const res = await getPdf(reference, token);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const pages = (await extractPdfText(bytes)).pages.map((p) => p.replace(/\s+/g, ' '));

    // Assess 2
    expect(amountCents).toBe(1490);
    expect(await storedPayment(runtime, paymentId)).toMatchObject({ reference, status: 'approved' });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="autorizacao_viagem_${reference}.pdf"`,
    );
    expect(pages).toHaveLength(2);
    for (const expected of [
      'AUTORIZAÇÃO DE VIAGEM NACIONAL',
      'Lucas Andrade Pereira',
      'Mariana Andrade Pereira',
      '390.533.447-05',
      'acompanhado(a) de Roberto Carlos Nunes',
      'com destino a Recife/PE',
      'válida para a viagem acima, de 10/07/2026 até 25/07/2026',
      'Resolução CNJ nº 295/2019',
    ])
      expect(pages[0]).toContain(expected);
    expect(pages[1]).toContain('reconhecimento de firma');
    expect(await storedDocument(runtime, reference)).toMatchObject({ paid: true, pdf_generated: true });

    // Act 3: the same PDF again, from the stored object
    const again = await getPdf(reference, token);

    // Assess 3
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
  });

  it('states two years when no validity and no return are given', async () => {
    const token = await runtime.login({ email: 'sem-volta@example.com' });
    const { reference } = await paid(token, { ...autorizacaoNacionalExemplo, data_volta: '' });
    const [first] = await pdfPages(reference, token);
    expect(first).toContain('válida por 2 (dois) anos');
  });

  it('refuses to sell an authorization the PDF would not accept, with the page’s message', async () => {
    const token = await runtime.login({ email: 'incompleta-viagem@example.com' });
    const reference = await saveAutorizacao(token, { ...autorizacaoNacionalExemplo, acomp_nome: '' });
    const pay = await runtime.api('/mp-pay', {
      token,
      body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'pagador@example.com' },
    });
    expect(pay.status).toBe(400);
    expect(pay.body.error.message).toBe('Informe o nome do(a) acompanhante');
  });
});

describe('hand-made requests (issue 39)', () => {
  it('never prints a companion the choice hides, even when the saved form still holds one', async () => {
    // Prepare: "desacompanhado" chosen, a neighbour's data left in the form by a hand-made save
    const token = await runtime.login({ email: 'oculto-viagem@example.com' });
    const { reference } = await paid(token, { ...autorizacaoNacionalExemplo, acompanhante: 'nenhum' });

    // Act
    const [first, steps] = await pdfPages(reference, token);
    const stored = await storedDocument(runtime, reference);

    // Assess: not printed, and not even stored (the page would have cleared it)
    expect(first).toContain('a viajar desacompanhado(a)');
    expect(first).not.toContain('Roberto Carlos Nunes');
    expect(steps).not.toContain('acompanhante leva');
    expect(stored?.form).toMatchObject({ acompanhante: 'nenhum', acomp_nome: '', acomp_cpf: '' });
    expect(JSON.stringify(stored?.form)).not.toContain('111.444.777-35');
  });

  it('stores no hidden companion or second signer sent as changes on a version', async () => {
    // Prepare: a domestic trip with a neighbour, saved as the page saves it
    const token = await runtime.login({ email: 'oculto-versao@example.com' });
    const reference = await saveAutorizacao(token, autorizacaoNacionalExemplo);
    const save = (changes: Partial<AutorizacaoViagemForm>, base: number) =>
      runtime.api('/autorizacao-viagem-save', {
        token,
        body: { id: reference, changes, base_version: base },
      });

    // Act: both parents chosen with the neighbour retyped; then a second signer typed on a one-signer trip
    const first = await save({ acompanhante: 'ambos_genitores', acomp_nome: 'João Ávila Conceição' }, 1);
    const second = await save({ aut2_nome: 'Paulo Henrique Pereira', aut2_cpf: '714.602.380-01' }, 2);
    const stored = await storedDocument(runtime, reference);

    // Assess
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(stored?.form).toMatchObject({
      acompanhante: 'ambos_genitores',
      acomp_nome: '',
      acomp_documento: '',
      aut2_nome: '',
      aut2_cpf: '',
    });
    // Only hidden fields changed the second time: nothing was written.
    expect(second.body.form_version).toBe(2);
    expect(stored?.form_version).toBe(2);
  });

  it('refuses to sell a trip abroad with a foreigner who lives abroad, pointing to the Vara da Infância', async () => {
    const token = await runtime.login({ email: 'estrangeiro-viagem@example.com' });
    const reference = await saveAutorizacao(token, {
      ...autorizacaoInternacionalDesacompanhadaExemplo,
      acompanhante: 'outro',
      acomp_nome: 'John Smith',
      acomp_documento: 'X1234567',
      acomp_relacao: 'padrinho',
      acomp_nacionalidade: 'estrangeira',
      acomp_nacionalidade_outra: 'britânica',
      acomp_residencia: 'exterior',
      acomp_pais_residencia: 'Reino Unido',
    });
    const pay = await runtime.api('/mp-pay', {
      token,
      body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'pagador@example.com' },
    });
    expect(pay.status).toBe(400);
    expect(pay.body.error.message).toBe(AUTORIZACAO_VIAGEM_MESSAGES.art85);
    expect(pay.body.error.message).toContain('Vara da Infância e da Juventude');
  });

  it('sells a domestic trip without dates, valid for two years', async () => {
    const token = await runtime.login({ email: 'sem-datas-viagem@example.com' });
    const { reference } = await paid(token, { ...autorizacaoNacionalExemplo, data_ida: '', data_volta: '' });
    const [first] = await pdfPages(reference, token);
    expect(first).toContain(
      'em uma ou mais viagens realizadas dentro do prazo de validade desta autorização',
    );
    expect(first).toContain('válida por 2 (dois) anos a contar da data de sua assinatura');
  });
});

describe('an international authorization', () => {
  it('prints two identical originals, each saying so, signed by the parent who stays', async () => {
    const token = await runtime.login({ email: 'pai-viagem@example.com' });
    const { reference } = await paid(token, autorizacaoInternacionalExemplo);
    const [via1, via2, steps] = await pdfPages(reference, token);
    for (const via of [via1!, via2!]) {
      expect(via).toContain('AUTORIZAÇÃO DE VIAGEM INTERNACIONAL');
      expect(via).toContain('Paulo Henrique Pereira');
      expect(via).toContain('acompanhado(a) de Mariana Andrade Pereira, mãe do(a) menor');
      expect(via).toContain('Lisboa, Portugal');
      expect(via).toContain('Resolução CNJ nº 131/2011');
    }
    expect(via1).toContain('1ª VIA ORIGINAL');
    expect(via2).toContain('2ª VIA ORIGINAL');
    expect(steps).toContain('reconhecimento de firma');
  });

  it('names both parents when the child travels alone', async () => {
    const token = await runtime.login({ email: 'pais-viagem@example.com' });
    const { reference } = await paid(token, autorizacaoInternacionalDesacompanhadaExemplo);
    const [via1] = await pdfPages(reference, token);
    expect(via1).toContain('Nós, Mariana Andrade Pereira');
    expect(via1).toContain('e Paulo Henrique Pereira');
    expect(via1).toContain('desacompanhado(a)');
  });
});

describe("someone else's authorization", () => {
  it('does not exist for another person: load, save, PDF, payment and delete answer 404', async () => {
    const owner = await runtime.login({ email: 'dona-viagem@example.com' });
    const other = await runtime.login({ email: 'curioso-viagem@example.com' });
    const reference = await saveAutorizacao(owner, autorizacaoNacionalExemplo);

    const results = [
      await runtime.api(`/autorizacao-viagem-load?id=${reference}`, { token: other }),
      await runtime.api('/autorizacao-viagem-save', {
        token: other,
        body: { id: reference, form: { menor_nome: 'Outro' } },
      }),
      await runtime.api(`/autorizacao-viagem-get?reference=${reference}`, { token: other }),
      await runtime.api('/mp-pay', {
        token: other,
        body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'curioso@example.com' },
      }),
      await runtime.api('/autorizacao-viagem-delete', { token: other, body: { id: reference } }),
    ];

    expect(results.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(await storedDocument(runtime, reference)).toMatchObject({
      form: expect.objectContaining({ menor_nome: autorizacaoNacionalExemplo.menor_nome }),
      version: 1,
    });
  });

  it('is not a declaration either: the declaration routes do not find it', async () => {
    const token = await runtime.login({ email: 'rotas-viagem@example.com' });
    const reference = await saveAutorizacao(token, autorizacaoNacionalExemplo);
    const got = await runtime.api(`/declaracao-get?id=${reference}`, { token });
    expect(got.status).toBe(404);
  });
});

describe('autorizacao-viagem-mine', () => {
  it('lists the caller’s authorizations newest first with the child and the signer, and forgets a deleted one', async () => {
    // Prepare
    const token = await runtime.login({ email: 'lista-viagem@example.com' });
    const first = await saveAutorizacao(token, autorizacaoNacionalExemplo);
    const second = await saveAutorizacao(token, autorizacaoInternacionalExemplo);

    // Act
    const before = await runtime.api('/autorizacao-viagem-mine', { token });
    const deleted = await runtime.api('/autorizacao-viagem-delete', { token, body: { id: first } });
    const after = await runtime.api('/autorizacao-viagem-mine', { token });
    const unsigned = await runtime.api('/autorizacao-viagem-mine');

    // Assess
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ ok: true, index_warning: null, next_cursor: null });
    expect(before.body.list).toEqual([
      expect.objectContaining({
        id: second,
        reference: second,
        menor_nome: 'Beatriz Andrade Pereira',
        responsavel_nome: 'Paulo Henrique Pereira',
        paid: false,
      }),
      expect.objectContaining({
        id: first,
        menor_nome: 'Lucas Andrade Pereira',
        responsavel_nome: 'Mariana Andrade Pereira',
      }),
    ]);
    expect(typeof before.body.list[0].created_at).toBe('number');
    expect(deleted.status).toBe(200);
    expect(after.body.list.map((item: { id: string }) => item.id)).toEqual([second]);
    expect(unsigned.status).toBe(401);
  });
});
