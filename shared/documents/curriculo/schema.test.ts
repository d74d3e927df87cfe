import { describe, expect, it } from 'vitest';
import { curriculoExemplo } from './fixtures';
import type { CurriculoForm } from './schema';
import {
  CURRICULO_LIMITS,
  checkCurriculo,
  curriculoDraftSchema,
  curriculoFieldProblems,
  curriculoFinalSchema,
  curriculoPaymentProblems,
  DEFAULT_LAYOUT_CONFIG,
  emptyCurriculo,
  layoutChoiceSchema,
  layoutConfigSchema,
  CURRICULO_MESSAGES as M,
  normalizeHexColor,
  quickSaveProblem,
} from './schema';

describe('draft schema (autosave)', () => {
  it('accepts an empty draft: blanks, empty lists, experiences on and the other toggles off', () => {
    const blank = emptyCurriculo();

    expect(blank.nome).toBe('');
    expect(blank.cursos_superiores).toEqual([]);
    expect(blank.skills).toEqual([]);
    expect(blank).toMatchObject({
      incluir_documentacao: false,
      incluir_cursos_superiores: false,
      incluir_cursos: false,
      incluir_experiencias: true,
      incluir_naturalidade: false,
      mostrar_candidato_cargo: false,
      sexo: '',
      estado_civil: '',
      cnh_categoria: '',
      escolaridade: '',
    });
  });

  it('round-trips the full sample unchanged', () => {
    expect(curriculoDraftSchema.parse(curriculoExemplo)).toEqual(curriculoExemplo);
  });

  it('cuts the spec’s truncated fields and keeps only the CEP’s 8 digits', () => {
    const parsed = curriculoDraftSchema.parse({
      cargo_desejado: 'c'.repeat(100),
      endereco: 'e'.repeat(70),
      numero: 123456789012,
      telefone: '(11) 98765-43210000',
      cep: '01.310-100 9',
    });

    expect(parsed.cargo_desejado).toHaveLength(CURRICULO_LIMITS.cargo_desejado);
    expect(parsed.endereco).toHaveLength(60);
    expect(parsed.numero).toBe('12345678');
    expect(parsed.telefone).toBe('(11) 98765-4321');
    expect(parsed.cep).toBe('01310100');
  });

  it('refuses overlong text, unknown choices and too many items with Portuguese messages', () => {
    const cases: [unknown, string][] = [
      [{ nome: 'x'.repeat(121) }, 'Nome completo: no máximo 120 caracteres'],
      [{ sexo: 'X' }, 'Sexo inválido'],
      [{ estado_civil: 'Noivo(a)' }, 'Estado civil inválido'],
      [{ cnh_categoria: 'F' }, 'Categoria da CNH inválida'],
      [{ escolaridade: 'Superior' }, 'Escolaridade inválida'],
      [{ experiencias: Array.from({ length: 16 }, () => ({})) }, 'Experiências: no máximo 15 itens'],
      [{ skills: ['a'.repeat(61)] }, 'Habilidade: no máximo 60 caracteres'],
      [{ email: { $ne: '' } }, 'E-mail: valor inválido'],
    ];

    for (const [input, message] of cases) {
      expect(curriculoDraftSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
    }
  });

  it('keeps skills unique, ignoring case, accents and blanks, and drops unknown fields', () => {
    const parsed = curriculoDraftSchema.parse({
      skills: ['Comunicação', 'comunicacao ', '', 'Liderança', 'LIDERANÇA'],
      status: 'liberado',
      paidAt: 1,
    });

    expect(parsed.skills).toEqual(['Comunicação', 'Liderança']);
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('paidAt');
  });

  it('reads older higher-education items: instituicao, periodo or inicio/fim become entidade and anos', () => {
    const parsed = curriculoDraftSchema.parse({
      cursos_superiores: [
        { curso: 'Direito', instituicao: 'USP', periodo: '2010 até 2015' },
        { curso: 'Letras', entidade: 'UFMG', inicio: 2001, fim: 2004 },
        { curso: 'Física', anos: '20182' },
      ],
    });

    expect(parsed.cursos_superiores[0]).toMatchObject({ entidade: 'USP', anos: '2010/2015', inicio: '2010' });
    expect(parsed.cursos_superiores[1]).toMatchObject({
      instituicao: 'UFMG',
      anos: '2001/2004',
      fim: '2004',
    });
    expect(parsed.cursos_superiores[2]).toMatchObject({ anos: '2018/2', inicio: '2018', fim: '' });
  });
});

describe('save check', () => {
  it('joins the missing required fields with ", "', () => {
    expect(checkCurriculo({})).toEqual({
      ok: false,
      message: 'Nome completo é obrigatório, E-mail é obrigatório',
      field: 'nome',
      fields: { nome: M.nomeObrigatorio, email: M.emailObrigatorio },
    });
    expect(checkCurriculo({ nome: 'Ana' })).toEqual({
      ok: false,
      message: M.emailObrigatorio,
      field: 'email',
      fields: { email: M.emailObrigatorio },
    });
    expect(checkCurriculo({ email: 'ana@exemplo.com' })).toMatchObject({ message: M.nomeObrigatorio });
    expect(checkCurriculo({ nome: '   ', email: 'ana' })).toMatchObject({
      message: 'Nome completo é obrigatório, E-mail inválido',
    });
  });

  it('gives the page one issue per refused field, each with its own message', () => {
    const parsed = curriculoFinalSchema.safeParse({ nome: ' ', email: 'ana' });

    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['nome'], M.nomeObrigatorio],
      [['email'], M.emailInvalido],
    ]);
  });

  it('passes a resume with name and e-mail, trimming both', () => {
    const result = checkCurriculo({ nome: ' Ana Souza ', email: ' ana@exemplo.com ' });

    expect(result.ok).toBe(true);
    if (result.ok) expect(result.form).toMatchObject({ nome: 'Ana Souza', email: 'ana@exemplo.com' });
  });

  it('reports a type error first, with its field', () => {
    expect(checkCurriculo({ nome: 'Ana', email: 'a@b.co', zona: '123456' })).toEqual({
      ok: false,
      message: 'Zona: no máximo 5 caracteres',
      field: 'zona',
      fields: { zona: 'Zona: no máximo 5 caracteres' },
    });
  });

  it('quick save asks for name and e-mail in one message', () => {
    expect(quickSaveProblem({ nome: 'Ana' })).toBe('Preencha Nome e E-mail para salvar.');
    expect(quickSaveProblem({ email: 'a@b.co', nome: ' ' })).toBe(M.salvarRapido);
    expect(quickSaveProblem({ nome: 'Ana', email: 'a@b.co' })).toBeNull();
  });

  it('keeps the spec texts verbatim', () => {
    expect(M.termos).toBe('Você precisa ler e aceitar o Termo de Responsabilidade para continuar.');
    expect(M.erroSalvar).toBe('Erro ao salvar currículo. Tente novamente.');
  });
});

