// The resume's data (spec part 1 §3.2, §5.1, §9): the lenient draft every save accepts, the save check with the
// page's messages, the layout choice and the record's payment metadata.
import * as z from 'zod';
import { cepDigits } from '../../format/cep';
import { isValidCpf, onlyDigits } from '../../format/cpf-cnpj';
import { calendarDateOf } from '../../format/dates';
import { isBrazilianPhone } from '../../format/phone';
import { printableText } from '../../text/printable';
import { lazySchema } from '../lazy-schema';
import { CNH_CATEGORIAS, ESCOLARIDADES, ESTADOS_CIVIS, SEXOS } from './options';
import { compareMesAno, normalizePeriodo, parseDataNascimento, parseMesAno } from './periods';

/** The six layouts, in the order the preview offers them (spec §9). */
export const LAYOUT_IDS = ['clean', 'modern', 'executive', 'minimal', 'classic', 'comercial'] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

export const DEFAULT_PRIMARY_COLOR = '#1d4ed8';
export const DEFAULT_ACCENT_COLOR = '#6366f1';

/**
 * Field limits. The spec's limits are cut silently (the page's inputs stop there, as the spec says "truncated"),
 * other lengths are refused with a message. `telefone` is 15, not the spec's 14: the mask "(DD) NNNNN-NNNN" of a
 * mobile number is 15 characters, and 14 would cut the last digit of every mobile.
 */
export const CURRICULO_LIMITS = {
  cargo_desejado: 80,
  endereco: 60,
  numero: 8,
  telefone: 15,
  cep: 8,
  /** Digits of a higher-education period "YYYY/YYYY". */
  periodoDigitos: 8,
  cursosSuperiores: 10,
  cursos: 20,
  experiencias: 15,
  skills: 40,
  skill: 60,
  funcoes: 2000,
} as const;

/** The page's messages (spec §5.1, §8), verbatim. */
export const CURRICULO_MESSAGES = {
  nomeObrigatorio: 'Nome completo é obrigatório',
  emailObrigatorio: 'E-mail é obrigatório',
  emailInvalido: 'E-mail inválido',
  salvarRapido: 'Preencha Nome e E-mail para salvar.',
  termos: 'Você precisa ler e aceitar o Termo de Responsabilidade para continuar.',
  erroSalvar: 'Erro ao salvar currículo. Tente novamente.',
  falhaSalvarPrevia: 'Falha ao salvar currículo.',
  falhaSalvarAgora: 'Falha ao salvar agora',
  falhaAutoSalvar: 'Falha ao auto-salvar',
  fotoInvalida: 'A foto deve ser uma imagem JPEG ou PNG de até 2 MB.',
  // Ours (issue 40): a picture the page never sends (it scales down to FOTO_MAX_SIDE), refused before decoding.
  fotoDimensoes: 'A foto deve ter no máximo 600 × 600 pixels. Envie a foto novamente.',
  // Ours (issue 15): what the page and the server refuse before a resume is paid for or printed.
  cpfInvalido: 'CPF inválido',
  telefoneInvalido: 'Telefone inválido: informe DDD e número (10 ou 11 dígitos)',
  nascimentoInvalido: 'Data de nascimento inválida',
  nascimentoFuturo: 'A data de nascimento não pode estar no futuro',
  nascimentoIdadeMinima: 'A data de nascimento deve ser de pelo menos 14 anos atrás',
  admissaoInvalida: 'Data de admissão inválida',
  saidaInvalida: 'Data de saída inválida',
  saidaAntesAdmissao: 'A data de saída não pode ser anterior à de admissão',
  periodoInvertido: 'O ano de conclusão não pode ser anterior ao de início',
  semSecoes:
    'Preencha ao menos uma seção além dos dados pessoais (escolaridade, cursos, habilidades, experiência ou documentação)',
} as const;

/** The youngest a person may be on a resume (the age of apprenticeship in Brazil, CLT art. 403). */
export const IDADE_MINIMA = 14;

/** The photo upload: JPEG or PNG, at most 2 MB (the page scales larger pictures down before sending). */
export const FOTO_TIPOS = ['image/jpeg', 'image/png'] as const;
export const FOTO_MAX_BYTES = 2 * 1024 * 1024;
/**
 * The longer side of a photo, in pixels, the page sends and the server accepts. Layouts draw it at most ~35 mm
 * wide, so 600 px is 430 dpi there; a larger picture only costs memory to decode (a 17 KB PNG of 12000 × 12000
 * pixels is 576 MB of pixels), so it is refused from its header before anything decodes it.
 */
