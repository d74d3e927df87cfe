// Issue 40 item 9 on every kind, as a plain HTTP client reads it: each route that checks a form (the save, its
// changed-field save, the payment and the PDF) refuses naming the field in `error.fields: [{ field, message }]`,
// the message the refusal leads with among them; over dynalite, the local S3 server and the Mercado Pago stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autorizacaoNacionalExemplo } from '../../shared/documents/autorizacao-viagem/fixtures';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { contratoVeiculoExemplo } from '../../shared/documents/contrato-veiculo/fixtures';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { CURRICULO_MESSAGES } from '../../shared/documents/curriculo/schema';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { declaracaoTrabalhoExemplo } from '../../shared/documents/declaracao-trabalho/fixtures';
import { procuracaoVeiculoExemplo } from '../../shared/documents/procuracao-veiculo/fixtures';
import { promissoriaExemplo } from '../../shared/documents/promissoria/fixtures';
import { reciboAluguelExemplo } from '../../shared/documents/recibo-aluguel/fixtures';
import { reciboPagamentoExemplo } from '../../shared/documents/recibo-pagamento/fixtures';
import { KINDS } from '../../shared/kinds';
import { requestPix } from '../support/declaracoes';
import { type ApiResult, startTestRuntime, type TestRuntime } from '../support/runtime';

interface KindCase {
  kind: string;
  save: string;
  /** What every save of the kind carries besides its form (its product or kind). */
  extra?: Record<string, unknown>;
  formField?: 'form' | 'data';
  form: Record<string, unknown>;
  /** A required text field: blank, the final check refuses it; too long, the draft schema does. */
  field: string;
  pdf: (id: string) => string;
}

const CASES: KindCase[] = [
  {
    kind: 'declaracao_residencia',
    save: '/declaracao-save',
    form: declaracaoResidenciaExemplo,
    field: 'titular_nome',
    pdf: (id) => `/declaracao-pdf?reference=${id}`,
  },
  {
    kind: 'declaracao_trabalho',
    save: '/declaracao-save',
    extra: { product: 'declaracao_trabalho' },
    form: declaracaoTrabalhoExemplo,
    field: 'trab_nome',
    pdf: (id) => `/declaracao-pdf?reference=${id}`,
  },
  {
    kind: 'procuracao_veiculo',
    save: '/declaracao-save',
    extra: { product: 'procuracao_veiculo' },
    form: procuracaoVeiculoExemplo,
    field: 'nome_completo_dono',
    pdf: (id) => `/procuracao-veiculo-pdf?reference=${id}`,
  },
  {
    kind: 'recibo_pagamento',
    save: '/declaracao-save',
    extra: { product: 'recibo_pagamento' },
    form: reciboPagamentoExemplo,
    field: 'recebedor_nome',
    pdf: (id) => `/procuracao-veiculo-pdf?reference=${id}`,
  },
  {
    kind: 'autorizacao_viagem',
    save: '/autorizacao-viagem-save',
    form: autorizacaoNacionalExemplo,
    field: 'menor_nome',
    pdf: (id) => `/autorizacao-viagem-get?reference=${id}`,
  },
  {
    kind: 'contrato_locacao',
    save: '/contrato-save',
    formField: 'data',
    form: contratoLocacaoExemplo,
    field: 'locador_nome',
    pdf: (id) => `/contrato-pdf?reference=${id}`,
  },
  {
    kind: 'contrato_compra_veiculo',
    save: '/contrato-save',
    extra: { kind: 'contrato_compra_veiculo' },
    formField: 'data',
    form: contratoVeiculoExemplo,
    field: 'vendedor_nome',
    pdf: (id) => `/contrato-veiculo-pdf?reference=${id}`,
  },
  {
    kind: 'recibo_aluguel',
    save: '/recibo-aluguel-save',
    form: reciboAluguelExemplo,
    field: 'locador_nome',
    pdf: (id) => `/recibo-aluguel-pdf?reference=${id}`,
  },
  {
    kind: 'promissoria',
    save: '/promissoria-save',
    form: promissoriaExemplo,
    field: 'emitente_nome',
    pdf: (id) => `/promissoria-pdf?lote=${id}`,
  },
];

let runtime: TestRuntime;
let person: string;
let admin: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  person = await runtime.login({ email: 'campos.recusados@example.com', name: 'Campos' });
  admin = await runtime.login({ email: 'admin.campos@example.com', name: 'Admin', admin: true });
});

afterAll(async () => {
  await runtime?.stop();
});

