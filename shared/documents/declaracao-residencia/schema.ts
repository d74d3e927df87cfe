// Residence declaration form (spec part 2 §3, §5): the lenient draft schema of autosave and the final check before a PDF.
import * as z from 'zod';
import { isCompleteCep, maskCep } from '../../format/cep';
import { isValidCpf, maskCpf, onlyDigits } from '../../format/cpf-cnpj';
import { type CalendarDate, calendarDateOf } from '../../format/dates';
import { MONTHS, type MonthName } from '../../reference/calendar';
import { isUf } from '../../reference/ufs';
import { printableText } from '../../text/printable';
import { documentDate } from '../document-date';
import { draftChoice, draftDigits, draftText, type Printable, storedText } from '../draft-fields';
import { type FailedCheck, type FormCheck, failureList, finalSchema, runFinalCheck } from '../form-check';
import { lazySchema } from '../lazy-schema';

export const CONDICOES = ['membro', 'cedido', 'alugado_formal', 'alugado_informal'] as const;
export type Condicao = (typeof CONDICOES)[number];

/** Labels of the condition choice, in the spec's words. */
export const CONDICAO_LABELS: Record<Condicao, string> = {
  membro: 'Membro da família',
  cedido: 'Imóvel cedido',
  alugado_formal: 'Alugado em contrato formal',
  alugado_informal: 'Alugado sem contrato formal',
};

/**
 * How the holder knows the address is theirs (issue 39): a person declaring a residence says on what it rests,
 * so whoever receives the declaration knows which proof to ask for.
 */
export const VINCULOS = ['proprietario', 'locatario', 'titular_conta'] as const;
export type Vinculo = (typeof VINCULOS)[number];

export const VINCULO_LABELS: Record<Vinculo, string> = {
  proprietario: 'Proprietário(a) do imóvel',
  locatario: 'Locatário(a) (inquilino) do imóvel',
  titular_conta: 'Titular de conta de consumo (água, luz, gás ou telefone) do endereço',
};

/** The messages of spec part 2 §5 (kept verbatim) and the few checks the spec leaves unnamed. */
export const DECLARACAO_RESIDENCIA_MESSAGES = {
  cpfsObrigatorios: 'Preencha os dois CPFs (titular e dependente)',
  titularObrigatorio: 'Preencha ao menos nome, CPF e endereço do titular',
  dependenteObrigatorio: 'Preencha dados do dependente (nome e CPF)',
  // Issue 41 item 6: a refused CPF names whose it is (the spec's bare "CPF inválido" did not).
  cpfTitularInvalido: 'CPF do titular inválido',
  cpfDependenteInvalido: 'CPF do dependente inválido',
  aguardeCeps: 'Aguarde resolução dos CEPs...',
  verifiqueCeps: 'Verifique os CEPs (titular obrigatório; dependente opcional).',
  cpfTitularObrigatorio: 'CPF do titular é obrigatório',
  cpfDependenteObrigatorio: 'CPF do dependente é obrigatório',
  cidadeTitular: 'Informe a cidade e o estado do titular',
  condicao: 'Escolha a condição de moradia do dependente',
  data: 'Informe uma data válida para a declaração',
  // Ours (issue 15): a declaration states what is true today, so it is not dated later.
  dataFutura: 'A data da declaração não pode estar no futuro',
  // Ours (issue 39).
  vinculo: 'Informe como o titular mora no endereço (proprietário, locatário ou titular de conta)',
} as const;

/** The form's fields, their text ending in `printable`. */
function declaracaoShape(printable: Printable) {
  return {
    titular_nome: draftText('Nome do titular', 120, printable),
    titular_cpf: draftText('CPF do titular', 14, printable),
    titular_rg: draftText('RG do titular', 20, printable),
    titular_rg_uf: draftText('UF do RG do titular', 2, printable),
    titular_cidade: draftText('Cidade do titular', 80, printable),
    titular_estado: draftText('Estado do titular', 2, printable),
    titular_cep: draftText('CEP do titular', 10, printable),
    titular_rua: draftText('Endereço do titular', 150, printable),
    titular_numero: draftText('Número do titular', 12, printable),
    /** Apartment, block, house at the back (issue 15); records saved before it read as "". */
    titular_complemento: draftText('Complemento do titular', 60, printable),
    titular_bairro: draftText('Bairro do titular', 80, printable),
    /** Issue 39; declarations saved before it read as "" and the final check asks for it. */
    titular_vinculo: draftChoice(VINCULOS, 'Vínculo do titular com o endereço: valor inválido'),
    dep_nome: draftText('Nome do dependente', 120, printable),
    dep_cpf: draftText('CPF do dependente', 14, printable),
    dep_rg: draftText('RG do dependente', 20, printable),
    dep_rg_uf: draftText('UF do RG do dependente', 2, printable),
    dep_cep: draftText('CEP do dependente', 10, printable),
    dep_rua: draftText('Endereço do dependente', 150, printable),
    dep_numero: draftText('Número do dependente', 12, printable),
    dep_complemento: draftText('Complemento do dependente', 60, printable),
    dep_bairro: draftText('Bairro do dependente', 80, printable),
    dep_cidade: draftText('Cidade do dependente', 80, printable),
    dep_estado: draftText('Estado do dependente', 2, printable),
    condicao: draftChoice(CONDICOES, 'Condição inválida'),
    data_dia: draftDigits('Dia', 2, printable),
    data_mes: draftText('Mês', 12, printable),
    data_ano: draftDigits('Ano', 4, printable),
  };
}

/**
 * The draft: any partially filled form (autosave, preview). Types and lengths only; missing and null fields
 * read as "", unknown fields are dropped.
 */
