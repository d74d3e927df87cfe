import { describe, expect, it } from 'vitest';
import {
  declaracaoTrabalhoDomesticoExemplo as domestico,
  declaracaoTrabalhoExemplo as exemplo,
} from './fixtures';
import {
  checkDeclaracaoTrabalho,
  declaracaoTrabalhoDraftSchema,
  declaracaoTrabalhoFinalSchema,
  emptyDeclaracaoTrabalho,
  isBlankDeclaracaoTrabalho,
  DECLARACAO_TRABALHO_MESSAGES as M,
} from './schema';

describe('draft schema (autosave)', () => {
  it('accepts an empty or partial form: absent fields read as "", the employer as a company', () => {
    const parsed = declaracaoTrabalhoDraftSchema.parse({ nome_completo_empregador: 'Ca', trab_rg: null });

    expect(parsed.nome_completo_empregador).toBe('Ca');
    expect(parsed.trab_rg).toBe('');
    expect(parsed.empresa_cnpj).toBe('');
    expect(parsed.dia_semana_inicio).toBe('');
    expect(parsed.empregador_pessoa_fisica).toBe(false);
  });

  it('drops unknown fields and reads day and year sent as numbers', () => {
    const parsed = declaracaoTrabalhoDraftSchema.parse({ data_dia: 5, data_ano: 2026, paid: true });

    expect(parsed).toMatchObject({ data_dia: '5', data_ano: '2026' });
    expect(parsed).not.toHaveProperty('paid');
  });

  it('refuses overlong text, wrong types and unknown weekdays with Portuguese messages', () => {
    const tooLong = declaracaoTrabalhoDraftSchema.safeParse({ cargo: 'x'.repeat(81) });
    const wrongType = declaracaoTrabalhoDraftSchema.safeParse({ trab_cpf: { $ne: '' } });
    const weekday = declaracaoTrabalhoDraftSchema.safeParse({ dia_semana_fim: 'feriado' });
    const kind = declaracaoTrabalhoDraftSchema.safeParse({ empregador_pessoa_fisica: 'sim' });

    expect(tooLong.error?.issues[0]?.message).toBe('Cargo: no máximo 80 caracteres');
    expect(wrongType.error?.issues[0]?.message).toBe('CPF do trabalhador: valor inválido');
    expect(weekday.error?.issues[0]?.message).toBe('Dia da semana final: valor inválido');
    expect(kind.error?.issues[0]?.message).toBe('Empregador pessoa física: valor inválido');
  });
});