describe('what was typed (issue 15)', () => {
  // 25 November 2026, noon in Brazil.
  const today = new Date('2026-11-25T15:00:00Z');
  const base = { ...emptyCurriculo(), nome: 'Ana Souza', email: 'ana@exemplo.com' };
  const problems = (patch: Partial<CurriculoForm>) =>
    curriculoFieldProblems({ ...base, ...patch }, today).map((p) => [p.path.join('.'), p.message]);

  it('passes the full sample and a resume with only the required fields', () => {
    expect(curriculoFieldProblems(curriculoExemplo, today)).toEqual([]);
    expect(curriculoFieldProblems(base, today)).toEqual([]);
  });

  it('takes a CPF with its check digits, and only checks it while the documentation is printed', () => {
    expect(problems({ incluir_documentacao: true, cpf: '529.982.247-24' })).toEqual([['cpf', M.cpfInvalido]]);
    expect(problems({ incluir_documentacao: true, cpf: '111.111.111-11' })).toEqual([
      ['cpf', 'CPF inválido'],
    ]);
    expect(problems({ incluir_documentacao: true, cpf: '529.982.247-25' })).toEqual([]);
    expect(problems({ incluir_documentacao: false, cpf: '529.982.247-24' })).toEqual([]);
  });

  it('takes a Brazilian phone of 10 or 11 digits with a real area code; a mobile starts with 9', () => {
    for (const ok of ['(11) 98765-4321', '(21) 3456-7890', ''])
      expect(problems({ telefone: ok })).toEqual([]);
    for (const bad of ['(11) 9876-543', '(01) 3456-7890', '(11) 88765-4321', '98765-4321']) {
      expect(problems({ telefone: bad }), bad).toEqual([['telefone', M.telefoneInvalido]]);
    }
    expect(M.telefoneInvalido).toBe('Telefone inválido: informe DDD e número (10 ou 11 dígitos)');
  });

  it('takes a birth date in the past and at least 14 years ago', () => {
    expect(problems({ data_nascimento: '2026-11-26' })).toEqual([
      ['data_nascimento', 'A data de nascimento não pode estar no futuro'],
    ]);
    expect(problems({ data_nascimento: '2012-11-26' })).toEqual([
      ['data_nascimento', 'A data de nascimento deve ser de pelo menos 14 anos atrás'],
    ]);
    expect(problems({ data_nascimento: '2012-11-25' })).toEqual([]);
    expect(problems({ data_nascimento: '25/11/2012' })).toEqual([]);
    expect(problems({ data_nascimento: '31/02/1990' })).toEqual([['data_nascimento', M.nascimentoInvalido]]);
  });

  it('refuses an exit before the admission, comparing only what both dates tell', () => {
    const exp = (data_admissao: string, data_saida: string) => ({
      ...base.experiencias[0],
      cargo: 'Assistente',
      empresa: '',
      endereco: '',
      endereco_numero: '',
      tempo_servico: '',
      funcoes: '',
      data_admissao,
      data_saida,
    });
    const experiencias = [
      exp('2019-03-01', '2023-08-31'),
      exp('2019-03-10', '2019-03-01'),
      exp('2019-03', '2019'),
      exp('2020-01-01', ''),
      exp('2021', '2020'),
      exp('2021-13-01', '2022'),
    ];

    expect(problems({ experiencias })).toEqual([
      ['experiencias.1.data_saida', 'A data de saída não pode ser anterior à de admissão'],
      ['experiencias.4.data_saida', M.saidaAntesAdmissao],
      ['experiencias.5.data_admissao', M.admissaoInvalida],
    ]);
    expect(problems({ experiencias, incluir_experiencias: false })).toEqual([]);
  });

  it('refuses a higher-education period that ends before it starts', () => {
    const curso = { curso: 'Direito', entidade: 'USP', instituicao: 'USP', periodo: '' };
    const cursos_superiores = [
      { ...curso, anos: '2018/2022', inicio: '2018', fim: '2022' },
      { ...curso, anos: '2022/2018', inicio: '2022', fim: '2018' },
    ];

    expect(problems({ incluir_cursos_superiores: true, cursos_superiores })).toEqual([
      ['cursos_superiores.1.anos', 'O ano de conclusão não pode ser anterior ao de início'],
    ]);
  });

  it('are refused by the final check under their fields, after the required fields', () => {
    const parsed = curriculoFinalSchema.safeParse({
      nome: '',
      email: 'ana@exemplo.com',
      telefone: '123',
    });

    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['nome', M.nomeObrigatorio],
      ['telefone', M.telefoneInvalido],
    ]);
    expect(checkCurriculo({ nome: 'Ana', email: 'ana@exemplo.com', telefone: '123' })).toEqual({
      ok: false,
      message: M.telefoneInvalido,
      field: 'telefone',
      fields: { telefone: M.telefoneInvalido },
    });
  });
});

