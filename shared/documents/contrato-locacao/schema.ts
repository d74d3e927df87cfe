// Rental contract form (spec part 2 §3 "Rental contract", §5 "Rental contract PDF" and "Receipts (with
// contract)"): the lenient draft schema of autosave and the final check before a payment or a PDF, with the
// spec's messages: "Erros: " plus the items joined by "; ", the field messages "Obrigatório", "CPF inválido"
// and "Inválido", and "Campos faltando para recibos: ..." only when receipts are ticked.
import * as z from 'zod';
import { isCompleteCep, maskCep } from '../../format/cep';
import { isValidCnpj, isValidCpf, maskCnpj, maskCpf } from '../../format/cpf-cnpj';
import { type CalendarDate, calendarDateOf, isValidCalendarDate } from '../../format/dates';
import { centsFromDigits } from '../../format/money';
import { isUf } from '../../reference/ufs';
import { printableText } from '../../text/printable';
import { draftChoice, draftText, type Printable, SIM_NAO, storedText } from '../draft-fields';
import { type FailedCheck, type FormCheck, finalSchema, runFinalCheck } from '../form-check';
import { lazySchema } from '../lazy-schema';
import { cpfMessage, hasSpouse, normaliseParty, PARTY_MESSAGES, partyErrors, partyFields } from '../parties';
import {
  DEFAULT_DIA_VENCIMENTO,
  DEFAULT_PRAZO_MESES,
  fieldList,
  MAX_PRAZO_MESES,
  missingReceiptFields,
  normaliseReceiptFields,
  reciboFields,
  rentWordsMessage,
} from '../recibo-aluguel/schema';

export const IPTU_COBRANCAS = ['incluso', 'locatario'] as const;
export type IptuCobranca = (typeof IPTU_COBRANCAS)[number];
/** Issue 38 item 5: the yearly readjustment index, IPCA by default. */
export const INDICES_REAJUSTE = ['IPCA', 'IGP-M', 'INPC', 'IPC-FIPE'] as const;
/** Every guarantee of Lei 8.245/91 art. 37, or none. */
export const GARANTIAS = ['fianca', 'caucao', 'seguro', 'cessao_quotas', 'nenhuma'] as const;
export type Garantia = (typeof GARANTIAS)[number];
/** The late fee's ceiling on the page (a landlord's choice within it; 10% is the market's and the default). */
export const MAX_MULTA_ATRASO = 10;
/** Art. 3: a lease of ten years or more needs the spouse's consent. */
export const VENIA_CONJUGAL_MESES = 120;
/** Art. 46: a written residential lease of 30 months or more ends with its term. */
export const ART_46_MESES = 30;
export type IndiceReajuste = (typeof INDICES_REAJUSTE)[number];

export const CONTRATO_LOCACAO_MESSAGES = {
  erros: 'Erros: ',
  obrigatorio: 'Obrigatório',
  cpfInvalido: 'CPF inválido',
  invalido: 'Inválido',
  recibos: 'Campos faltando para recibos: ',
  bloqueado: 'Contrato bloqueado (contate suporte).',
  /** Lei 8.245/91 art. 37, parágrafo único: one guarantee per contract. */
  umaGarantia: 'Escolha apenas uma garantia: fiador ou caução (Lei 8.245/91, art. 37, parágrafo único)',
  /** Art. 38 § 2º: a cash deposit may not exceed three months' rent. */
  caucaoLimite: 'Caução acima de três aluguéis (Lei 8.245/91, art. 38, § 2º)',
  /** Art. 42 and 43 III: rent in advance only when the lease has no guarantee. */
  antecipadoComGarantia: 'Aluguel antecipado só é permitido em locação sem garantia (Lei 8.245/91, art. 42)',
  multaLimite: 'Multa de 1% a 10%',
  diaVencimento: 'Dia de 1 a 31',
} as const;

/** A yes/no flag: "sim"/"nao" as the spec stores them; booleans of older records read as such. */
function draftFlag(message: string) {
  return z
    .union([z.boolean(), z.string()], { error: message })
    .nullish()
    .transform((value) => (value === true ? 'sim' : value === false ? 'nao' : (value ?? '')))
    .refine((value) => value === '' || (SIM_NAO as readonly string[]).includes(value), { error: message })
    .transform((value) => value as (typeof SIM_NAO)[number] | '');
}

