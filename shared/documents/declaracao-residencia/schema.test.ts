import { describe, expect, it } from 'vitest';
import { declaracaoResidenciaExemplo as exemplo } from './fixtures';
import {
  checkDeclaracaoResidencia,
  cpfFieldMessage,
  declaracaoMissing,
  declaracaoResidenciaDraftSchema,
  declaracaoResidenciaFinalSchema,
  emptyDeclaracaoResidencia,
  isBlankDeclaracaoResidencia,
  DECLARACAO_RESIDENCIA_MESSAGES as M,
} from './schema';

describe('draft schema (autosave)', () => {
  it('accepts an empty or partial form, filling absent fields with ""', () => {
    const parsed = declaracaoResidenciaDraftSchema.parse({
      titular_nome: 'Ma',
      titular_rg: null,
      condicao: null,
    });

    expect(parsed.titular_nome).toBe('Ma');
    expect(parsed.titular_rg).toBe('');
    expect(parsed.dep_cpf).toBe('');
    expect(parsed.condicao).toBe('');
  });

  it('drops unknown fields and reads day and year sent as numbers', () => {
    const parsed = declaracaoResidenciaDraftSchema.parse({
      data_dia: 5,
      data_ano: 2026,
      paid: true,
      amount: 1,
    });

    expect(parsed.data_dia).toBe('5');
    expect(parsed.data_ano).toBe('2026');
    expect(parsed).not.toHaveProperty('paid');
    expect(parsed).not.toHaveProperty('amount');
  });

  it('refuses overlong text, wrong types and unknown conditions with Portuguese messages', () => {
    const tooLong = declaracaoResidenciaDraftSchema.safeParse({ titular_nome: 'x'.repeat(121) });
    const wrongType = declaracaoResidenciaDraftSchema.safeParse({ titular_cpf: { $ne: '' } });
    const condition = declaracaoResidenciaDraftSchema.safeParse({ condicao: 'invasao' });

    expect(tooLong.error?.issues[0]?.message).toBe('Nome do titular: no máximo 120 caracteres');
    expect(wrongType.error?.issues[0]?.message).toBe('CPF do titular: valor inválido');
    expect(condition.error?.issues[0]?.message).toBe('Condição inválida');
  });
});