export const FOTO_MAX_SIDE = 600;

/** The step every printed text field ends in: `printableText` for saves and PDFs, none for reading records. */
type Printable = (label: string) => z.ZodType<string, string>;

/** The resume's field schemas, their text fields ending in `printable`. */
function curriculoSchemas(printable: Printable) {
  /** Every text field ends in `printable`: only what the PDF fonts print (`printableText`). */
  const text = (label: string, max: number) =>
    z
      .string({ error: `${label}: valor inválido` })
      .max(max, { error: `${label}: no máximo ${max} caracteres` })
      .nullish()
      .transform((value) => value ?? '')
      .pipe(printable(label));

  /** Stored, never printed (the photo's key and file name): types and length only. */
  const unprinted = (label: string, max: number) =>
    z
      .string({ error: `${label}: valor inválido` })
      .max(max, { error: `${label}: no máximo ${max} caracteres` })
      .nullish()
      .transform((value) => value ?? '');

  /** A field the spec says is truncated: longer input is cut, not refused. */
  const cut = (label: string, max: number) =>
    z
      .string({ error: `${label}: valor inválido` })
      .nullish()
      .transform((value) => (value ?? '').slice(0, max))
      .pipe(printable(label));

  /** A number some older records hold (carga horária 40, número 123) is read as its text. */
  const textOrNumber = (label: string, max: number) =>
    z
      .union([z.string(), z.number()], { error: `${label}: valor inválido` })
      .nullish()
      .transform((value) => (value === null || value === undefined ? '' : String(value)))
      .pipe(z.string().max(max, { error: `${label}: no máximo ${max} caracteres` }))
      .pipe(printable(label));

  const flag = (fallback: boolean) =>
    z
      .boolean({ error: 'Opção inválida' })
      .nullish()
      .transform((value) => value ?? fallback);

  /** One of the choices, or "" while none is chosen. */
  const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
    z
      .union([z.enum(values), z.literal('')], { error: message })
      .nullish()
      .transform((value): T[number] | '' => value ?? '');

  const uf = (label: string) => text(label, 2).transform((value) => value.trim().toUpperCase());

  /** A list with at most `max` items; absent or null reads as empty. */
  const list = <T extends z.ZodType>(item: T, max: number, label: string) =>
    z
      .array(item, { error: `${label}: valor inválido` })
      .max(max, { error: `${label}: no máximo ${max} itens` })
      .nullish()
      .transform((value) => value ?? []);

  /**
   * A higher-education course. `anos` ("YYYY/YYYY") is the field the page types; `instituicao`, `inicio`, `fim`
   * and `periodo` come from older records and are read when the newer field is empty: `entidade` falls back to
   * `instituicao`, `anos` to `periodo` or to `inicio`/`fim`, always normalised.
   */
  const cursoSuperiorSchema = z
    .object({
      curso: text('Curso', 120),
      entidade: text('Instituição', 120),
      instituicao: text('Instituição', 120),
      anos: text('Período', 30),
      inicio: textOrNumber('Início', 10),
      fim: textOrNumber('Fim', 10),
      periodo: text('Período', 30),
    })
    .transform((item) => {
      const source = item.anos || item.periodo || [item.inicio, item.fim].filter(Boolean).join('/');
      const anos = normalizePeriodo(source);
      const [inicio = '', fim = ''] = anos.split('/');
      return {
        curso: item.curso,
        entidade: item.entidade || item.instituicao,
        instituicao: item.instituicao || item.entidade,
        anos,
        inicio: inicio.length === 4 ? inicio : '',
        fim: fim.length === 4 ? fim : '',
        periodo: item.periodo,
      };
    });

  const cursoSchema = z.object({
    curso: text('Curso', 120),
    entidade: text('Instituição', 120),
    carga_horaria: textOrNumber('Carga horária', 20),
  });

  const experienciaSchema = z.object({
    cargo: text('Cargo', 100),
    empresa: text('Empresa', 120),
    endereco: text('Endereço da empresa', 120),
    endereco_numero: textOrNumber('Número do endereço da empresa', 10),
    /** "YYYY-MM-DD" (date input), "YYYY-MM", "DD/MM/AAAA" or "MM/AAAA". */
    data_admissao: text('Data de admissão', 10),
    /** Empty while the person still works there. */
    data_saida: text('Data de saída', 10),
    /** Typed by the person; computed from the dates when empty. */
    tempo_servico: text('Tempo de serviço', 40),
    funcoes: text('Funções', CURRICULO_LIMITS.funcoes),
  });

  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase('pt-BR')
      .replace(/\s+/g, ' ')
      .trim();

  /** Skills are unique (spec §5.1): blanks dropped, repeats (ignoring case and accents) keep the first. */
  const skillsSchema = list(
    z
      .string({ error: 'Habilidade: valor inválido' })
      .max(CURRICULO_LIMITS.skill, { error: `Habilidade: no máximo ${CURRICULO_LIMITS.skill} caracteres` })
      .pipe(printable('Habilidade')),
    CURRICULO_LIMITS.skills,
    'Habilidades',
  ).transform((skills) => {
    const seen = new Set<string>();
    const unique: string[] = [];
    for (const skill of skills) {
      const key = fold(skill);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      unique.push(skill.trim());
    }
    return unique;
  });

  const L = CURRICULO_LIMITS;

  const draftShape = {
    // Dados pessoais
    nome: text('Nome completo', 120),
    email: text('E-mail', 254),
    /** S3 object key of the uploaded photo (set by the upload-URL endpoint); never bytes, never a public URL. */
    foto_key: unprinted('Foto', 200),
    /** The photo's original file name, for display. */
    foto_nome: unprinted('Nome da foto', 200),
    cargo_desejado: cut('Cargo desejado', L.cargo_desejado),
    /** Show the desired position on the resume ("Objetivo"). */
    mostrar_candidato_cargo: flag(false),
    sexo: choice(SEXOS, 'Sexo inválido'),
    telefone: cut('Telefone', L.telefone),
    nome_pai: text('Nome do pai', 120),
    nome_mae: text('Nome da mãe', 120),
    /** "YYYY-MM-DD" (date input) or "DD/MM/AAAA"; the age is computed from it. */
    data_nascimento: text('Data de nascimento', 10),
    nacionalidade: text('Nacionalidade', 60),
    estado_civil: choice(ESTADOS_CIVIS, 'Estado civil inválido'),
    /** Digits only (at most 8); shown masked "00.000-000". */
    cep: z
      .union([z.string(), z.number()], { error: 'CEP: valor inválido' })
      .nullish()
      .transform((value) => cepDigits(value === null || value === undefined ? '' : String(value))),
    endereco: cut('Endereço', L.endereco),
    numero: z
      .union([z.string(), z.number()], { error: 'Número: valor inválido' })
      .nullish()
      .transform((value) => (value === null || value === undefined ? '' : String(value)).slice(0, L.numero))
      .pipe(printable('Número')),
    complemento: text('Complemento', 60),
    bairro: text('Bairro', 80),
    uf: uf('Estado'),
    cidade: text('Cidade', 80),
    incluir_naturalidade: flag(false),
    natural_estado: uf('Estado de naturalidade'),
    natural_cidade: text('Cidade de naturalidade', 80),

    // Documentação
    incluir_documentacao: flag(false),
    cpf: text('CPF', 14),
    rg: text('RG', 20),
    rg_estado_expedidor: text('Órgão expedidor do RG', 20),
    pis_nit: text('PIS/NIT', 14),
    cartao_sus: text('Cartão SUS', 18),
    cnh_numero: text('CNH', 15),
    cnh_categoria: choice(CNH_CATEGORIAS, 'Categoria da CNH inválida'),
    titulo_eleitor: text('Título de eleitor', 14),
    zona: text('Zona', 5),
    secao: text('Seção', 5),

    // Escolaridade
    escolaridade: choice(ESCOLARIDADES, 'Escolaridade inválida'),
    instituicao_ensino: text('Instituição de ensino', 120),

    incluir_cursos_superiores: flag(false),
    cursos_superiores: list(cursoSuperiorSchema, L.cursosSuperiores, 'Cursos superiores'),
    incluir_cursos: flag(false),
    cursos: list(cursoSchema, L.cursos, 'Cursos complementares'),
    incluir_experiencias: flag(true),
    experiencias: list(experienciaSchema, L.experiencias, 'Experiências'),
    skills: skillsSchema,
  };

  return { cursoSuperiorSchema, cursoSchema, experienciaSchema, draftShape };
}

