// Work declaration form (spec part 2 §3, §5): the lenient draft schema of autosave and the final check before a
// PDF, for a company employer (with CNPJ) or a household employer ("Empregador pessoa física", without one).
import * as z from 'zod';
import { isCompleteCep, maskCep } from '../../format/cep';
import {
  cnpjCharacters,
  isValidCnpj,
  isValidCpf,
  maskCnpj,
  maskCpf,
  onlyDigits,
} from '../../format/cpf-cnpj';
import { calendarDateOf } from '../../format/dates';
import { completeTime, isValidTime, parseMonthYear } from '../../format/time';
import { MONTHS, type MonthName, WEEKDAYS, type Weekday } from '../../reference/calendar';
import { isUf } from '../../reference/ufs';
import { documentDate } from '../document-date';
import { draftChoice, draftDigits, draftText } from '../draft-fields';
import {
  type CepLookupState,
  type FailedCheck,
  type FormCheck,
  failureList,
  finalSchema,
  runFinalCheck,
} from '../form-check';
import { lazySchema } from '../lazy-schema';

/**
 * The messages of spec part 2 §5 "Work declaration PDF" (kept verbatim), then the few the spec leaves unnamed:
 * the household employer's address and CEP (the spec's texts name a company), and a CEP lookup still running.
 */
export const DECLARACAO_TRABALHO_MESSAGES = {
  empregador: 'Informe nome completo do empregador e CPF',
  empresa: 'Preencha os dados da empresa (nome, CNPJ e endereço)',
  trabalhador: 'Preencha os dados do trabalhador (nome e CPF)',
  destacados: 'Preencha os campos destacados',
  cepEmpresa: 'Verifique o CEP da empresa',
  // Each value typed but not valid names its field (issue 41).
  cpfEmpregador: 'CPF do empregador inválido',
  cnpjEmpresa: 'CNPJ da empresa inválido',
  cpfTrabalhador: 'CPF do trabalhador inválido',
  ufEmpresa: 'UF da empresa inválida',
  admissao: 'Admissão: mês de 01 a 12, ano com quatro dígitos, não depois da data da declaração',
  horaInicio: 'Início da jornada: hora de 00:00 a 23:59',
  horaFim: 'Fim da jornada: hora de 00:00 a 23:59',
  dataDocumento: 'Data da declaração: dia que exista no mês',
  enderecoLocal: 'Preencha o endereço do local de trabalho',
  cepLocal: 'Verifique o CEP do local de trabalho',
  aguardeCep: 'Aguarde a consulta do CEP...',
  // Ours (issue 39): who signs for a company says in what capacity.
  cargoEmpregador: 'Informe o cargo de quem assina pela empresa (ex.: sócio-administrador, gerente de RH)',
} as const;

/** Admissions before this year are typing mistakes, not careers. */
const FIRST_ADMISSION_YEAR = 1900;

const draftShape = () => ({
  /** "Empregador pessoa física": a household employer without CNPJ; the company block is only the workplace. */
  empregador_pessoa_fisica: z
    .boolean({ error: 'Empregador pessoa física: valor inválido' })
    .nullish()
    .transform((value) => value ?? false),
  nome_completo_empregador: draftText('Nome do empregador', 120),
  cpf_empregador: draftText('CPF do empregador', 14),
  rg_empregador: draftText('RG do empregador', 20),
  rg_empregador_uf: draftText('UF do RG do empregador', 2),
  /** The signer's role in the company (issue 39); declarations saved before it read as "". */
  cargo_empregador: draftText('Cargo de quem assina', 80),
  empresa_nome: draftText('Nome da empresa', 150),
  empresa_cnpj: draftText('CNPJ da empresa', 18),
  empresa_cep: draftText('CEP da empresa', 10),
  empresa_rua: draftText('Endereço da empresa', 150),
  empresa_numero: draftText('Número da empresa', 12),
  empresa_bairro: draftText('Bairro da empresa', 80),
  empresa_cidade: draftText('Cidade da empresa', 80),
  empresa_estado: draftText('Estado da empresa', 2),
  trab_nome: draftText('Nome do trabalhador', 120),
  trab_cpf: draftText('CPF do trabalhador', 14),
  trab_rg: draftText('RG do trabalhador', 20),
  trab_rg_uf: draftText('UF do RG do trabalhador', 2),
  cargo: draftText('Cargo', 80),
  data_admissao: draftText('Data de admissão', 7),
  hora_inicio: draftText('Hora de início', 5),
  hora_fim: draftText('Hora de término', 5),
  dia_semana_inicio: draftChoice(WEEKDAYS, 'Dia da semana inicial: valor inválido'),
  dia_semana_fim: draftChoice(WEEKDAYS, 'Dia da semana final: valor inválido'),
  data_dia: draftDigits('Dia', 2),
  data_mes: draftText('Mês', 12),
  data_ano: draftDigits('Ano', 4),
});

