// Rent receipts form (spec part 2 §3 "Rent receipts form", §5 "Receipts without contract"): the fields the
// receipts read, shared with the rental contract (whose form holds them all), the lenient draft schema and the
// final check with the spec's "Campos faltando: ..." message.
import * as z from 'zod';
import { isValidCnpj, isValidCpf, maskCpf, onlyDigits } from '../../format/cpf-cnpj';
import { isValidCalendarDate } from '../../format/dates';
import {
  centsFromDigits,
  formatCents,
  moneyInWords,
  wordsMatchCents,
  wordsMismatchMessage,
} from '../../format/money';
import { isUf } from '../../reference/ufs';
import { printableText } from '../../text/printable';
import { draftChoice, draftDigits, draftText, type Printable, SIM_NAO, storedText } from '../draft-fields';
import { type FailedCheck, type FormCheck, finalSchema, runFinalCheck } from '../form-check';
import { lazySchema } from '../lazy-schema';
import { isCompany, normaliseParty, PESSOA_TIPOS } from '../parties';

export const NATUREZAS = ['residencial', 'comercial'] as const;
export type Natureza = (typeof NATUREZAS)[number];

/** Spec part 2 §9: term 12 months and due day 10 unless chosen. */
export const DEFAULT_PRAZO_MESES = 12;
export const DEFAULT_DIA_VENCIMENTO = 10;
/** A term long enough for any residential lease; bounds the receipts one PDF holds. */
export const MAX_PRAZO_MESES = 120;

export const RECIBO_ALUGUEL_MESSAGES = {
  camposFaltando: 'Campos faltando: ',
  pagamento: 'Conclua o pagamento para liberar os recibos',
  semRecibos: 'Sem recibos (verifique os dados).',
} as const;

/** The receipts' fields (names of spec part 2 §3), their text ending in `printable`. */
export function reciboFields(printable: Printable) {
  return {
    aluguel_valor: draftText('Valor do aluguel', 20, printable),
    aluguel_valor_extenso: draftText('Valor do aluguel por extenso', 250, printable),
    dia_vencimento: draftDigits('Dia do vencimento', 2, printable),
    prazo_meses: draftDigits('Prazo em meses', 3, printable),
    data_inicio_dia: draftDigits('Dia de início', 2, printable),
    data_inicio_mes: draftDigits('Mês de início', 2, printable),
    data_inicio_ano: draftDigits('Ano de início', 4, printable),
    data_formato_extenso: draftChoice(SIM_NAO, 'Formato de data inválido'),
    natureza_locacao: draftChoice(NATUREZAS, 'Natureza da locação inválida'),
    /** Rent paid at the start of each period (art. 42: only a lease with no guarantee may ask it). */
    aluguel_antecipado: draftChoice(SIM_NAO, 'Opção de aluguel antecipado inválida'),
    /** Charges the tenant pays with the rent (art. 25): a line for each on every receipt (art. 22 VI). */
    encargo_iptu: draftChoice(SIM_NAO, 'Opção de IPTU inválida'),
    encargo_condominio: draftChoice(SIM_NAO, 'Opção de condomínio inválida'),
    locador_tipo: draftChoice(PESSOA_TIPOS, 'Tipo de pessoa do locador inválido'),
    locador_nome: draftText('Nome do locador', 120, printable),
    locador_rg: draftText('RG do locador', 20, printable),
    locador_cpf: draftText('CPF do locador', 14, printable),
    locador_cep: draftText('CEP do locador', 10, printable),
    locador_endereco_estado: draftText('Estado do locador', 2, printable),
    locador_endereco_cidade: draftText('Cidade do locador', 80, printable),
    locador_cnpj: draftText('CNPJ do locador', 18, printable),
    locador_rep_nome: draftText('Representante do locador', 120, printable),
    locador_rep_cpf: draftText('CPF do representante do locador', 14, printable),
    locador_rep_cargo: draftText('Cargo do representante do locador', 60, printable),
    locatario_tipo: draftChoice(PESSOA_TIPOS, 'Tipo de pessoa do locatário inválido'),
    locatario_nome: draftText('Nome do locatário', 120, printable),
    locatario_rg: draftText('RG do locatário', 20, printable),
    locatario_cpf: draftText('CPF do locatário', 14, printable),
    locatario_cnpj: draftText('CNPJ do locatário', 18, printable),
    locatario_rep_nome: draftText('Representante do locatário', 120, printable),
    locatario_rep_cpf: draftText('CPF do representante do locatário', 14, printable),
    locatario_rep_cargo: draftText('Cargo do representante do locatário', 60, printable),
    imovel_cep: draftText('CEP do imóvel', 10, printable),
    imovel_endereco_rua: draftText('Endereço do imóvel', 150, printable),
    imovel_endereco_numero: draftText('Número do imóvel', 12, printable),
    imovel_endereco_complemento: draftText('Complemento do imóvel', 60, printable),
    imovel_endereco_bairro: draftText('Bairro do imóvel', 80, printable),
    imovel_endereco_estado: draftText('Estado do imóvel', 2, printable),
    imovel_endereco_cidade: draftText('Cidade do imóvel', 80, printable),
  };
}