describe('final check (before a PDF)', () => {
  it('passes a complete form and normalises it for the document', () => {
    const result = checkDeclaracaoResidencia({
      ...exemplo,
      titular_cpf: '52998224725',
      titular_cep: '01310100',
      titular_estado: 'sp',
      titular_nome: '  Maria   Aparecida ',
      data_mes: 'Marco',
    });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.form).toMatchObject({
      titular_nome: 'Maria Aparecida',
      titular_cpf: '529.982.247-25',
      titular_cep: '01310-100',
      titular_estado: 'SP',
      data_dia: '5',
      data_mes: 'março',
      data_ano: '2026',
    });
  });

  it('applies the rules in the order of the spec: the first failing one is the message', () => {
    // Start from an empty form and mend one rule at a time: each step shows the next rule's message.
    const steps: [Partial<typeof exemplo>, string, string | undefined][] = [
      [{}, M.cpfsObrigatorios, 'titular_cpf'],
      [{ titular_cpf: '529.982.247-24' }, M.cpfsObrigatorios, 'dep_cpf'],
      [{ dep_cpf: '111.444.777-00' }, M.titularObrigatorio, 'titular_nome'],
      [{ titular_nome: exemplo.titular_nome }, M.titularObrigatorio, 'titular_rua'],
      [{ titular_rua: exemplo.titular_rua }, M.dependenteObrigatorio, 'dep_nome'],
      [{ dep_nome: exemplo.dep_nome }, M.cpfTitularInvalido, 'titular_cpf'],
      [{ titular_cpf: exemplo.titular_cpf }, M.cpfDependenteInvalido, 'dep_cpf'],
      [{ dep_cpf: exemplo.dep_cpf }, M.verifiqueCeps, 'titular_cep'],
      [{ titular_cep: '01310-100', dep_cep: '3011' }, M.verifiqueCeps, 'dep_cep'],
      // The state first: the city list waits for it.
      [{ dep_cep: '' }, M.cidadeTitular, 'titular_estado'],
      [{ titular_estado: 'SP' }, M.cidadeTitular, 'titular_cidade'],
      [{ titular_cidade: 'São Paulo' }, M.vinculo, 'titular_vinculo'],
      [{ titular_vinculo: 'proprietario' }, M.condicao, 'condicao'],
      [{ condicao: 'cedido', data_dia: '31', data_mes: 'fevereiro', data_ano: '2026' }, M.data, 'data_dia'],
    ];
    let form: Partial<typeof exemplo> = {};

    for (const [fix, message, field] of steps) {
      form = { ...form, ...fix };
      expect(checkDeclaracaoResidencia(form)).toMatchObject({ ok: false, message, field });
    }
    expect(checkDeclaracaoResidencia({ ...form, data_dia: '28' }).ok).toBe(true);
  });

  it('lists every failing field at once, each with its first message, so the page can mark them all', () => {
    // Act
    const check = checkDeclaracaoResidencia({ titular_cpf: '529.982.247-24', titular_estado: 'SP' });

    // Assess
    expect(check).toEqual({
      ok: false,
      message: M.cpfsObrigatorios,
      field: 'dep_cpf',
      fields: {
        dep_cpf: M.cpfsObrigatorios,
        titular_nome: M.titularObrigatorio,
        titular_rua: M.titularObrigatorio,
        dep_nome: M.dependenteObrigatorio,
        titular_cpf: M.cpfTitularInvalido,
        titular_cep: M.verifiqueCeps,
        titular_cidade: M.cidadeTitular,
        titular_vinculo: M.vinculo,
        condicao: M.condicao,
        data_dia: M.data,
      },
    });
  });

  it('keeps the spec texts verbatim', () => {
    expect(M).toMatchObject({
      cpfsObrigatorios: 'Preencha os dois CPFs (titular e dependente)',
      titularObrigatorio: 'Preencha ao menos nome, CPF e endereço do titular',
      dependenteObrigatorio: 'Preencha dados do dependente (nome e CPF)',
      aguardeCeps: 'Aguarde resolução dos CEPs...',
      verifiqueCeps: 'Verifique os CEPs (titular obrigatório; dependente opcional).',
      cpfTitularObrigatorio: 'CPF do titular é obrigatório',
      cpfDependenteObrigatorio: 'CPF do dependente é obrigatório',
    });
  });

  it('names whose CPF is refused (issue 41 item 6)', () => {
    expect(M).toMatchObject({
      cpfTitularInvalido: 'CPF do titular inválido',
      cpfDependenteInvalido: 'CPF do dependente inválido',
    });
  });

  it('waits for CEP lookups and refuses CEPs whose lookup failed (page state)', () => {
    expect(checkDeclaracaoResidencia(exemplo, { pending: true })).toEqual({
      ok: false,
      message: M.aguardeCeps,
      fields: {},
    });
    expect(checkDeclaracaoResidencia(exemplo, { titularError: true })).toMatchObject({
      message: M.verifiqueCeps,
      field: 'titular_cep',
    });
    expect(checkDeclaracaoResidencia({ ...exemplo, dep_cep: '30110-000' }, { depError: true })).toMatchObject(
      {
        message: M.verifiqueCeps,
        field: 'dep_cep',
      },
    );
    expect(checkDeclaracaoResidencia({ ...exemplo, dep_cep: '30110-000' }).ok).toBe(true);
    expect(checkDeclaracaoResidencia({ ...exemplo, dep_cep: '' }, { depError: true }).ok).toBe(true);
  });

  it('reports rule failures as a single zod issue on the field (server side)', () => {
    const parsed = declaracaoResidenciaFinalSchema().safeParse({ ...exemplo, dep_nome: ' ' });

    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ message: M.dependenteObrigatorio, path: ['dep_nome'] }),
    ]);
  });

  it('rejects CPFs with wrong check digits or all digits equal', () => {
    expect(checkDeclaracaoResidencia({ ...exemplo, dep_cpf: '111.111.111-11' })).toMatchObject({
      message: 'CPF do dependente inválido',
      field: 'dep_cpf',
    });
  });

  it('refuses a declaration dated after today, and takes one dated today', () => {
    const today = new Date();
    const tomorrow = new Date(today.getTime() + 2 * 86_400_000);
    const dated = (at: Date) => {
      const blank = emptyDeclaracaoResidencia(at);
      return { ...exemplo, data_dia: blank.data_dia, data_mes: blank.data_mes, data_ano: blank.data_ano };
    };

    expect(checkDeclaracaoResidencia(dated(tomorrow))).toMatchObject({
      ok: false,
      message: 'A data da declaração não pode estar no futuro',
      field: 'data_dia',
    });
    expect(checkDeclaracaoResidencia(dated(today)).ok).toBe(true);
  });

  it('lists what a stored declaration lacks before it can be paid for, each message once', () => {
    expect(declaracaoMissing(exemplo)).toEqual([]);
    expect(
      declaracaoMissing({ ...exemplo, titular_nome: '', titular_rua: '', dep_cpf: '111.111.111-11' }),
    ).toEqual([M.titularObrigatorio, M.cpfDependenteInvalido]);
  });

  it('keeps the complements, and reads an older record without them as blank', () => {
    const { titular_complemento: _t, dep_complemento: _d, ...older } = exemplo;

    const result = checkDeclaracaoResidencia({ ...exemplo, dep_complemento: ' bloco  B ' });

    expect(result).toMatchObject({
      ok: true,
      form: { titular_complemento: 'apto 42', dep_complemento: 'bloco B' },
    });
    expect(declaracaoResidenciaDraftSchema.parse(older)).toMatchObject({
      titular_complemento: '',
      dep_complemento: '',
    });
  });
});