function contratoShape(printable: Printable) {
  return {
    ...reciboFields(printable),
    possui_termo_vistoria: draftFlag('Termo de vistoria inválido'),
    ...partyFields('locador', 'locador(a)', printable),
    ...partyFields('locatario', 'locatário(a)', printable),
    garantia_tipo: draftChoice(GARANTIAS, 'Garantia inválida'),
    fiador_ativo: draftFlag('Fiador inválido'),
    ...partyFields('fiador', 'fiador(a)', printable),
    fiador_conjuge_nome: draftText('Nome do cônjuge do(a) fiador(a)', 120, printable),
    fiador_conjuge_cpf: draftText('CPF do cônjuge do(a) fiador(a)', 14, printable),
    caucao_ativo: draftFlag('Caução inválida'),
    caucao_valor: draftText('Valor da caução', 20, printable),
    seguro_seguradora: draftText('Seguradora', 120, printable),
    seguro_apolice: draftText('Número da apólice', 40, printable),
    cessao_fundo_nome: draftText('Fundo de investimento', 150, printable),
    cessao_fundo_cnpj: draftText('CNPJ do fundo', 18, printable),
    cessao_quotas: draftText('Quotas cedidas', 60, printable),
    imovel_condominio: draftFlag('Condomínio inválido'),
    imovel_cib: draftText('CIB do imóvel', 20, printable),
    imovel_inscricao: draftText('Inscrição imobiliária', 40, printable),
    multa_atraso: draftText('Multa por atraso', 2, printable),
    indice_reajuste: draftChoice(INDICES_REAJUSTE, 'Índice de reajuste inválido'),
    iptu_cobranca: draftChoice(IPTU_COBRANCAS, 'Cobrança do IPTU inválida'),
    cidade_foro: draftText('Cidade do foro', 80, printable),
    estado_foro: draftText('Estado do foro', 2, printable),
    data_ass_dia: draftText('Dia da assinatura', 2, printable),
    data_ass_mes: draftText('Mês da assinatura', 2, printable),
    data_ass_ano: draftText('Ano da assinatura', 4, printable),
    matricula_energia: draftText('Matrícula de energia', 30, printable),
    matricula_saneamento: draftText('Matrícula de saneamento', 30, printable),
    gerar_recibos: draftFlag('Opção de recibos inválida'),
  };
}

/** Any partially filled contract (autosave, preview); missing fields read as "", unknown ones are dropped. */
export const contratoLocacaoDraftSchema = lazySchema(() => z.object(contratoShape(printableText)));
/** A stored form as saved, without the printable check (see `draft-fields.ts`). */
export const contratoLocacaoStoredSchema = lazySchema(() => z.object(contratoShape(storedText)));
export type ContratoLocacaoForm = z.output<typeof contratoLocacaoDraftSchema>;
export type ContratoLocacaoField = keyof ContratoLocacaoForm;

/** How the "Erros" items name the fields. */
const LABELS: Partial<Record<ContratoLocacaoField, string>> = {
  locador_nome: 'Nome do locador',
  locador_cpf: 'CPF do locador',
  locador_cep: 'CEP do locador',
  locatario_nome: 'Nome do locatário',
  locatario_cpf: 'CPF do locatário',
  locatario_cep: 'CEP do locatário',
  fiador_nome: 'Nome do fiador',
  fiador_cpf: 'CPF do fiador',
  fiador_cep: 'CEP do fiador',
  imovel_endereco_rua: 'Endereço do imóvel',
  imovel_cep: 'CEP do imóvel',
  imovel_endereco_cidade: 'Cidade do imóvel',
  imovel_endereco_estado: 'UF do imóvel',
  aluguel_valor: 'Valor do aluguel',
  prazo_meses: 'Prazo em meses',
  data_inicio_dia: 'Data de início',
  data_ass_dia: 'Data da assinatura',
  caucao_valor: 'Valor da caução',
  fiador_conjuge_nome: 'Nome do cônjuge do fiador',
  fiador_conjuge_cpf: 'CPF do cônjuge do fiador',
  seguro_seguradora: 'Seguradora',
  seguro_apolice: 'Número da apólice',
  cessao_fundo_nome: 'Fundo de investimento',
  cessao_fundo_cnpj: 'CNPJ do fundo',
  multa_atraso: 'Multa por atraso',
  dia_vencimento: 'Dia do vencimento',
  ...partyLabels('locador', 'locador'),
  ...partyLabels('locatario', 'locatário'),
  ...partyLabels('fiador', 'fiador'),
};