/** Any partially filled receipts form (autosave); missing fields read as "", unknown fields are dropped. */
export const reciboAluguelDraftSchema = lazySchema(() => z.object(reciboFields(printableText)));
/** A stored form as saved, without the printable check (see `draft-fields.ts`). */
export const reciboAluguelStoredSchema = lazySchema(() => z.object(reciboFields(storedText)));
export type ReciboAluguelForm = z.output<typeof reciboAluguelDraftSchema>;
export type ReciboAluguelField = keyof ReciboAluguelForm;

/** Labels the "Campos faltando" lists name the fields by. */
export const RECIBO_FIELD_LABELS: Record<ReciboAluguelField, string> = {
  aluguel_valor: 'valor do aluguel',
  aluguel_valor_extenso: 'valor por extenso',
  dia_vencimento: 'dia do vencimento',
  prazo_meses: 'prazo em meses',
  data_inicio_dia: 'dia de início',
  data_inicio_mes: 'mês de início',
  data_inicio_ano: 'ano de início',
  data_formato_extenso: 'formato da data',
  natureza_locacao: 'natureza da locação',
  aluguel_antecipado: 'aluguel antecipado',
  encargo_iptu: 'IPTU com o aluguel',
  encargo_condominio: 'condomínio com o aluguel',
  locador_tipo: 'tipo de pessoa do locador',
  locador_nome: 'nome do locador',
  locador_rg: 'RG do locador',
  locador_cpf: 'CPF do locador',
  locador_cep: 'CEP do locador',
  locador_endereco_estado: 'UF do locador',
  locador_endereco_cidade: 'cidade do locador',
  locador_cnpj: 'CNPJ do locador',
  locador_rep_nome: 'representante do locador',
  locador_rep_cpf: 'CPF do representante do locador',
  locador_rep_cargo: 'cargo do representante do locador',
  locatario_tipo: 'tipo de pessoa do locatário',
  locatario_nome: 'nome do locatário',
  locatario_rg: 'RG do locatário',
  locatario_cpf: 'CPF do locatário',
  locatario_cnpj: 'CNPJ do locatário',
  locatario_rep_nome: 'representante do locatário',
  locatario_rep_cpf: 'CPF do representante do locatário',
  locatario_rep_cargo: 'cargo do representante do locatário',
  imovel_cep: 'CEP do imóvel',
  imovel_endereco_rua: 'rua do imóvel',
  imovel_endereco_numero: 'número do imóvel',
  imovel_endereco_complemento: 'complemento do imóvel',
  imovel_endereco_bairro: 'bairro do imóvel',
  imovel_endereco_estado: 'UF do imóvel',
  imovel_endereco_cidade: 'cidade do imóvel',
};

const filled = (value: string) => value.trim() !== '';
const inRange = (value: string, min: number, max: number) =>
  /^\d{1,4}$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

/**
 * The receipts' own required fields (spec part 2 §5, the same list with or without a contract), each checked
 * for what a receipt prints: each party's name and, for a person, a valid CPF and RG, for a company (issue 38
 * item 4) a valid CNPJ (numeric or alphanumeric) and its representative's name and CPF; a positive rent and its
 * words, a due day 1–31, the property's street, number, city and state, the lessor's city and state, a term of
 * 1–120 months and a real start date (each receipt names the period it pays). Answers the failing fields in
 * that order.
 */