describe('the message table (spec part 2 §5, "Work declaration PDF")', () => {
  it('keeps the spec texts verbatim', () => {
    expect(M).toMatchObject({
      empregador: 'Informe nome completo do empregador e CPF',
      empresa: 'Preencha os dados da empresa (nome, CNPJ e endereço)',
      trabalhador: 'Preencha os dados do trabalhador (nome e CPF)',
      destacados: 'Preencha os campos destacados',
      cepEmpresa: 'Verifique o CEP da empresa',
      cnpjEmpresa: 'CNPJ da empresa inválido',
    });
  });

  it('applies the rules in the order of the spec: the first failing one is the message', () => {
    // Start from an empty form and mend one rule at a time: each step shows the next rule's message.
    const steps: [Partial<typeof exemplo>, string, string | undefined][] = [
      [{}, M.empregador, 'nome_completo_empregador'],
      [{ nome_completo_empregador: exemplo.nome_completo_empregador }, M.empregador, 'cpf_empregador'],
      // 11 digits satisfy the spec's rule; the check digits are revised last.
      [{ cpf_empregador: '390.533.447-00' }, M.empresa, 'empresa_nome'],
      [{ empresa_nome: exemplo.empresa_nome }, M.empresa, 'empresa_cnpj'],
      [{ empresa_cnpj: '11.222.333/0001-00' }, M.empresa, 'empresa_rua'],
      [{ empresa_rua: exemplo.empresa_rua }, M.cargoEmpregador, 'cargo_empregador'],
      [{ cargo_empregador: exemplo.cargo_empregador }, M.trabalhador, 'trab_nome'],
      [{ trab_nome: exemplo.trab_nome }, M.trabalhador, 'trab_cpf'],
      [{ trab_cpf: '714.602.380-00' }, M.destacados, 'empresa_estado'],
      [{ empresa_estado: 'XX' }, M.destacados, 'empresa_cidade'],
      [{ empresa_cidade: 'São Paulo' }, M.destacados, 'cargo'],
      [{ cargo: exemplo.cargo }, M.destacados, 'data_admissao'],
      [{ data_admissao: '13/2024' }, M.destacados, 'hora_inicio'],
      [{ hora_inicio: '8' }, M.destacados, 'hora_fim'],
      [{ hora_fim: '17:3' }, M.destacados, 'dia_semana_inicio'],
      [{ dia_semana_inicio: 'segunda-feira' }, M.destacados, 'dia_semana_fim'],
      [{ dia_semana_fim: 'sexta-feira' }, M.destacados, 'data_dia'],
      [{ data_dia: '31', data_mes: 'fevereiro', data_ano: '2026' }, M.cepEmpresa, 'empresa_cep'],
      [{ empresa_cep: '01310-100' }, M.cpfEmpregador, 'cpf_empregador'],
      [{ cpf_empregador: exemplo.cpf_empregador }, M.cnpjEmpresa, 'empresa_cnpj'],
      [{ empresa_cnpj: exemplo.empresa_cnpj }, M.cpfTrabalhador, 'trab_cpf'],
      [{ trab_cpf: exemplo.trab_cpf }, M.ufEmpresa, 'empresa_estado'],
      [{ empresa_estado: 'SP' }, M.admissao, 'data_admissao'],
      [{ data_admissao: '03/2024' }, M.dataDocumento, 'data_dia'],
    ];
    let form: Partial<typeof exemplo> = {};

    for (const [fix, message, field] of steps) {
      form = { ...form, ...fix };
      expect(checkDeclaracaoTrabalho(form), JSON.stringify(fix)).toMatchObject({ ok: false, message, field });
    }
    expect(checkDeclaracaoTrabalho({ ...form, data_dia: '28' }).ok).toBe(true);
  });

  it('lists every failing field at once, each with its first message, so the page can mark them all', () => {
    const check = checkDeclaracaoTrabalho({
      ...exemplo,
      nome_completo_empregador: ' ',
      empresa_cnpj: '11.222.333/0001-00',
      trab_cpf: '',
      cargo: '',
      hora_fim: '',
      empresa_cep: '0131',
    });

    expect(check).toEqual({
      ok: false,
      message: M.empregador,
      field: 'nome_completo_empregador',
      fields: {
        nome_completo_empregador: M.empregador,
        trab_cpf: M.trabalhador,
        cargo: M.destacados,
        hora_fim: M.destacados,
        empresa_cep: M.cepEmpresa,
        empresa_cnpj: M.cnpjEmpresa,
      },
    });
  });

  it('refuses invalid times, an admission after the document date or before 1900, and wrong check digits, each naming its field', () => {
    const cases: [Partial<typeof exemplo>, string, string][] = [
      [{ hora_inicio: 'ab:cd' }, 'hora_inicio', M.horaInicio],
      [{ hora_fim: '25:70' }, 'hora_fim', 'Fim da jornada: hora de 00:00 a 23:59'],
      [{ data_admissao: '04/2026' }, 'data_admissao', M.admissao],
      [{ data_admissao: '13/2024' }, 'data_admissao', M.admissao],
      [{ data_admissao: '03/1899' }, 'data_admissao', M.admissao],
      [{ data_admissao: '032024' }, 'data_admissao', M.admissao],
      [{ trab_cpf: '111.111.111-11' }, 'trab_cpf', 'CPF do trabalhador inválido'],
      [{ empresa_cnpj: '11.111.111/1111-11' }, 'empresa_cnpj', 'CNPJ da empresa inválido'],
    ];

    for (const [fix, field, message] of cases) {
      expect(checkDeclaracaoTrabalho({ ...exemplo, ...fix }), JSON.stringify(fix)).toMatchObject({
        ok: false,
        message,
        field,
      });
    }
    // The admission month of the document's own month is fine.
    expect(checkDeclaracaoTrabalho({ ...exemplo, data_admissao: '03/2026' }).ok).toBe(true);
  });

  it('waits for a CEP lookup and refuses a CEP whose lookup failed (page state)', () => {
    expect(checkDeclaracaoTrabalho(exemplo, { pending: true })).toEqual({
      ok: false,
      message: M.aguardeCep,
      fields: {},
    });
    expect(checkDeclaracaoTrabalho(exemplo, { error: true })).toMatchObject({
      message: M.cepEmpresa,
      field: 'empresa_cep',
    });
  });

  it('reports rule failures as zod issues on their fields (server side)', () => {
    const parsed = declaracaoTrabalhoFinalSchema().safeParse({ ...exemplo, trab_nome: ' ' });

    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ message: M.trabalhador, path: ['trab_nome'] }),
    ]);
  });
});