/** "Nacionalidade do locador", "CNPJ do locatário"...: how "Erros" names a party's fields. */
function partyLabels(prefix: string, who: string): Record<string, string> {
  const names: Record<string, string> = {
    nome: 'Nome',
    cpf: 'CPF',
    cep: 'CEP',
    nacionalidade: 'Nacionalidade',
    estado_civil: 'Estado civil',
    profissao: 'Profissão',
    rg: 'Documento de identidade',
    cnpj: 'CNPJ',
    rep_nome: 'Representante',
    rep_cpf: 'CPF do representante',
    rep_cargo: 'Cargo do representante',
    endereco_rua: 'Endereço',
    endereco_cidade: 'Cidade',
    endereco_estado: 'UF',
  };
  return Object.fromEntries(
    Object.entries(names).map(([name, label]) => [`${prefix}_${name}`, `${label} do ${who}`]),
  );
}

const filled = (value: string) => value.trim() !== '';

/** 00000-000, 00.000-000 or 8 digits (spec part 2 §5: the contract also accepts the 2.3-3 style). */
export function isContractCep(value: string): boolean {
  return /^(\d{5}-?\d{3}|\d{2}\.\d{3}-\d{3})$/.test(value.trim()) && isCompleteCep(value);
}

/** A date of three typed parts (day, month 1–12, four-digit year), or null when they make no real day. */
export function dateOfParts(day: string, month: string, year: string): CalendarDate | null {
  if (!/^\d{1,2}$/.test(day.trim()) || !/^\d{1,2}$/.test(month.trim()) || !/^\d{4}$/.test(year.trim()))
    return null;
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  return isValidCalendarDate(date) ? date : null;
}

export const startDateOf = (
  f: Pick<ContratoLocacaoForm, 'data_inicio_dia' | 'data_inicio_mes' | 'data_inicio_ano'>,
) => dateOfParts(f.data_inicio_dia, f.data_inicio_mes, f.data_inicio_ano);
export const signingDateOf = (
  f: Pick<ContratoLocacaoForm, 'data_ass_dia' | 'data_ass_mes' | 'data_ass_ano'>,
) => dateOfParts(f.data_ass_dia, f.data_ass_mes, f.data_ass_ano);

type GuaranteeFields = Pick<ContratoLocacaoForm, 'fiador_ativo' | 'caucao_ativo'> & {
  garantia_tipo?: ContratoLocacaoForm['garantia_tipo'];
};

/**
 * The guarantees the form takes on: the one chosen, or, in a record saved before the choice existed, the
 * guarantor and deposit ticks (both ticked is refused: the law allows one, art. 37 parágrafo único).
 */
export function guaranteesOf(f: GuaranteeFields): Garantia[] {
  if (f.garantia_tipo) return f.garantia_tipo === 'nenhuma' ? [] : [f.garantia_tipo];
  return [
    ...(f.fiador_ativo === 'sim' ? ['fianca' as const] : []),
    ...(f.caucao_ativo === 'sim' ? ['caucao' as const] : []),
  ];
}

/** The contract's one guarantee ("nenhuma" when none). */
export function guaranteeOf(f: GuaranteeFields): Garantia {
  return guaranteesOf(f)[0] ?? 'nenhuma';
}

/** The field message of a CPF after touch: "Obrigatório", "CPF inválido", or null. */
export const cpfFieldMessage = cpfMessage;