let checked: ReturnType<typeof curriculoSchemas> | undefined;
/** The schemas with the printable check, built once, on first use (see `lazy-schema.ts`). */
const checkedSchemas = () => {
  checked ??= curriculoSchemas(printableText);
  return checked;
};
export const cursoSuperiorSchema = lazySchema(() => checkedSchemas().cursoSuperiorSchema);
export type CursoSuperior = z.output<typeof cursoSuperiorSchema>;
export const cursoSchema = lazySchema(() => checkedSchemas().cursoSchema);
export type Curso = z.output<typeof cursoSchema>;
export const experienciaSchema = lazySchema(() => checkedSchemas().experienciaSchema);
export type Experiencia = z.output<typeof experienciaSchema>;

/**
 * The draft: any partially filled resume (autosave, quick save, preview). Types and lengths only; missing and
 * null fields read as "" (or the toggle's default), unknown fields are dropped, nothing is trimmed (the person
 * may be typing), and the spec's truncated fields are cut.
 */
export const curriculoDraftSchema = lazySchema(() => z.object(checkedSchemas().draftShape));

/**
 * A stored resume as it was saved, without the printable check: a record saved before it is opened for editing
 * with every character it holds (the page then shows what to fix) instead of losing a field.
 */
export const curriculoStoredSchema = lazySchema(() =>
  z.object(curriculoSchemas(() => z.string()).draftShape),
);
export type CurriculoForm = z.output<typeof curriculoDraftSchema>;
export type CurriculoInput = z.input<typeof curriculoDraftSchema>;
export type CurriculoField = keyof CurriculoForm;