const pix = (reference: string) => requestPix(runtime, person, reference);

/** The refusal names `field` with a message of its own. */
function expectFieldRefusal(answer: ApiResult, code: string, field: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const error = answer.body.error as {
    code: string;
    message: string;
    fields: { field: string; message: string }[];
  };
  expect(error.code).toBe(code);
  expect(error.fields).toContainEqual({ field, message: expect.stringMatching(/\S/) });
}

it('covers every kind (the resume below)', () => {
  expect([...CASES.map((c) => c.kind), 'curriculo'].sort()).toEqual(KINDS.map((kind) => kind.id).sort());
});

describe.each(CASES)('$kind refused', { timeout: 60_000 }, (c) => {
  it('names the field at the save, the changed-field save, the payment and the PDF', async () => {
    // Prepare: a complete document, then the same with the field blank (a draft may be incomplete)
    const formKey = c.formField ?? 'form';
    const created = await runtime.api(c.save, { token: person, body: { ...c.extra, [formKey]: c.form } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.id ?? created.body.reference) as string;
    const tooLong = 'x'.repeat(5000);

    // Act
    const whole = await runtime.api(c.save, {
      token: person,
      body: { ...c.extra, id, [formKey]: { ...c.form, [c.field]: tooLong } },
    });
    const changed = await runtime.api(c.save, {
      token: person,
      body: { ...c.extra, id, base_version: created.body.form_version, changes: { [c.field]: tooLong } },
    });
    const blank = await runtime.api(c.save, {
      token: person,
      body: { ...c.extra, id, base_version: created.body.form_version, changes: { [c.field]: '' } },
    });
    const paid = await pix(id);
    // An admin's own document: its PDF needs no payment, so the PDF route's own check is reached.
    const own = await runtime.api(c.save, {
      token: admin,
      body: { ...c.extra, [formKey]: { ...c.form, [c.field]: '' } },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const pdf = await runtime.api(c.pdf((own.body.id ?? own.body.reference) as string), { token: admin });

    // Assess
    expectFieldRefusal(whole, 'invalid_input', c.field);
    expectFieldRefusal(changed, 'invalid_input', c.field);
    expect(blank.status, JSON.stringify(blank.body)).toBe(200);
    expectFieldRefusal(paid, 'incomplete_document', c.field);
    expectFieldRefusal(pdf, 'invalid_form', c.field);
  });
});

describe('a resume refused', { timeout: 60_000 }, () => {
  it('names the field at the save, the payment and the PDF', async () => {
    // Prepare: a resume whose CPF has wrong check digits (saved: a draft may hold it), and an admin's own
    const data = { ...curriculoExemplo, cpf: '529.982.247-24' };
    const created = await runtime.api('/curriculo-save', {
      token: person,
      body: { data, terms_accepted: true },
    });
    const own = await runtime.api('/curriculo-save', { token: admin, body: { data, terms_accepted: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id as string;
    const got = await runtime.api(`/curriculo-get?id=${id}`, { token: person });
    const reference = got.body.data.activePaymentRef as string;

    // Act
    const noName = await runtime.api('/curriculo-save', {
      token: person,
      body: { id, data: { ...curriculoExemplo, nome: ' ' } },
    });
    const badEmail = await runtime.api('/curriculo-save', {
      token: person,
      body: { id, data: { ...curriculoExemplo, email: 'ana@exemplo' } },
    });
    const tooLong = await runtime.api('/curriculo-save', {
      token: person,
      body: { id, data: { ...curriculoExemplo, nome: 'x'.repeat(5000) } },
    });
    const paid = await pix(reference);
    const pdf = await runtime.api(`/curriculo-pdf?id=${own.body.id}`, { token: admin });

    // Assess
    expect(noName.status).toBe(400);
    expect(noName.body.error).toEqual({
      code: 'missing_required',
      message: CURRICULO_MESSAGES.salvarRapido,
      fields: [{ field: 'nome', message: CURRICULO_MESSAGES.nomeObrigatorio }],
    });
    expect(badEmail.body.error).toEqual({
      code: 'invalid_email',
      message: CURRICULO_MESSAGES.emailInvalido,
      fields: [{ field: 'email', message: CURRICULO_MESSAGES.emailInvalido }],
    });
    expectFieldRefusal(tooLong, 'invalid_input', 'nome');
    expectFieldRefusal(paid, 'incomplete_document', 'cpf');
    expectFieldRefusal(pdf, 'invalid_form', 'cpf');
  });
});