export function missingReceiptFields(f: ReciboAluguelForm): ReciboAluguelField[] {
  const missing: ReciboAluguelField[] = [];
  const need = (ok: boolean, field: ReciboAluguelField) => {
    if (!ok) missing.push(field);
  };
  for (const who of ['locador', 'locatario'] as const) {
    need(filled(f[`${who}_nome`]), `${who}_nome`);
    if (isCompany(f, who)) {
      need(isValidCnpj(f[`${who}_cnpj`]), `${who}_cnpj`);
      need(filled(f[`${who}_rep_nome`]), `${who}_rep_nome`);
      need(isValidCpf(f[`${who}_rep_cpf`]), `${who}_rep_cpf`);
    } else {
      need(isValidCpf(f[`${who}_cpf`]), `${who}_cpf`);
      need(filled(f[`${who}_rg`]), `${who}_rg`);
    }
  }
  need(centsFromDigits(f.aluguel_valor) > 0, 'aluguel_valor');
  need(filled(f.aluguel_valor_extenso), 'aluguel_valor_extenso');
  need(inRange(f.dia_vencimento, 1, 31), 'dia_vencimento');
  need(filled(f.imovel_endereco_rua), 'imovel_endereco_rua');
  need(filled(f.imovel_endereco_numero), 'imovel_endereco_numero');
  need(filled(f.imovel_endereco_cidade), 'imovel_endereco_cidade');
  need(isUf(f.imovel_endereco_estado), 'imovel_endereco_estado');
  need(filled(f.locador_endereco_cidade), 'locador_endereco_cidade');
  need(isUf(f.locador_endereco_estado), 'locador_endereco_estado');
  need(inRange(f.prazo_meses, 1, MAX_PRAZO_MESES), 'prazo_meses');
  const year = /^\d{4}$/.test(f.data_inicio_ano.trim()) && Number(f.data_inicio_ano) >= 1900;
  const month = inRange(f.data_inicio_mes, 1, 12);
  need(
    year &&
      month &&
      inRange(f.data_inicio_dia, 1, 31) &&
      isValidCalendarDate({
        year: Number(f.data_inicio_ano),
        month: Number(f.data_inicio_mes),
        day: Number(f.data_inicio_dia),
      }),
    'data_inicio_dia',
  );
  need(month, 'data_inicio_mes');
  need(year, 'data_inicio_ano');
  return missing;
}

/** The words typed spell another amount than the figures (issue 38 item 6): the field message, or null. */
export function rentWordsMessage(f: Pick<ReciboAluguelForm, 'aluguel_valor' | 'aluguel_valor_extenso'>) {
  const cents = centsFromDigits(f.aluguel_valor);
  if (cents <= 0 || f.aluguel_valor_extenso.trim() === '') return null;
  return wordsMatchCents(f.aluguel_valor_extenso, cents) ? null : wordsMismatchMessage(cents);
}

/** "a, b, c": the missing fields by their labels. */
export function fieldList(fields: readonly ReciboAluguelField[]): string {
  return fields.map((field) => RECIBO_FIELD_LABELS[field]).join(', ');
}

/** The due day typed (clamped 1–31 as the page clamps it), or the default 10. */
export function dueDayOf(value: string): number {
  const digits = onlyDigits(value);
  if (digits === '') return DEFAULT_DIA_VENCIMENTO;
  return Math.min(31, Math.max(1, Number(digits)));
}

/** The typed rent "1.500,00" (or its digits) as centavos, its display "1.500,00", and its words. */
export function rentOf(form: Pick<ReciboAluguelForm, 'aluguel_valor' | 'aluguel_valor_extenso'>) {
  const cents = centsFromDigits(form.aluguel_valor);
  const words =
    form.aluguel_valor_extenso.replace(/\s+/g, ' ').trim() || (cents > 0 ? moneyInWords(cents) : '');
  return { cents, figures: cents > 0 ? formatCents(cents) : '', words };
}

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();
const uf = (value: string) => (isUf(value) ? value.trim().toUpperCase() : '');

