// Residence declaration form (spec part 2 §3, §5): the lenient draft schema of autosave and the final check before a PDF.
import * as z from 'zod';
import { isCompleteCep, maskCep } from '../../format/cep';
import { isValidCpf, maskCpf, onlyDigits } from '../../format/cpf-cnpj';
import { type CalendarDate, calendarDateOf, isValidCalendarDate } from '../../format/dates';
import { MONTHS, type MonthName } from '../../reference/calendar';
import { isUf } from '../../reference/ufs';
import { printableText } from '../../text/printable';

export const CONDICOES = ['membro', 'cedido', 'alugado_formal', 'alugado_informal'] as const;
export type Condicao = (typeof CONDICOES)[number];

/** Labels of the condition choice, in the spec's words. */
export const CONDICAO_LABELS: Record<Condicao, string> = {
  membro: 'Membro da família',
  cedido: 'Imóvel cedido',
  alugado_formal: 'Alugado em contrato formal',
  alugado_informal: 'Alugado sem contrato formal',
};

/** The messages of spec part 2 §5 (kept verbatim) and the few checks the spec leaves unnamed. */
export const DECLARACAO_RESIDENCIA_MESSAGES = {
  cpfsObrigatorios: 'Preencha os dois CPFs (titular e dependente)',
  titularObrigatorio: 'Preencha ao menos nome, CPF e endereço do titular',
  dependenteObrigatorio: 'Preencha dados do dependente (nome e CPF)',
  cpfInvalido: 'CPF inválido',
  aguardeCeps: 'Aguarde resolução dos CEPs...',
  verifiqueCeps: 'Verifique os CEPs (titular obrigatório; dependente opcional).',
  cpfTitularObrigatorio: 'CPF do titular é obrigatório',
  cpfDependenteObrigatorio: 'CPF do dependente é obrigatório',
  cidadeTitular: 'Informe a cidade e o estado do titular',
  condicao: 'Escolha a condição de moradia do dependente',
  data: 'Informe uma data válida para a declaração',
} as const;

/** The step every text field ends in: `printableText` for saves and PDFs, none for reading records. */
type Printable = (label: string) => z.ZodType<string, string>;

/** The form's fields, their text ending in `printable`. */
function declaracaoShape(printable: Printable) {
  /** Every text field ends here: only what the PDF fonts print (`printableText`). */
  function text(label: string, max: number) {
    return z
      .string({ error: `${label}: valor inválido` })
      .max(max, { error: `${label}: no máximo ${max} caracteres` })
      .nullish()
      .transform((value) => value ?? '')
      .pipe(printable(label));
  }

  /** Day and year may arrive as numbers from older records; they are kept as the text the form shows. */
  function digitsText(label: string, max: number) {
    return z
      .union([z.string(), z.number().int().nonnegative()], { error: `${label}: valor inválido` })
      .transform(String)
      .pipe(z.string().max(max, { error: `${label}: no máximo ${max} caracteres` }))
      .nullish()
      .transform((value) => value ?? '')
      .pipe(printable(label));
  }

  return {
    titular_nome: text('Nome do titular', 120),
    titular_cpf: text('CPF do titular', 14),
    titular_rg: text('RG do titular', 20),
    titular_rg_uf: text('UF do RG do titular', 2),
    titular_cidade: text('Cidade do titular', 80),
    titular_estado: text('Estado do titular', 2),
    titular_cep: text('CEP do titular', 10),
    titular_rua: text('Endereço do titular', 150),
    titular_numero: text('Número do titular', 12),
    titular_bairro: text('Bairro do titular', 80),
    dep_nome: text('Nome do dependente', 120),
    dep_cpf: text('CPF do dependente', 14),
    dep_rg: text('RG do dependente', 20),
    dep_rg_uf: text('UF do RG do dependente', 2),
    dep_cep: text('CEP do dependente', 10),
    dep_rua: text('Endereço do dependente', 150),
    dep_numero: text('Número do dependente', 12),
    dep_bairro: text('Bairro do dependente', 80),
    dep_cidade: text('Cidade do dependente', 80),
    dep_estado: text('Estado do dependente', 2),
    condicao: z
      .enum([...CONDICOES, ''], { error: 'Condição inválida' })
      .nullish()
      .transform((value) => value ?? ''),
    data_dia: digitsText('Dia', 2),
    data_mes: text('Mês', 12),
    data_ano: digitsText('Ano', 4),
  };
}

const draftShape = declaracaoShape(printableText);