/** The field message of a CEP: "Inválido" when filled in another shape (lookup errors are the page's). */
export function cepFieldMessage(value: string, required: boolean): string | null {
  if (!filled(value)) return required ? CONTRATO_LOCACAO_MESSAGES.obrigatorio : null;
  return isContractCep(value) ? null : CONTRATO_LOCACAO_MESSAGES.invalido;
}

/** Every failing field with its field message, in the form's order (the items of "Erros: ..."). */
export function contractFieldErrors(
  f: ContratoLocacaoForm,
): Array<{ field: ContratoLocacaoField; message: string }> {
  const m = CONTRATO_LOCACAO_MESSAGES;
  const errors: Array<{ field: ContratoLocacaoField; message: string }> = [];
  const add = (field: ContratoLocacaoField, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  const required = (field: ContratoLocacaoField) => add(field, filled(f[field]) ? null : m.obrigatorio);
  const party = (prefix: 'locador' | 'locatario' | 'fiador') => {
    for (const e of partyErrors(f, prefix, { qualification: true, address: true }))
      add(e.field as ContratoLocacaoField, e.message);
    add(`${prefix}_cep`, cepFieldMessage(f[`${prefix}_cep`], false));
  };
  const garantia = guaranteeOf(f);
  party('locador');
  party('locatario');
  if (garantia === 'fianca') {
    party('fiador');
    // CC art. 1.647 III and Súmula 332 STJ: a guarantee given without the spouse's consent is void.
    if (hasSpouse(f, 'fiador')) {
      required('fiador_conjuge_nome');
      add('fiador_conjuge_cpf', cpfMessage(f.fiador_conjuge_cpf));
    }
  }
  required('imovel_endereco_rua');
  add('imovel_cep', cepFieldMessage(f.imovel_cep, false));
  required('imovel_endereco_cidade');
  add('imovel_endereco_estado', isUf(f.imovel_endereco_estado) ? null : m.obrigatorio);
  add('aluguel_valor', centsFromDigits(f.aluguel_valor) > 0 ? null : m.obrigatorio);
  add('aluguel_valor_extenso', rentWordsMessage(f));
  const prazo = Number(f.prazo_meses.trim());
  add(
    'prazo_meses',
    /^\d+$/.test(f.prazo_meses.trim()) && prazo >= 1 && prazo <= MAX_PRAZO_MESES ? null : m.invalido,
  );
  const dueDay = f.dia_vencimento.trim();
  // Blank is the default 10; anything else outside 1–31 is refused, never clamped (issue 41).
  add(
    'dia_vencimento',
    dueDay === '' || (/^\d{1,2}$/.test(dueDay) && Number(dueDay) >= 1 && Number(dueDay) <= 31)
      ? null
      : m.diaVencimento,
  );
  add('data_inicio_dia', dateMessage('início', f.data_inicio_dia, f.data_inicio_mes, f.data_inicio_ano));
  add('data_ass_dia', dateMessage('assinatura', f.data_ass_dia, f.data_ass_mes, f.data_ass_ano));
  const multa = f.multa_atraso.trim();
  add(
    'multa_atraso',
    multa === '' || (/^\d{1,2}$/.test(multa) && Number(multa) >= 1 && Number(multa) <= MAX_MULTA_ATRASO)
      ? null
      : m.multaLimite,
  );
  if (garantia === 'caucao') {
    const caucao = centsFromDigits(f.caucao_valor);
    add(
      'caucao_valor',
      caucao <= 0 ? m.obrigatorio : caucao > 3 * centsFromDigits(f.aluguel_valor) ? m.caucaoLimite : null,
    );
  }
  if (garantia === 'seguro') {
    required('seguro_seguradora');
    required('seguro_apolice');
  }
  if (garantia === 'cessao_quotas') {
    required('cessao_fundo_nome');
    // Optional, but a number the contract prints must be a real CNPJ (numeric or alphanumeric).
    const cnpj = f.cessao_fundo_cnpj.trim();
    add('cessao_fundo_cnpj', cnpj === '' || isValidCnpj(cnpj) ? null : m.invalido);
  }
  if (f.aluguel_antecipado === 'sim' && garantia !== 'nenhuma')
    add('aluguel_antecipado', m.antecipadoComGarantia);
  return errors.map((e) => ({ ...e, message: namedMessage(e.field, e.message) }));
}

/**
 * Issue 41 item 6: a value typed but refused names its field and what is wrong ("CPF do locador inválido",
 * "Prazo em meses: de 1 a 600"); an empty field keeps the spec's "Obrigatório" under its own label.
 */
function namedMessage(field: ContratoLocacaoField, message: string): string {
  const m = CONTRATO_LOCACAO_MESSAGES;
  const label = LABELS[field] ?? field;
  if (field === 'prazo_meses' && message === m.invalido) return `${label}: de 1 a ${MAX_PRAZO_MESES}`;
  if (message === m.invalido || message === m.cpfInvalido || message === PARTY_MESSAGES.cnpjInvalido)
    return `${label} inválido`;
  if (message === PARTY_MESSAGES.ufInvalida) return `${label} inválida`;
  return message;
}

/** A CPF field's message on blur, naming whose CPF it is ("CPF do locatário inválido"), or null. */
export function contractCpfMessage(field: ContratoLocacaoField, value: string): string | null {
  const message = cpfMessage(value);
  return message ? namedMessage(field, message) : null;
}

/** Why a date of the contract is refused, naming it: "Data de início: use quatro dígitos no ano"... */
function dateMessage(which: string, day: string, month: string, year: string): string | null {
  if (dateOfParts(day, month, year)) return null;
  const label = `Data de ${which}`;
  const [d, mo, y] = [day.trim(), month.trim(), year.trim()];
  if (d === '' && mo === '' && y === '') return CONTRATO_LOCACAO_MESSAGES.obrigatorio;
  if (d === '' || mo === '' || y === '') return `${label}: preencha dia, mês e ano`;
  if (!/^\d{4}$/.test(y)) return `${label}: use quatro dígitos no ano`;
  if (!/^\d{1,2}$/.test(mo) || Number(mo) < 1 || Number(mo) > 12) return `${label}: mês de 01 a 12`;
  if (!/^\d{1,2}$/.test(d) || Number(d) < 1 || Number(d) > 31) return `${label}: dia de 1 a 31`;
  return `${label}: esse dia não existe no mês`;
}

/**
 * The rules as one message, in the spec's shape: "Erros: " and the items ("Nome do locador: Obrigatório")
 * joined by "; "; the one-guarantee rule; then, only when receipts are ticked, "Campos faltando para recibos:
 * " and the receipts' missing fields (its own message when it is the only failure).
 */
function failures(f: ContratoLocacaoForm): FailedCheck<ContratoLocacaoField>[] {
  const m = CONTRATO_LOCACAO_MESSAGES;
  // A message that names its own rule (the words, rent in advance) stands alone; the others follow their label.
  const standalone = (field: ContratoLocacaoField, message: string) =>
    message.startsWith('O valor por extenso') ||
    message === m.antecipadoComGarantia ||
    message.startsWith(LABELS[field] ?? field) ||
    message.startsWith('Data de ');
  const items = contractFieldErrors(f).map((e) => ({
    ...e,
    text: standalone(e.field, e.message) ? e.message : `${LABELS[e.field] ?? e.field}: ${e.message}`,
  }));
  if (guaranteesOf(f).length > 1)
    items.push({ field: 'caucao_ativo', message: m.umaGarantia, text: m.umaGarantia });
  // A field the contract already refuses with its own reason is not "missing" for the receipts too.
  const refused = new Set<string>(items.map((i) => i.field));
  const dateGroup = (field: string) => (field.startsWith('data_inicio_') ? 'data_inicio_dia' : field);
  const missing = (f.gerar_recibos === 'sim' ? missingReceiptFields(f) : []).filter(
    (field) => !refused.has(dateGroup(field)),
  );
  const receipts = missing.length > 0 ? `${m.recibos}${fieldList(missing)}` : null;
  if (items.length === 0) return receipts ? [{ message: receipts, field: missing[0] }] : [];
  const message = `${m.erros}${[...items.map((i) => i.text), ...(receipts ? [receipts] : [])].join('; ')}`;
  return [{ message, field: items[0]!.field }];
}

function normalise(f: ContratoLocacaoForm): ContratoLocacaoForm {
  const out = normaliseReceiptFields(f);
  const cep = (value: string) => (filled(value) ? maskCep(value) : '');
  const cpf = (value: string) => (isValidCpf(value) ? maskCpf(value) : value.trim());
  const uf = (value: string) => (isUf(value) ? value.trim().toUpperCase() : '');
  const garantia = guaranteeOf(f);
  let parties: ContratoLocacaoForm = out;
  for (const prefix of ['locador', 'locatario', 'fiador']) parties = normaliseParty(parties, prefix);
  return {
    ...parties,
    garantia_tipo: garantia,
    fiador_ativo: garantia === 'fianca' ? 'sim' : 'nao',
    caucao_ativo: garantia === 'caucao' ? 'sim' : 'nao',
    fiador_conjuge_cpf: cpf(f.fiador_conjuge_cpf),
    cessao_fundo_cnpj: isValidCnpj(f.cessao_fundo_cnpj)
      ? maskCnpj(f.cessao_fundo_cnpj)
      : f.cessao_fundo_cnpj.trim(),
    multa_atraso: f.multa_atraso.trim() === '' ? String(MAX_MULTA_ATRASO) : String(Number(f.multa_atraso)),
    imovel_condominio: f.imovel_condominio === 'sim' ? 'sim' : 'nao',
    locador_cep: cep(f.locador_cep),
    locatario_cep: cep(f.locatario_cep),
    fiador_cep: cep(f.fiador_cep),
    imovel_cep: cep(f.imovel_cep),
    locador_endereco_estado: uf(f.locador_endereco_estado),
    locatario_endereco_estado: uf(f.locatario_endereco_estado),
    fiador_endereco_estado: uf(f.fiador_endereco_estado),
    // The forum is always the property's (spec part 2 §5), whatever was sent.
    cidade_foro: out.imovel_endereco_cidade,
    estado_foro: out.imovel_endereco_estado,
  };
}

export function contratoLocacaoFinalSchema() {
  return finalSchema(contratoLocacaoDraftSchema, failures, normalise);
}

export type ContratoLocacaoCheck = FormCheck<ContratoLocacaoField, ContratoLocacaoForm>;

/** The check the page runs on "Gerar PDF" and the server before a payment or a PDF: the message, or the form. */
export function checkContratoLocacao(input: unknown): ContratoLocacaoCheck {
  return runFinalCheck(contratoLocacaoFinalSchema(), Object.keys(contratoLocacaoDraftSchema.shape), input);
}

/** Receipts were ticked: the price adds the receipts price and the PDF carries them. */
export function wantsReceipts(form: Record<string, unknown>): boolean {
  return form.gerar_recibos === 'sim' || form.gerar_recibos === true;
}

/** A blank contract with the spec's defaults, signed `today` (Brazil's time zone). */
export function emptyContratoLocacao(today: Date = new Date()): ContratoLocacaoForm {
  const date = calendarDateOf(today);
  return {
    ...contratoLocacaoDraftSchema.parse({}),
    natureza_locacao: 'residencial',
    possui_termo_vistoria: 'nao',
    garantia_tipo: 'nenhuma',
    fiador_ativo: 'nao',
    caucao_ativo: 'nao',
    gerar_recibos: 'nao',
    aluguel_antecipado: 'nao',
    encargo_iptu: 'nao',
    encargo_condominio: 'nao',
    imovel_condominio: 'nao',
    multa_atraso: String(MAX_MULTA_ATRASO),
    locador_tipo: 'pf',
    locatario_tipo: 'pf',
    fiador_tipo: 'pf',
    locador_doc_tipo: 'RG',
    locatario_doc_tipo: 'RG',
    fiador_doc_tipo: 'RG',
    prazo_meses: String(DEFAULT_PRAZO_MESES),
    dia_vencimento: String(DEFAULT_DIA_VENCIMENTO),
    indice_reajuste: 'IPCA',
    iptu_cobranca: 'locatario',
    data_formato_extenso: 'sim',
    data_ass_dia: String(date.day).padStart(2, '0'),
    data_ass_mes: String(date.month).padStart(2, '0'),
    data_ass_ano: String(date.year),
  };
}