describe('final check of a complete form', () => {
  it('normalises a company declaration: masks, completed times, canonical month, trimmed text', () => {
    const result = checkDeclaracaoTrabalho({
      ...exemplo,
      cpf_empregador: '39053344705',
      empresa_cnpj: '11222333000181',
      empresa_cep: '01310100',
      empresa_estado: 'sp',
      trab_nome: '  Ana   Beatriz ',
      hora_inicio: '8',
      hora_fim: '17:3',
      data_mes: 'Marco',
    });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.form).toMatchObject({
      cpf_empregador: '390.533.447-05',
      empresa_cnpj: '11.222.333/0001-81',
      empresa_cep: '01310-100',
      empresa_estado: 'SP',
      trab_nome: 'Ana Beatriz',
      hora_inicio: '08:00',
      hora_fim: '17:03',
      data_dia: '5',
      data_mes: 'março',
    });
  });

  it('accepts an alphanumeric CNPJ, masked in upper case', () => {
    const result = checkDeclaracaoTrabalho({ ...exemplo, empresa_cnpj: '12abc34501de35' });

    expect(result.ok && result.form.empresa_cnpj).toBe('12.ABC.345/01DE-35');
  });

  it('asks a household employer only for the workplace address: no company name, no CNPJ', () => {
    const result = checkDeclaracaoTrabalho({ ...domestico, empresa_nome: 'Sobra', empresa_cnpj: '123' });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // What was typed in the company fields before the choice never reaches the document.
    expect(result.form).toMatchObject({ empregador_pessoa_fisica: true, empresa_nome: '', empresa_cnpj: '' });
    expect(checkDeclaracaoTrabalho({ ...domestico, empresa_rua: '' })).toMatchObject({
      message: M.enderecoLocal,
      field: 'empresa_rua',
    });
    expect(checkDeclaracaoTrabalho({ ...domestico, empresa_cep: '' })).toMatchObject({
      message: M.cepLocal,
      field: 'empresa_cep',
    });
  });
});

describe('a blank form', () => {
  it('starts dated today in Brazil, Monday to Friday, as a company', () => {
    // 02:00 UTC on 5 March is still 4 March in São Paulo (UTC−3).
    const form = emptyDeclaracaoTrabalho(new Date('2026-03-05T02:00:00Z'));

    expect(form).toMatchObject({
      data_dia: '04',
      data_mes: 'março',
      data_ano: '2026',
      dia_semana_inicio: 'segunda-feira',
      dia_semana_fim: 'sexta-feira',
      empregador_pessoa_fisica: false,
    });
  });

  it('is one with nothing typed but the presets', () => {
    const blank = emptyDeclaracaoTrabalho(new Date('2026-03-05T12:00:00Z'));

    expect(isBlankDeclaracaoTrabalho(blank)).toBe(true);
    expect(isBlankDeclaracaoTrabalho({ ...blank, empregador_pessoa_fisica: true, data_dia: '01' })).toBe(
      true,
    );
    expect(isBlankDeclaracaoTrabalho({ ...blank, hora_inicio: '0' })).toBe(false);
    expect(isBlankDeclaracaoTrabalho({ ...blank, data_admissao: '03' })).toBe(false);
  });
});

describe('the signer for a company (issue 39)', () => {
  it('asks a company signer’s role, never a household employer’s, and opens older drafts without it', () => {
    const { cargo_empregador: _, ...saved } = exemplo;
    expect(declaracaoTrabalhoDraftSchema.parse(saved).cargo_empregador).toBe('');
    expect(checkDeclaracaoTrabalho(saved)).toMatchObject({
      ok: false,
      message: M.cargoEmpregador,
      field: 'cargo_empregador',
    });
    const household = checkDeclaracaoTrabalho({ ...saved, empregador_pessoa_fisica: true });
    expect(household.ok).toBe(true);
  });
});