/**
 * The draft: any partially filled form (autosave, preview). Types and lengths only; missing and null fields
 * read as "", unknown fields are dropped.
 */
export const declaracaoResidenciaDraftSchema = z.object(draftShape);

/**
 * A stored form as it was saved, without the printable check: a declaration saved before it opens with every
 * character it holds (the page then shows what to fix) instead of blank.
 */
export const declaracaoResidenciaStoredSchema = z.object(declaracaoShape(() => z.string()));
export type DeclaracaoResidenciaForm = z.output<typeof declaracaoResidenciaDraftSchema>;
export type DeclaracaoResidenciaInput = z.input<typeof declaracaoResidenciaDraftSchema>;
export type DeclaracaoResidenciaField = keyof DeclaracaoResidenciaForm;

/** A form that passed the final check, normalised for the document (masks applied, month name canonical). */
export type DeclaracaoResidenciaFinal = DeclaracaoResidenciaForm & {
  condicao: Condicao;
  data_mes: MonthName;
};

/** What the page knows about its CEP lookups (the server knows none of it and passes nothing). */
export interface CepLookupState {
  /** A lookup is still running. */
  pending?: boolean;
  titularError?: boolean;
  depError?: boolean;
}

export interface FailedCheck {
  message: string;
  /** The field to highlight or focus first. */
  field?: DeclaracaoResidenciaField;
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** "Março", "marco", "3" and "03" → "março"; anything else → null. */
export function parseMonth(value: string): MonthName | null {
  const folded = fold(value);
  if (/^\d{1,2}$/.test(folded)) return MONTHS[Number(folded) - 1] ?? null;
  return MONTHS.find((name) => fold(name) === folded) ?? null;
}

/** The document date of the form, or null when its parts do not make a real day. */
export function documentDate(form: Pick<DeclaracaoResidenciaForm, 'data_dia' | 'data_mes' | 'data_ano'>) {
  const month = parseMonth(form.data_mes);
  if (!month || !/^\d{1,2}$/.test(form.data_dia.trim()) || !/^\d{4}$/.test(form.data_ano.trim())) return null;
  const date: CalendarDate = {
    year: Number(form.data_ano.trim()),
    month: MONTHS.indexOf(month) + 1,
    day: Number(form.data_dia.trim()),
  };
  return isValidCalendarDate(date) ? date : null;
}

const filled = (value: string) => value.trim() !== '';
const hasDigits = (value: string) => onlyDigits(value).length > 0;

/**
 * The rules of spec part 2 §5 in the spec's order, then the CPF check digits, then what the document text
 * needs. Every failing rule is listed, one per field (its first), so the page can mark all fields at once;
 * the first failure is the page's toast and the server's answer.
 */
function failures(f: DeclaracaoResidenciaForm, cep: CepLookupState): FailedCheck[] {
  const m = DECLARACAO_RESIDENCIA_MESSAGES;
  const found: FailedCheck[] = [];
  const fail = (message: string, field?: DeclaracaoResidenciaField) => {
    if (field === undefined) found.push({ message });
    else if (!found.some((failure) => failure.field === field)) found.push({ message, field });
  };
  if (!hasDigits(f.titular_cpf)) fail(m.cpfsObrigatorios, 'titular_cpf');
  if (!hasDigits(f.dep_cpf)) fail(m.cpfsObrigatorios, 'dep_cpf');
  if (!filled(f.titular_nome)) fail(m.titularObrigatorio, 'titular_nome');
  if (!filled(f.titular_rua)) fail(m.titularObrigatorio, 'titular_rua');
  if (!filled(f.dep_nome)) fail(m.dependenteObrigatorio, 'dep_nome');
  if (!isValidCpf(f.titular_cpf)) fail(m.cpfInvalido, 'titular_cpf');
  if (!isValidCpf(f.dep_cpf)) fail(m.cpfInvalido, 'dep_cpf');
  if (cep.pending) fail(m.aguardeCeps);
  else {
    if (!isCompleteCep(f.titular_cep) || cep.titularError) fail(m.verifiqueCeps, 'titular_cep');
    if (filled(f.dep_cep) && (!isCompleteCep(f.dep_cep) || cep.depError)) fail(m.verifiqueCeps, 'dep_cep');
  }
  // The city list waits for the state: a missing state is the one to fix (and to focus) first.
  if (!isUf(f.titular_estado)) fail(m.cidadeTitular, 'titular_estado');
  else if (!filled(f.titular_cidade)) fail(m.cidadeTitular, 'titular_cidade');
  if (f.condicao === '') fail(m.condicao, 'condicao');
  if (!documentDate(f)) fail(m.data, 'data_dia');
  return found;
}

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

function normalise(f: DeclaracaoResidenciaForm): DeclaracaoResidenciaFinal {
  const out = Object.fromEntries(
    Object.entries(f).map(([key, value]) => [key, clean(value)]),
  ) as DeclaracaoResidenciaForm;
  const date = documentDate(f)!;
  const uf = (value: string) => (isUf(value) ? value.trim().toUpperCase() : '');
  return {
    ...out,
    titular_cpf: maskCpf(f.titular_cpf),
    dep_cpf: maskCpf(f.dep_cpf),
    titular_cep: maskCep(f.titular_cep),
    dep_cep: filled(f.dep_cep) ? maskCep(f.dep_cep) : '',
    titular_estado: uf(f.titular_estado),
    dep_estado: uf(f.dep_estado),
    titular_rg_uf: uf(f.titular_rg_uf),
    dep_rg_uf: uf(f.dep_rg_uf),
    condicao: f.condicao as Condicao,
    data_dia: String(date.day),
    data_mes: MONTHS[date.month - 1]!,
    data_ano: String(date.year),
  };
}

/**
 * The final check as a zod schema (server side, no CEP lookup state): the draft's types and lengths, then the
 * first failing rule as the only issue, then the normalised form.
 */
export function declaracaoResidenciaFinalSchema(cep: CepLookupState = {}) {
  return declaracaoResidenciaDraftSchema
    .superRefine((form, ctx) => {
      for (const failure of failures(form, cep)) {
        ctx.addIssue({
          code: 'custom',
          message: failure.message,
          path: failure.field ? [failure.field] : [],
        });
      }
    })
    .transform(normalise);
}

export type DeclaracaoResidenciaCheck =
  | { ok: true; form: DeclaracaoResidenciaFinal }
  | ({
      ok: false;
      /** Every field that fails, with its message, in the rules' order (the first is `field`). */
      fields: Partial<Record<DeclaracaoResidenciaField, string>>;
    } & FailedCheck);

const fieldOf = (path: readonly PropertyKey[]): DeclaracaoResidenciaField | undefined => {
  const field = path[0];
  return typeof field === 'string' && field in draftShape ? (field as DeclaracaoResidenciaField) : undefined;
};

/**
 * The check the page runs on "Gerar PDF" and the server runs before rendering: the first message (and every
 * failing field), or the form.
 */
export function checkDeclaracaoResidencia(
  input: unknown,
  cep: CepLookupState = {},
): DeclaracaoResidenciaCheck {
  const parsed = declaracaoResidenciaFinalSchema(cep).safeParse(input);
  if (parsed.success) return { ok: true, form: parsed.data };
  const { issues } = parsed.error;
  const fields: Partial<Record<DeclaracaoResidenciaField, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field && fields[field] === undefined) fields[field] = issue.message;
  }
  const first = issues[0]!;
  const field = fieldOf(first.path);
  return { ok: false, message: first.message, ...(field ? { field } : {}), fields };
}