describe('payment check', () => {
  it('needs a name and a section beyond the personal data', () => {
    expect(curriculoPaymentProblems({ email: 'ana@exemplo.com' })).toEqual([
      'Nome completo é obrigatório',
      'Preencha ao menos uma seção além dos dados pessoais (escolaridade, cursos, habilidades, experiência ou documentação)',
    ]);
    expect(curriculoPaymentProblems({ nome: 'Ana', email: 'ana@exemplo.com' })).toEqual([M.semSecoes]);
  });

  it('counts a section only when it is switched on and something in it is typed', () => {
    const ana = { nome: 'Ana', email: 'ana@exemplo.com' };
    const blankJob = { cargo: ' ', empresa: '' };

    expect(curriculoPaymentProblems({ ...ana, experiencias: [blankJob] })).toEqual([M.semSecoes]);
    expect(
      curriculoPaymentProblems({ ...ana, incluir_experiencias: false, experiencias: [{ cargo: 'Caixa' }] }),
    ).toEqual([M.semSecoes]);
    expect(curriculoPaymentProblems({ ...ana, incluir_documentacao: true })).toEqual([M.semSecoes]);
    expect(curriculoPaymentProblems({ ...ana, experiencias: [{ cargo: 'Caixa' }] })).toEqual([]);
    expect(curriculoPaymentProblems({ ...ana, skills: ['Excel'] })).toEqual([]);
    expect(curriculoPaymentProblems({ ...ana, escolaridade: 'Ensino Médio Completo' })).toEqual([]);
    expect(curriculoPaymentProblems(curriculoExemplo)).toEqual([]);
  });

  it('lists a refused value too, once', () => {
    expect(
      curriculoPaymentProblems({ nome: 'Ana', email: 'ana@exemplo.com', skills: ['Excel'], telefone: '1' }),
    ).toEqual([M.telefoneInvalido]);
  });
});

describe('layout choice', () => {
  it('defaults the colours to #1d4ed8 and #6366f1 and normalises hex colours', () => {
    expect(layoutConfigSchema.parse(undefined)).toEqual(DEFAULT_LAYOUT_CONFIG);
    expect(layoutConfigSchema.parse({ primaryColor: '#ABC', accentColor: 'red' })).toEqual({
      primaryColor: '#aabbcc',
      accentColor: '#6366f1',
    });
    expect(normalizeHexColor('#1D4ED8')).toBe('#1d4ed8');
    expect(normalizeHexColor('1d4ed8')).toBeNull();
  });

  it('accepts the six layout ids only', () => {
    expect(layoutChoiceSchema.parse({ lastLayout: 'comercial' }).lastLayout).toBe('comercial');
    expect(layoutChoiceSchema.parse({}).lastLayout).toBeNull();
    expect(layoutChoiceSchema.safeParse({ lastLayout: 'fancy' }).error?.issues[0]?.message).toBe(
      'Layout inválido',
    );
  });
});