/**
 * The draft: any partially filled form (autosave, preview). Types and lengths only; missing and null fields
 * read as "" (the employer kind as a company), unknown fields are dropped.
 */
export const declaracaoTrabalhoDraftSchema = lazySchema(() => z.object(draftShape()));
export type DeclaracaoTrabalhoForm = z.output<typeof declaracaoTrabalhoDraftSchema>;
export type DeclaracaoTrabalhoInput = z.input<typeof declaracaoTrabalhoDraftSchema>;
export type DeclaracaoTrabalhoField = keyof DeclaracaoTrabalhoForm;

/** A form that passed the final check, normalised for the document (masks applied, month name canonical). */
export type DeclaracaoTrabalhoFinal = DeclaracaoTrabalhoForm & {
  dia_semana_inicio: Weekday;
  dia_semana_fim: Weekday;
  data_mes: MonthName;
};

export type DeclaracaoTrabalhoCheck = FormCheck<DeclaracaoTrabalhoField, DeclaracaoTrabalhoFinal>;

const filled = (value: string) => value.trim() !== '';
const cpfComplete = (value: string) => onlyDigits(value).length === 11;

/** An admission month that exists and is not after the document's own date. */
function admissionOk(form: DeclaracaoTrabalhoForm): boolean {
  const admission = parseMonthYear(form.data_admissao);
  if (!admission || admission.year < FIRST_ADMISSION_YEAR) return false;
  const date = documentDate(form);
  return !date || admission.year * 12 + admission.month <= date.year * 12 + date.month;
}

/**
 * The rules of spec part 2 §5 in the spec's order: employer, company, worker, the other fields the document
 * needs ("Preencha os campos destacados"), the company CEP, then values typed but not valid (check digits,
 * times, dates: each names its field, "CNPJ da empresa inválido"). Every failing rule is listed, one per field.
 */
function failures(f: DeclaracaoTrabalhoForm, cep: CepLookupState): FailedCheck<DeclaracaoTrabalhoField>[] {
  const m = DECLARACAO_TRABALHO_MESSAGES;
  const { found, fail } = failureList<DeclaracaoTrabalhoField>();
  const household = f.empregador_pessoa_fisica;

  if (!filled(f.nome_completo_empregador)) fail(m.empregador, 'nome_completo_empregador');
  if (!cpfComplete(f.cpf_empregador)) fail(m.empregador, 'cpf_empregador');
  if (household) {
    if (!filled(f.empresa_rua)) fail(m.enderecoLocal, 'empresa_rua');
  } else {
    if (!filled(f.empresa_nome)) fail(m.empresa, 'empresa_nome');
    if (cnpjCharacters(f.empresa_cnpj).length !== 14) fail(m.empresa, 'empresa_cnpj');
    if (!filled(f.empresa_rua)) fail(m.empresa, 'empresa_rua');
    if (!filled(f.cargo_empregador)) fail(m.cargoEmpregador, 'cargo_empregador');
  }
  if (!filled(f.trab_nome)) fail(m.trabalhador, 'trab_nome');
  if (!cpfComplete(f.trab_cpf)) fail(m.trabalhador, 'trab_cpf');

  const required: DeclaracaoTrabalhoField[] = [
    'empresa_estado',
    'empresa_cidade',
    'cargo',
    'data_admissao',
    'hora_inicio',
    'hora_fim',
    'dia_semana_inicio',
    'dia_semana_fim',
    'data_dia',
    'data_mes',
    'data_ano',
  ];
  for (const field of required) if (!filled(String(f[field]))) fail(m.destacados, field);

  if (cep.pending) fail(m.aguardeCep);
  else if (!isCompleteCep(f.empresa_cep) || cep.error)
    fail(household ? m.cepLocal : m.cepEmpresa, 'empresa_cep');

  // Typed but not valid: each field says what is wrong with it (issue 41), not "Revise os campos destacados".
  if (!isValidCpf(f.cpf_empregador)) fail(m.cpfEmpregador, 'cpf_empregador');
  if (!household && !isValidCnpj(f.empresa_cnpj)) fail(m.cnpjEmpresa, 'empresa_cnpj');
  if (!isValidCpf(f.trab_cpf)) fail(m.cpfTrabalhador, 'trab_cpf');
  if (!isUf(f.empresa_estado)) fail(m.ufEmpresa, 'empresa_estado');
  if (!admissionOk(f)) fail(m.admissao, 'data_admissao');
  if (!isValidTime(completeTime(f.hora_inicio))) fail(m.horaInicio, 'hora_inicio');
  if (!isValidTime(completeTime(f.hora_fim))) fail(m.horaFim, 'hora_fim');
  if (!documentDate(f)) fail(m.dataDocumento, 'data_dia');
  return found;
}

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();
const uf = (value: string) => (isUf(value) ? value.trim().toUpperCase() : '');