/** The inline message under a CPF field after blur, or null. */
export function cpfFieldMessage(field: 'titular_cpf' | 'dep_cpf', value: string): string | null {
  const m = DECLARACAO_RESIDENCIA_MESSAGES;
  if (!hasDigits(value))
    return field === 'titular_cpf' ? m.cpfTitularObrigatorio : m.cpfDependenteObrigatorio;
  return isValidCpf(value) ? null : m.cpfInvalido;
}

/** A blank form dated `today` (in Brazil's time zone), condition "membro da família". */
export function emptyDeclaracaoResidencia(today: Date = new Date()): DeclaracaoResidenciaForm {
  const date = calendarDateOf(today);
  const blank = declaracaoResidenciaDraftSchema.parse({});
  return {
    ...blank,
    condicao: 'membro',
    data_dia: String(date.day).padStart(2, '0'),
    data_mes: MONTHS[date.month - 1]!,
    data_ano: String(date.year),
  };
}

/** Nothing typed yet: every field but the preset condition and date is empty (not worth saving as a record). */
export function isBlankDeclaracaoResidencia(form: DeclaracaoResidenciaForm): boolean {
  return Object.entries(form).every(
    ([field, value]) => field === 'condicao' || field.startsWith('data_') || value.trim() === '',
  );
}