describe('inline CPF messages (after blur)', () => {
  it.each([
    ['titular_cpf', '', 'CPF do titular é obrigatório'],
    ['dep_cpf', '   ', 'CPF do dependente é obrigatório'],
    ['dep_cpf', '111.444.777-3', 'CPF do dependente inválido'],
    ['titular_cpf', '529.982.247-24', 'CPF do titular inválido'],
    ['titular_cpf', '529.982.247-25', null],
  ] as const)('%s %j → %j', (field, value, message) => {
    expect(cpfFieldMessage(field, value)).toBe(message);
  });
});

describe('helpers', () => {
  it('starts a blank form dated today in Brazil', () => {
    // 02:00 UTC on 5 March is still 4 March in São Paulo (UTC−3).
    const form = emptyDeclaracaoResidencia(new Date('2026-03-05T02:00:00Z'));

    expect(form).toMatchObject({ data_dia: '04', data_mes: 'março', data_ano: '2026', condicao: 'membro' });
    expect(form.titular_nome).toBe('');
  });
});

describe('a blank form', () => {
  it('is one with nothing typed but the preset condition and date', () => {
    // Prepare
    const blank = emptyDeclaracaoResidencia(new Date('2026-03-05T12:00:00Z'));

    // Act / Assess
    expect(isBlankDeclaracaoResidencia(blank)).toBe(true);
    expect(isBlankDeclaracaoResidencia({ ...blank, condicao: 'cedido', data_dia: '01' })).toBe(true);
    expect(isBlankDeclaracaoResidencia({ ...blank, titular_nome: '  ' })).toBe(true);
    expect(isBlankDeclaracaoResidencia({ ...blank, dep_cep: '0131' })).toBe(false);
  });
});

describe('how the holder lives at the address (issue 39)', () => {
  it('reads a declaration saved before the question as not yet answered, and asks for it', () => {
    const { titular_vinculo: _, ...saved } = exemplo;
    expect(declaracaoResidenciaDraftSchema.parse(saved).titular_vinculo).toBe('');
    const check = checkDeclaracaoResidencia(saved);
    expect(check).toMatchObject({ ok: false, message: M.vinculo, field: 'titular_vinculo' });
  });

  it('refuses a value that is none of the three', () => {
    expect(declaracaoResidenciaDraftSchema.safeParse({ titular_vinculo: 'amigo' }).success).toBe(false);
  });
});