/** A blank resume: every field empty, experiences included, the other toggles off. */
export function emptyCurriculo(): CurriculoForm {
  return curriculoDraftSchema.parse({});
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** The missing or wrong required fields, in the page's order, each with its message. */
export function requiredProblems(form: Pick<CurriculoForm, 'nome' | 'email'>): {
  field: 'nome' | 'email';
  message: string;
}[] {
  const m = CURRICULO_MESSAGES;
  const problems: { field: 'nome' | 'email'; message: string }[] = [];
  if (form.nome.trim() === '') problems.push({ field: 'nome', message: m.nomeObrigatorio });
  if (form.email.trim() === '') problems.push({ field: 'email', message: m.emailObrigatorio });
  else if (!isEmail(form.email)) problems.push({ field: 'email', message: m.emailInvalido });
  return problems;
}

/** One refused value: its message and its path in the form (`['experiencias', 0, 'data_saida']`). */
export interface CurriculoProblem {
  path: (string | number)[];
  message: string;
}

const hasText = (value: string) => value.trim() !== '';

/**
 * The checks of what was typed, beyond the required fields (issue 15): a CPF with its check digits, a
 * Brazilian phone, a birth date in the past and at least 14 years ago, and no period that ends before it
 * starts. Empty fields pass (they are optional), and so do the items of a section switched off (not printed).
 * `today` is read in Brazil's time zone.
 */
export function curriculoFieldProblems(form: CurriculoForm, today: Date = new Date()): CurriculoProblem[] {
  const m = CURRICULO_MESSAGES;
  const problems: CurriculoProblem[] = [];
  const add = (message: string, ...path: (string | number)[]) => problems.push({ path, message });
  if (onlyDigits(form.telefone) !== '' && !isBrazilianPhone(form.telefone))
    add(m.telefoneInvalido, 'telefone');
  if (hasText(form.data_nascimento)) {
    const birth = parseDataNascimento(form.data_nascimento);
    const now = calendarDateOf(today);
    const latest = { ...now, year: now.year - IDADE_MINIMA };
    if (!birth) add(m.nascimentoInvalido, 'data_nascimento');
    else if (compareMesAno(birth, now) > 0) add(m.nascimentoFuturo, 'data_nascimento');
    else if (compareMesAno(birth, latest) > 0) add(m.nascimentoIdadeMinima, 'data_nascimento');
  }
  if (form.incluir_documentacao && onlyDigits(form.cpf) !== '' && !isValidCpf(form.cpf))
    add(m.cpfInvalido, 'cpf');
  if (form.incluir_cursos_superiores) {
    form.cursos_superiores.forEach((curso, index) => {
      if (curso.inicio && curso.fim && Number(curso.fim) < Number(curso.inicio))
        add(m.periodoInvertido, 'cursos_superiores', index, 'anos');
    });
  }
  if (form.incluir_experiencias) {
    form.experiencias.forEach((exp, index) => {
      const start = parseMesAno(exp.data_admissao);
      const end = parseMesAno(exp.data_saida);
      if (hasText(exp.data_admissao) && !start)
        add(m.admissaoInvalida, 'experiencias', index, 'data_admissao');
      if (hasText(exp.data_saida) && !end) add(m.saidaInvalida, 'experiencias', index, 'data_saida');
      else if (start && end && compareMesAno(end, start) < 0)
        add(m.saidaAntesAdmissao, 'experiencias', index, 'data_saida');
    });
  }
  return problems;
}

/** Something beyond the personal data is filled in and shown: what a paid resume must have to be worth it. */
export function hasResumeContent(form: CurriculoForm): boolean {
  const filledItem = (item: object) => Object.values(item).some((v) => typeof v === 'string' && hasText(v));
  const documentacao = [
    form.cpf,
    form.rg,
    form.pis_nit,
    form.cartao_sus,
    form.cnh_numero,
    form.titulo_eleitor,
  ].some(hasText);
  return (
    form.escolaridade !== '' ||
    form.skills.length > 0 ||
    (form.incluir_documentacao && documentacao) ||
    (form.incluir_cursos_superiores && form.cursos_superiores.some(filledItem)) ||
    (form.incluir_cursos && form.cursos.some(filledItem)) ||
    (form.incluir_experiencias && form.experiencias.some(filledItem))
  );
}

export type CurriculoCheck =
  | { ok: true; form: CurriculoForm }
  | {
      ok: false;
      message: string;
      field?: CurriculoField;
      /** Every refused field with its own message, a list item's dotted (`experiencias.0.data_saida`). */
      fields: Record<string, string>;
    };

const isFormField = (field: PropertyKey | undefined): field is CurriculoField =>
  typeof field === 'string' && Object.hasOwn(curriculoDraftSchema.shape, field);

function firstField(error: z.ZodError): CurriculoField | undefined {
  const field = error.issues[0]?.path[0];
  return isFormField(field) ? field : undefined;
}

/** The first message of each refused field, by its dotted path (no prototype: keyed by the issues' paths). */
function refusedFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  for (const issue of error.issues) {
    if (!isFormField(issue.path[0])) continue;
    const path = issue.path.map(String).join('.');
    fields[path] ??= issue.message;
  }
  return fields;
}