function normalise(f: DeclaracaoTrabalhoForm): DeclaracaoTrabalhoFinal {
  const date = documentDate(f)!;
  const household = f.empregador_pessoa_fisica;
  const texts = Object.fromEntries(
    Object.entries(f).map(([key, value]) => [key, typeof value === 'string' ? clean(value) : value]),
  ) as DeclaracaoTrabalhoForm;
  return {
    ...texts,
    cpf_empregador: maskCpf(f.cpf_empregador),
    rg_empregador_uf: uf(f.rg_empregador_uf),
    // A household employer has no company: nothing typed there before the choice reaches the document.
    empresa_nome: household ? '' : texts.empresa_nome,
    cargo_empregador: household ? '' : texts.cargo_empregador,
    empresa_cnpj: household ? '' : maskCnpj(f.empresa_cnpj),
    empresa_cep: maskCep(f.empresa_cep),
    empresa_estado: uf(f.empresa_estado),
    trab_cpf: maskCpf(f.trab_cpf),
    trab_rg_uf: uf(f.trab_rg_uf),
    hora_inicio: completeTime(f.hora_inicio),
    hora_fim: completeTime(f.hora_fim),
    dia_semana_inicio: f.dia_semana_inicio as Weekday,
    dia_semana_fim: f.dia_semana_fim as Weekday,
    data_dia: String(date.day),
    data_mes: MONTHS[date.month - 1]!,
    data_ano: String(date.year),
  };
}

/**
 * The final check as a zod schema (server side, no CEP lookup state): the draft's types and lengths, every
 * failing rule as an issue on its field, then the normalised form.
 */
export function declaracaoTrabalhoFinalSchema(cep: CepLookupState = {}) {
  return finalSchema(declaracaoTrabalhoDraftSchema, (form) => failures(form, cep), normalise);
}

/**
 * The check the page runs on "Gerar PDF" and the server runs before a payment and before rendering: the first
 * message (and every failing field), or the normalised form.
 */
export function checkDeclaracaoTrabalho(input: unknown, cep: CepLookupState = {}): DeclaracaoTrabalhoCheck {
  return runFinalCheck(
    declaracaoTrabalhoFinalSchema(cep),
    Object.keys(declaracaoTrabalhoDraftSchema.shape),
    input,
  );
}

/**
 * A blank form dated `today` (in Brazil's time zone), a company employer working Monday to Friday; hours and
 * admission are left for the person to type.
 */
export function emptyDeclaracaoTrabalho(today: Date = new Date()): DeclaracaoTrabalhoForm {
  const date = calendarDateOf(today);
  return {
    ...declaracaoTrabalhoDraftSchema.parse({}),
    dia_semana_inicio: 'segunda-feira',
    dia_semana_fim: 'sexta-feira',
    data_dia: String(date.day).padStart(2, '0'),
    data_mes: MONTHS[date.month - 1]!,
    data_ano: String(date.year),
  };
}

/** Preset by `emptyDeclaracaoTrabalho`, so not "typed". */
const PRESET: ReadonlySet<string> = new Set([
  'empregador_pessoa_fisica',
  'dia_semana_inicio',
  'dia_semana_fim',
  'data_dia',
  'data_mes',
  'data_ano',
]);

/** Nothing typed yet: every field but the presets (employer kind, weekdays, date) is empty. */
export function isBlankDeclaracaoTrabalho(form: DeclaracaoTrabalhoForm): boolean {
  return Object.entries(form).every(([field, value]) => PRESET.has(field) || String(value).trim() === '');
}
