// The form checks of issue 15 held by the server, over HTTP: a resume is saved only with a well-formed e-mail,
// is sold only with a name and a section beyond the personal data and with every typed value valid (CPF,
// phone, dates), and a residence declaration is sold only with valid CPFs and a date not in the future. A
// refusal names its fields (issue 40 item 9): `error.fields`, each with its own message, read by a plain client.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { CURRICULO_MESSAGES } from '../../shared/documents/curriculo/schema';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { declaracaoTrabalhoExemplo } from '../../shared/documents/declaracao-trabalho/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import { createCurriculo, saveCurriculo } from '../support/curriculos';
import { saveDeclaracao, saveDeclaracaoTrabalho } from '../support/declaracoes';
import { storedDocument } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let person: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  person = await runtime.login({ email: 'checada@example.com', name: 'Checada' });
});

afterAll(async () => {
  await runtime?.stop();
});

const pix = (reference: string) =>
  runtime.api('/mp-pay', {
    token: person,
    body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'pagador@example.com' },
  });

describe('a resume', () => {
  it('is not saved with a malformed e-mail, on creating or on a later save', async () => {
    // Prepare
    const created = await createCurriculo(runtime, person);

    // Act
    const create = await runtime.api('/curriculo-save', {
      token: person,
      body: { data: { nome: 'Ana', email: 'ana@exemplo' }, terms_accepted: true },
    });
    const save = await saveCurriculo(runtime, person, created.id, {
      ...curriculoExemplo,
      email: 'ana @x.com',
    });

    // Assess
    for (const refused of [create, save]) {
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({
        code: 'invalid_email',
        message: 'E-mail inválido',
        fields: [{ field: 'email', message: 'E-mail inválido' }],
      });
    }
  });

  it('with a name but nothing beyond the personal data cannot be paid for, and then can', async () => {
    // Prepare
    const bare = { nome: 'Ana Souza', email: 'ana@exemplo.com', telefone: '(11) 98765-4321' };
    const created = await createCurriculo(runtime, person, bare);
    const reference = created.meta.activePaymentRef!;

    // Act
    const refused = await pix(reference);
    const listed = await runtime.api('/curriculo-mine', { token: person });
    await saveCurriculo(runtime, person, created.id, { ...bare, skills: ['Atendimento ao cliente'] });
    const paid = await pix(reference);

    // Assess
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'incomplete_document',
      message: CURRICULO_MESSAGES.semSecoes,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const item = (listed.body.list as { id: string; payment_problems: string[] }[]).find(
      (i) => i.id === created.id,
    );
    expect(item?.payment_problems).toEqual([CURRICULO_MESSAGES.semSecoes]);
  });

  it.each([
    ['a CPF with wrong check digits', { cpf: '529.982.247-24' }, 'CPF inválido'],
    ['a phone without its area code', { telefone: '98765-4321' }, CURRICULO_MESSAGES.telefoneInvalido],
    ['a birth date in the future', { data_nascimento: '2999-01-01' }, CURRICULO_MESSAGES.nascimentoFuturo],
    [
      'a person under 14',
      { data_nascimento: `${new Date().getFullYear() - 10}-01-01` },
      CURRICULO_MESSAGES.nascimentoIdadeMinima,
    ],
    [
      'an exit before the admission',
      {
        experiencias: [
          { ...curriculoExemplo.experiencias[0], data_admissao: '2020-05-01', data_saida: '2019-05-01' },
        ],
      },
      CURRICULO_MESSAGES.saidaAntesAdmissao,
    ],
  ])('with %s is saved as a draft but not sold', async (_case, patch, message) => {
    // Prepare
    const created = await createCurriculo(runtime, person, { ...curriculoExemplo, ...patch });

    // Act
    const paid = await pix(created.meta.activePaymentRef!);

    // Assess
    expect(paid.status).toBe(400);
    expect(paid.body.error).toMatchObject({ code: 'incomplete_document', message });
    expect(await storedDocument(runtime, created.id)).toMatchObject({ payment_id: null });
  });
});

describe('a residence declaration', () => {
  it.each([
    [
      'a CPF with wrong check digits',
      { titular_cpf: '529.982.247-24' },
      'CPF do titular inválido',
      'titular_cpf',
    ],
    [
      'a date after today',
      { data_dia: '1', data_mes: 'janeiro', data_ano: String(new Date().getFullYear() + 1) },
      'A data da declaração não pode estar no futuro',
      'data_dia',
    ],
  ])('with %s is saved as a draft but not sold', async (_case, patch, message, field) => {
    // Prepare
    const reference = await saveDeclaracao(runtime, person, { ...declaracaoResidenciaExemplo, ...patch });

    // Act
    const paid = await pix(reference);

    // Assess: the refusal names the field, for the page to mark it
    expect(paid.status).toBe(400);
    expect(paid.body.error).toMatchObject({ code: 'incomplete_document', message });
    expect(paid.body.error.fields).toContainEqual({ field, message });
    expect(await storedDocument(runtime, reference)).toMatchObject({ payment_id: null, payment_attempt: 0 });
  });
});

describe('a work declaration', () => {
  it('with a CNPJ of wrong check digits is refused at payment naming the field, as a plain client reads it', async () => {
    // Prepare
    const reference = await saveDeclaracaoTrabalho(runtime, person, {
      ...declaracaoTrabalhoExemplo,
      empresa_cnpj: '11.222.333/0001-82',
    });

    // Act
    const paid = await pix(reference);

    // Assess
    expect(paid.status).toBe(400);
    expect(paid.body.error).toEqual({
      code: 'incomplete_document',
      message: 'CNPJ da empresa inválido',
      fields: [{ field: 'empresa_cnpj', message: 'CNPJ da empresa inválido' }],
    });
  });

  it('with a text over its limit is not saved, the refusal naming the field', async () => {
    // Act
    const saved = await runtime.api('/declaracao-save', {
      token: person,
      body: {
        product: 'declaracao_trabalho',
        form: { ...declaracaoTrabalhoExemplo, cargo: 'x'.repeat(500) },
      },
    });

    // Assess
    expect(saved.status).toBe(400);
    expect(saved.body.error).toMatchObject({ code: 'invalid_input' });
    expect(saved.body.error.fields).toEqual([{ field: 'cargo', message: saved.body.error.message }]);
  });
});