/**
 * The final check as a zod schema (the page's resolver; `checkCurriculo` for the server): the draft's types,
 * then one issue per required field with its own message, then nome and e-mail trimmed.
 */
export const curriculoFinalSchema = lazySchema(() =>
  curriculoDraftSchema
    .superRefine((form, ctx) => {
      for (const problem of requiredProblems(form)) {
        ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
      }
      for (const problem of curriculoFieldProblems(form)) {
        ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
      }
    })
    .transform((form) => ({ ...form, nome: form.nome.trim(), email: form.email.trim() })),
);

/**
 * The check of "Gerar Currículo" / "Salvar Alterações" and of the server before any save or PDF: the draft's
 * types, then the required fields with their messages joined by ", " ("Nome completo é obrigatório, E-mail é
 * obrigatório"). The form comes back with nome and e-mail trimmed.
 */
export function checkCurriculo(input: unknown): CurriculoCheck {
  const parsed = curriculoFinalSchema.safeParse(input);
  if (parsed.success) return { ok: true, form: parsed.data };
  const { issues } = parsed.error;
  // The refinements run only on a draft of the right types: then the required fields' messages are joined
  // (spec §5.1), and without any the first value refused speaks.
  const refined = issues.every((issue) => issue.code === 'custom');
  const required = refined
    ? issues.filter((issue) => issue.path.length === 1 && ['nome', 'email'].includes(String(issue.path[0])))
    : [];
  const message =
    required.length > 0 ? required.map((issue) => issue.message).join(', ') : issues[0]!.message;
  const field = firstField(parsed.error);
  return { ok: false, message, ...(field ? { field } : {}), fields: refusedFields(parsed.error) };
}