export const declaracaoResidenciaDraftSchema = lazySchema(() => z.object(declaracaoShape(printableText)));

/**
 * A stored form as it was saved, without the printable check: a declaration saved before it opens with every
 * character it holds (the page then shows what to fix) instead of blank.
 */
export const declaracaoResidenciaStoredSchema = lazySchema(() => z.object(declaracaoShape(storedText)));
export type DeclaracaoResidenciaForm = z.output<typeof declaracaoResidenciaDraftSchema>;
export type DeclaracaoResidenciaInput = z.input<typeof declaracaoResidenciaDraftSchema>;
export type DeclaracaoResidenciaField = keyof DeclaracaoResidenciaForm;

/** A form that passed the final check, normalised for the document (masks applied, month name canonical). */
export type DeclaracaoResidenciaFinal = DeclaracaoResidenciaForm & {
  titular_vinculo: Vinculo;
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

const filled = (value: string) => value.trim() !== '';
const hasDigits = (value: string) => onlyDigits(value).length > 0;

/**
 * The rules of spec part 2 §5 in the spec's order, then the CPF check digits, then what the document text
 * needs. Every failing rule is listed, one per field (its first), so the page can mark all fields at once;
 * the first failure is the page's toast and the server's answer.
 */
function failures(
  f: DeclaracaoResidenciaForm,
  cep: CepLookupState,
  today: Date = new Date(),
): FailedCheck<DeclaracaoResidenciaField>[] {
  const m = DECLARACAO_RESIDENCIA_MESSAGES;
  const { found, fail } = failureList<DeclaracaoResidenciaField>();
  if (!hasDigits(f.titular_cpf)) fail(m.cpfsObrigatorios, 'titular_cpf');
  if (!hasDigits(f.dep_cpf)) fail(m.cpfsObrigatorios, 'dep_cpf');
  if (!filled(f.titular_nome)) fail(m.titularObrigatorio, 'titular_nome');
  if (!filled(f.titular_rua)) fail(m.titularObrigatorio, 'titular_rua');
  if (!filled(f.dep_nome)) fail(m.dependenteObrigatorio, 'dep_nome');
  if (!isValidCpf(f.titular_cpf)) fail(m.cpfTitularInvalido, 'titular_cpf');
  if (!isValidCpf(f.dep_cpf)) fail(m.cpfDependenteInvalido, 'dep_cpf');
  if (cep.pending) fail(m.aguardeCeps);
  else {
    if (!isCompleteCep(f.titular_cep) || cep.titularError) fail(m.verifiqueCeps, 'titular_cep');
    if (filled(f.dep_cep) && (!isCompleteCep(f.dep_cep) || cep.depError)) fail(m.verifiqueCeps, 'dep_cep');
  }
  // The city list waits for the state: a missing state is the one to fix (and to focus) first.
  if (!isUf(f.titular_estado)) fail(m.cidadeTitular, 'titular_estado');
  else if (!filled(f.titular_cidade)) fail(m.cidadeTitular, 'titular_cidade');
  if (f.titular_vinculo === '') fail(m.vinculo, 'titular_vinculo');
  if (f.condicao === '') fail(m.condicao, 'condicao');
  const date = documentDate(f);
  if (!date) fail(m.data, 'data_dia');
  else if (isAfter(date, calendarDateOf(today))) fail(m.dataFutura, 'data_dia');
  return found;
}

const isAfter = (a: CalendarDate, b: CalendarDate) =>
  (a.year - b.year || a.month - b.month || a.day - b.day) > 0;

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
    titular_vinculo: f.titular_vinculo as Vinculo,
    condicao: f.condicao as Condicao,
    data_dia: String(date.day),
    data_mes: MONTHS[date.month - 1]!,
    data_ano: String(date.year),
  };
}

/**
 * The final check as a zod schema (server side, no CEP lookup state): the draft's types and lengths, every
 * failing rule as an issue on its field, then the normalised form.
 */
export function declaracaoResidenciaFinalSchema(cep: CepLookupState = {}) {
  return finalSchema(declaracaoResidenciaDraftSchema, (form) => failures(form, cep), normalise);
}

export type DeclaracaoResidenciaCheck = FormCheck<DeclaracaoResidenciaField, DeclaracaoResidenciaFinal>;

/**
 * The check the page runs on "Gerar PDF" and the server runs before rendering: the first message (and every
 * failing field), or the form.
 */
export function checkDeclaracaoResidencia(
  input: unknown,
  cep: CepLookupState = {},
): DeclaracaoResidenciaCheck {
  return runFinalCheck(
    declaracaoResidenciaFinalSchema(cep),
    Object.keys(declaracaoResidenciaDraftSchema.shape),
    input,
  );
}

/** What a stored declaration lacks before it can be paid for, each message once, in the rules' order. */
export function declaracaoMissing(input: unknown): string[] {
  const check = checkDeclaracaoResidencia(input);
  if (check.ok) return [];
  return [...new Set([check.message, ...Object.values(check.fields)].filter((m): m is string => Boolean(m)))];
}

/** The inline message under a CPF field after blur, or null. */
export function cpfFieldMessage(field: 'titular_cpf' | 'dep_cpf', value: string): string | null {
  const m = DECLARACAO_RESIDENCIA_MESSAGES;
  if (!hasDigits(value))
    return field === 'titular_cpf' ? m.cpfTitularObrigatorio : m.cpfDependenteObrigatorio;
  if (isValidCpf(value)) return null;
  return field === 'titular_cpf' ? m.cpfTitularInvalido : m.cpfDependenteInvalido;
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