/** The receipts' fields made ready to print: spaces folded, CPFs masked, states upper-case, rent words filled. */
export function normaliseReceiptFields<F extends ReciboAluguelForm>(f: F): F {
  const out = Object.fromEntries(
    Object.entries(f).map(([key, value]) => [key, typeof value === 'string' ? clean(value) : value]),
  ) as F;
  return {
    ...normaliseParty(normaliseParty(out, 'locador'), 'locatario'),
    locador_cpf: isValidCpf(f.locador_cpf) ? maskCpf(f.locador_cpf) : out.locador_cpf,
    locatario_cpf: isValidCpf(f.locatario_cpf) ? maskCpf(f.locatario_cpf) : out.locatario_cpf,
    locador_endereco_estado: uf(f.locador_endereco_estado),
    imovel_endereco_estado: uf(f.imovel_endereco_estado),
    aluguel_valor_extenso: rentOf(f).words,
    dia_vencimento: String(dueDayOf(f.dia_vencimento)),
  };
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/**
 * A refused field's own message, naming it (issue 41): "Campos faltando" only says what is empty; a value typed
 * but not valid says what is wrong with it ("CPF do locador inválido", "Ano de início: use quatro dígitos").
 */
export function receiptFieldMessage(f: ReciboAluguelForm, field: ReciboAluguelField): string {
  const label = RECIBO_FIELD_LABELS[field];
  const value = String(f[field] ?? '').trim();
  if (value === '' || (field === 'aluguel_valor' && centsFromDigits(value) <= 0))
    return `${RECIBO_ALUGUEL_MESSAGES.camposFaltando}${label}`;
  switch (field) {
    case 'dia_vencimento':
      return 'Dia do vencimento: de 1 a 31';
    case 'prazo_meses':
      return `Prazo em meses: de 1 a ${MAX_PRAZO_MESES}`;
    case 'data_inicio_mes':
      return 'Mês de início: de 01 a 12';
    case 'data_inicio_ano':
      return /^\d{4}$/.test(value) ? 'Ano de início: a partir de 1900' : 'Ano de início: use quatro dígitos';
    case 'data_inicio_dia':
      return inRange(value, 1, 31)
        ? 'Data de início: esse dia não existe no mês'
        : 'Dia de início: de 1 a 31';
    default:
      return `${capitalised(label)} ${field.endsWith('_estado') ? 'inválida' : 'inválido'}`;
  }
}

const isEmptyMessage = (message: string) => message.startsWith(RECIBO_ALUGUEL_MESSAGES.camposFaltando);

function failures(f: ReciboAluguelForm): FailedCheck<ReciboAluguelField>[] {
  const missing = missingReceiptFields(f);
  // A day in range refused only because its month or year is: those fields say so themselves.
  const dayOwnFault =
    !inRange(f.data_inicio_dia, 1, 31) ||
    !(missing.includes('data_inicio_mes') || missing.includes('data_inicio_ano'));
  const found: FailedCheck<ReciboAluguelField>[] = missing
    .filter((field) => field !== 'data_inicio_dia' || dayOwnFault)
    .map((field) => ({ message: receiptFieldMessage(f, field), field }));
  const words = rentWordsMessage(f);
  if (words) found.push({ message: words, field: 'aluguel_valor_extenso' });
  return found;
}

export function reciboAluguelFinalSchema() {
  return finalSchema(reciboAluguelDraftSchema, failures, normaliseReceiptFields);
}

export type ReciboAluguelCheck = FormCheck<ReciboAluguelField, ReciboAluguelForm>;

/** The check the page runs on "Gerar Recibos" and the server before rendering: "Campos faltando: ...", or the form. */
export function checkReciboAluguel(input: unknown): ReciboAluguelCheck {
  const check = runFinalCheck<ReciboAluguelField, ReciboAluguelForm>(
    reciboAluguelFinalSchema(),
    Object.keys(reciboAluguelDraftSchema.shape),
    input,
  );
  if (check.ok) return check;
  // One message for the whole form: the empty fields after "Campos faltando: ", then each invalid one's own.
  const messages = Object.entries(check.fields) as Array<[ReciboAluguelField, string]>;
  const empty = messages.filter(([, message]) => isEmptyMessage(message)).map(([field]) => field);
  const parts = [
    ...(empty.length > 0 ? [`${RECIBO_ALUGUEL_MESSAGES.camposFaltando}${fieldList(empty)}`] : []),
    ...messages.filter(([, message]) => !isEmptyMessage(message)).map(([, message]) => message),
  ];
  return parts.length > 0 ? { ...check, message: parts.join('; ') } : check;
}

/** A blank form with the spec's defaults (term 12 months, due day 10, residential, date in words). */
export function emptyReciboAluguel(): ReciboAluguelForm {
  return {
    ...reciboAluguelDraftSchema.parse({}),
    prazo_meses: String(DEFAULT_PRAZO_MESES),
    dia_vencimento: String(DEFAULT_DIA_VENCIMENTO),
    natureza_locacao: 'residencial',
    data_formato_extenso: 'sim',
    aluguel_antecipado: 'nao',
    encargo_iptu: 'nao',
    encargo_condominio: 'nao',
    locador_tipo: 'pf',
    locatario_tipo: 'pf',
  };
}