/**
 * What a payment needs besides the final check (issue 15): a name and something beyond the personal data.
 * Every message that stands in the way, in the page's order (empty: the resume may be paid for); the server's
 * `mp-pay` refuses with the first and the payment panel lists them all.
 */
export function curriculoPaymentProblems(input: unknown): string[] {
  const draft = curriculoDraftSchema.safeParse(input);
  if (!draft.success) return [draft.error.issues[0]!.message];
  const parsed = curriculoFinalSchema.safeParse(input);
  const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  if (!hasResumeContent(draft.data)) messages.push(CURRICULO_MESSAGES.semSecoes);
  return [...new Set(messages)];
}

/** "Salvar agora": a single message when nome or e-mail is missing; null when a quick save may go. */
export function quickSaveProblem(form: { nome?: unknown; email?: unknown }): string | null {
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return filled(form.nome) && filled(form.email) ? null : CURRICULO_MESSAGES.salvarRapido;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#ABC" → "#aabbcc"; anything that is not a hex colour → null. */
export function normalizeHexColor(value: unknown): string | null {
  if (typeof value !== 'string' || !HEX_COLOR.test(value.trim())) return null;
  const hex = value.trim().slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

const colorField = (fallback: string) =>
  z
    .unknown()
    .transform((value) => normalizeHexColor(value) ?? fallback)
    .pipe(z.string());

/** The colours of a layout; anything missing or not a hex colour takes the default. */
export const layoutConfigSchema = lazySchema(() =>
  z
    .object({
      primaryColor: colorField(DEFAULT_PRIMARY_COLOR),
      accentColor: colorField(DEFAULT_ACCENT_COLOR),
    })
    .nullish()
    .transform(
      (value) => value ?? { primaryColor: DEFAULT_PRIMARY_COLOR, accentColor: DEFAULT_ACCENT_COLOR },
    ),
);
export type LayoutConfig = z.output<typeof layoutConfigSchema>;

export const DEFAULT_LAYOUT_CONFIG: LayoutConfig = Object.freeze({
  primaryColor: DEFAULT_PRIMARY_COLOR,
  accentColor: DEFAULT_ACCENT_COLOR,
});

export const layoutIdSchema = lazySchema(() => z.enum(LAYOUT_IDS, { error: 'Layout inválido' }));

export function isLayoutId(value: unknown): value is LayoutId {
  return typeof value === 'string' && (LAYOUT_IDS as readonly string[]).includes(value);
}

/** The preview's "Salvar Currículo": the layout chosen and its colours (stored on the record, not in the data). */
export const layoutChoiceSchema = lazySchema(() =>
  z.object({
    lastLayout: layoutIdSchema.nullish().transform((value) => value ?? null),
    layoutConfig: layoutConfigSchema,
  }),
);
export type LayoutChoice = z.output<typeof layoutChoiceSchema>;

/** Status values of a resume (spec §4.1). "expirado" is not stored: it is how a lapsed release is shown. */
export const CURRICULO_STATUSES = ['pendente', 'liberado', 'aprovado', 'bloqueado'] as const;
export type CurriculoStatus = (typeof CURRICULO_STATUSES)[number];

/**
 * The record's metadata (spec §3.2), beside its `data` (a `CurriculoForm`). Times are epoch milliseconds.
 * `lastCountedEditAt` is ours: it groups the saves of one working session into one counted edit (see rules.ts).
 */
export interface CurriculoMeta {
  id: string;
  status: CurriculoStatus;
  /** The current content is paid for (set on payment, cleared when an edit asks for a new payment). */
  pay: boolean;
  /** When the last payment was approved; kept after an edit, as the start of the edit window. */
  paidAt: number | null;
  editCountSincePaid: number;
  lastCountedEditAt?: number | null;
  needs_repayment: boolean;
  /** The reference the next payment must use. */
  activePaymentRef: string | null;
  lastLayout: LayoutId | null;
  layoutConfig: LayoutConfig;
}

/** A stored resume as the endpoints return it. */
export interface CurriculoRecord extends CurriculoMeta {
  data: CurriculoForm;
}
