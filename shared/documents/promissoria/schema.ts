// Promissory-note batch form (spec part 2 §2 CriarPromissoria, §3, §5 "Promissory notes"; issue 20): the
// lenient draft schema the batch is saved with, and the final check the page runs before generating or paying
// and the server runs before a payment and a PDF, with the spec's messages.
import * as z from 'zod';
import { cepDigits, isCompleteCep, maskCep } from '../../format/cep';
import { checkCpfCnpj, maskCpfCnpj, onlyDigits } from '../../format/cpf-cnpj';
import { calendarDateOf, formatDateBr, parseBrDate, toIsoDate } from '../../format/dates';
import { maskPhone } from '../../format/phone';
import { isUf } from '../../reference/ufs';
import { draftChoice, draftText } from '../draft-fields';
import { type FailedCheck, type FormCheck, failureList, finalSchema, runFinalCheck } from '../form-check';
import { lazySchema } from '../lazy-schema';
import {
  isPixKeyType,
  PIX_CITY_MAX,
  PIX_KEY_MAX,
  PIX_KEY_TYPES,
  PIX_MESSAGES,
  PIX_NAME_MAX,
  pixKeyMessage,
  pixTextMessage,
} from './pix-key';

/**
 * The messages of spec part 2 §5 "Promissory notes" (verbatim), then the few the spec leaves unnamed: a count
 * over 120, a total too small for every note to be worth a centavo, and a total over the form's limit. A CPF or
 * CNPJ with the wrong check digits is "CPF/CNPJ do … inválido"; one too short, "CPF incompleto" or "CNPJ
 * incompleto" (`checkCpfCnpj`: up to 11 digits a CPF, 12 to 14 a CNPJ).
 */
export const PROMISSORIA_MESSAGES = {
  totalParcelas: 'Informe o total de parcelas (mínimo 1)',
  valorTotal: 'Informe o valor total maior que zero',
  dataPrimeiroVencimento: 'Informe a data do 1º vencimento',
  dataInvalida: 'dataPrimeiroVencimento inválida',
  beneficiarioNome: 'Nome do beneficiário é obrigatório',
  beneficiarioDoc: 'CPF/CNPJ do beneficiário é obrigatório',
  beneficiarioDocInvalido: 'CPF/CNPJ do beneficiário inválido',
  emitenteNome: 'Nome do emitente é obrigatório',
  emitenteDoc: 'CPF/CNPJ do emitente é obrigatório',
  emitenteDocInvalido: 'CPF/CNPJ do emitente inválido',
  emitenteTelefone: 'Informe telefone com DDD',
  emitenteCep: 'CEP do emitente deve ter 8 dígitos',
  emitenteCidade: 'Cidade do emitente é obrigatória',
  emitenteUf: 'UF do emitente (2 letras) é obrigatória',
  emitenteRua: 'Rua do emitente é obrigatória',
  emitenteNumero: 'Número é obrigatório',
  emitenteBairro: 'Bairro é obrigatório',
  localCep: 'CEP do local deve ter 8 dígitos',
  localCidade: 'Cidade do local é obrigatória',
  localUf: 'UF do local (2 letras) é obrigatória',
  campos: 'Preencha os campos obrigatórios',
  pagamento: 'Realize o pagamento para liberar a geração',
  maxParcelas: 'O total de parcelas vai de 1 a 120',
  valorMinimo: 'O valor total deve dar ao menos R$ 0,01 por parcela',
  valorMaximo: 'O valor total vai até R$ 999.999.999,99',
  // Issue 39: a note falling due before it exists is a defect a debtor's lawyer uses (LUG art. 33 knows only
  // dates on or after the issue); the issue date is checked too, since the comparison needs it.
  vencimentoAntesEmissao: 'O vencimento não pode ser anterior à data de emissão',
  dataEmissaoInvalida: 'Informe uma data de emissão válida (DD/MM/AAAA)',
} as const;

/** Spec part 2 §9: 1 to 120 instalments a batch. */
export const MAX_PARCELAS = 120;
/** R$ 999.999.999,99: the longest value in figures and in words a note is laid out for. */
export const MAX_VALOR_CENTAVOS = 99_999_999_999;
/** Names as long as the other documents take them. */
export const MAX_NOME = 120;

const centavos = () =>
  z
    .union([z.number(), z.string()], { error: 'Valor total: valor inválido' })
    .nullish()
    .transform((value) => {
      if (value === null || value === undefined || value === '') return null;
      const n = typeof value === 'number' ? value : Number(onlyDigits(value));
      return Number.isSafeInteger(n) && n >= 0 ? n : Number.NaN;
    })
    .refine((value) => value === null || !Number.isNaN(value), { error: 'Valor total: valor inválido' })
    .refine((value) => value === null || value <= MAX_VALOR_CENTAVOS, {
      error: PROMISSORIA_MESSAGES.valorMaximo,
    });

const parcelasCount = () =>
  z
    .union([z.number().int(), z.string().max(3)], { error: 'Total de parcelas: valor inválido' })
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

const draftShape = () => ({
  total_parcelas: parcelasCount(),
  valor_total_centavos: centavos(),
  /** DD/MM/AAAA as typed. */
  data_primeiro_vencimento: draftText('Data do 1º vencimento', 10),
  /** DD/MM/AAAA; the page presets today (Brazil's time zone). */
  data_emissao: draftText('Data de emissão', 10),
  beneficiario_nome: draftText('Nome do beneficiário', MAX_NOME),
  beneficiario_cpf_cnpj: draftText('CPF/CNPJ do beneficiário', 18),
  emitente_nome: draftText('Nome do emitente', MAX_NOME),
  emitente_cpf_cnpj: draftText('CPF/CNPJ do emitente', 18),
  emitente_telefone: draftText('Telefone do emitente', 15),
  emitente_cep: draftText('CEP do emitente', 9),
  emitente_estado: draftText('UF do emitente', 2),
  emitente_cidade: draftText('Cidade do emitente', 80),
  emitente_rua: draftText('Rua do emitente', 150),
  emitente_numero: draftText('Número', 12),
  emitente_bairro: draftText('Bairro', 80),
  local_pagamento_cep: draftText('CEP do local de pagamento', 9),
  local_pagamento_estado: draftText('UF do local de pagamento', 2),
  local_pagamento_cidade: draftText('Cidade do local de pagamento', 80),
  /** Issue 43 item 3: the creditor's PIX key (optional; none when the type is ""), printed on each note's stub. */
  pix_tipo: draftChoice(PIX_KEY_TYPES, 'Tipo de chave PIX: valor inválido'),
  pix_chave: draftText('Chave PIX', PIX_KEY_MAX),
  /** The receiver's name and city as the PIX code carries them (without accents, 25 and 15 at most). */
  pix_nome: draftText('Nome no PIX', PIX_NAME_MAX),
  pix_cidade: draftText('Cidade no PIX', PIX_CITY_MAX),
});

/**
 * The alternative names spec part 2 §3 accepts when reading (older records and clients): each is read into its
 * field when that field is absent.
 */
const ALIASES: Readonly<Record<string, keyof ReturnType<typeof draftShape>>> = {
  beneficiario_cpf: 'beneficiario_cpf_cnpj',
  beneficiario_cnpj: 'beneficiario_cpf_cnpj',
  emitente_cpf: 'emitente_cpf_cnpj',
  emitente_cnpj: 'emitente_cpf_cnpj',
  emitente_end: 'emitente_rua',
  endereco_emitente: 'emitente_rua',
  emitente_endereco: 'emitente_rua',
  telefone_emitente: 'emitente_telefone',
  emitente_telefone_raw: 'emitente_telefone',
};

function readAliases(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const source = input as Record<string, unknown>;
  const out: Record<string, unknown> = { ...source };
  for (const [alias, field] of Object.entries(ALIASES)) {
    const present = out[field] !== undefined && out[field] !== null && out[field] !== '';
    if (!present && source[alias] !== undefined) out[field] = source[alias];
    delete out[alias];
  }
  return out;
}

/** The batch's fields, without the aliases read into them. */
const promissoriaFields = lazySchema(() => z.object(draftShape()));

/** Any partially filled batch form (autosave); missing fields read as "" (the value as null). */
export const promissoriaDraftSchema = lazySchema(() => z.preprocess(readAliases, promissoriaFields));
export type PromissoriaForm = z.output<typeof promissoriaDraftSchema>;
export type PromissoriaField = keyof PromissoriaForm;

/** A form that passed the final check: masks applied, the count and value numbers. */
export type PromissoriaFinal = Omit<PromissoriaForm, 'total_parcelas' | 'valor_total_centavos'> & {
  total_parcelas: number;
  valor_total_centavos: number;
};

export type PromissoriaCheck = FormCheck<PromissoriaField, PromissoriaFinal>;

const filled = (value: string) => value.trim() !== '';

/** The count typed, or NaN when it is not a whole number. */
export function parcelasOf(value: string | number): number {
  const text = String(value).trim();
  return /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
}

/** The message of a CPF/CNPJ field of `who` ("beneficiário", "emitente"), or null when it is valid. */
export function cpfCnpjMessage(value: string, who: 'beneficiario' | 'emitente'): string | null {
  const m = PROMISSORIA_MESSAGES;
  if (!filled(value)) return who === 'beneficiario' ? m.beneficiarioDoc : m.emitenteDoc;
  const problem = checkCpfCnpj(value);
  if (problem === 'CPF incompleto' || problem === 'CNPJ incompleto') return problem;
  if (problem) return who === 'beneficiario' ? m.beneficiarioDocInvalido : m.emitenteDocInvalido;
  return null;
}

/** Every failing rule, one per field, in the spec's order. */
function failures(f: PromissoriaForm): FailedCheck<PromissoriaField>[] {
  const m = PROMISSORIA_MESSAGES;
  const { found, fail } = failureList<PromissoriaField>();

  const parcelas = parcelasOf(f.total_parcelas);
  if (!(parcelas >= 1)) fail(m.totalParcelas, 'total_parcelas');
  else if (parcelas > MAX_PARCELAS) fail(m.maxParcelas, 'total_parcelas');
  const valor = f.valor_total_centavos;
  if (valor === null || !(valor > 0)) fail(m.valorTotal, 'valor_total_centavos');
  else if (parcelas >= 1 && valor < parcelas) fail(m.valorMinimo, 'valor_total_centavos');
  // A batch saved without an issue date is dated when checked (`normalise`), so today is its issue date.
  const emissao = filled(f.data_emissao) ? parseBrDate(f.data_emissao) : calendarDateOf(new Date());
  if (!emissao) fail(m.dataEmissaoInvalida, 'data_emissao');
  const vencimento = parseBrDate(f.data_primeiro_vencimento);
  if (!filled(f.data_primeiro_vencimento)) fail(m.dataPrimeiroVencimento, 'data_primeiro_vencimento');
  else if (!vencimento) fail(m.dataInvalida, 'data_primeiro_vencimento');
  else if (emissao && toIsoDate(vencimento) < toIsoDate(emissao))
    fail(m.vencimentoAntesEmissao, 'data_primeiro_vencimento');

  if (!filled(f.beneficiario_nome)) fail(m.beneficiarioNome, 'beneficiario_nome');
  const beneficiarioDoc = cpfCnpjMessage(f.beneficiario_cpf_cnpj, 'beneficiario');
  if (beneficiarioDoc) fail(beneficiarioDoc, 'beneficiario_cpf_cnpj');

  if (!filled(f.emitente_nome)) fail(m.emitenteNome, 'emitente_nome');
  const emitenteDoc = cpfCnpjMessage(f.emitente_cpf_cnpj, 'emitente');
  if (emitenteDoc) fail(emitenteDoc, 'emitente_cpf_cnpj');
  if (onlyDigits(f.emitente_telefone).length < 10) fail(m.emitenteTelefone, 'emitente_telefone');
  if (!isCompleteCep(f.emitente_cep)) fail(m.emitenteCep, 'emitente_cep');
  if (!filled(f.emitente_cidade)) fail(m.emitenteCidade, 'emitente_cidade');
  if (!isUf(f.emitente_estado)) fail(m.emitenteUf, 'emitente_estado');
  if (!filled(f.emitente_rua)) fail(m.emitenteRua, 'emitente_rua');
  if (!filled(f.emitente_numero)) fail(m.emitenteNumero, 'emitente_numero');
  if (!filled(f.emitente_bairro)) fail(m.emitenteBairro, 'emitente_bairro');

  if (!isCompleteCep(f.local_pagamento_cep)) fail(m.localCep, 'local_pagamento_cep');
  if (!filled(f.local_pagamento_cidade)) fail(m.localCidade, 'local_pagamento_cidade');
  if (!isUf(f.local_pagamento_estado)) fail(m.localUf, 'local_pagamento_estado');

  if (hasPix(f)) {
    if (!isPixKeyType(f.pix_tipo)) fail(PIX_MESSAGES.tipo, 'pix_tipo');
    else {
      const key = pixKeyMessage(f.pix_tipo, f.pix_chave);
      if (key) fail(key, 'pix_chave');
    }
    const nome = pixTextMessage('nome', f.pix_nome);
    if (nome) fail(nome, 'pix_nome');
    const cidade = pixTextMessage('cidade', f.pix_cidade);
    if (cidade) fail(cidade, 'pix_cidade');
  }
  return found;
}

/** A PIX key is asked for: a type chosen or a key typed (a name or city alone asks for nothing). */
export function hasPix(f: Pick<PromissoriaForm, 'pix_tipo' | 'pix_chave'>): boolean {
  return filled(f.pix_tipo) || filled(f.pix_chave);
}

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

function normalise(f: PromissoriaForm): PromissoriaFinal {
  const texts = Object.fromEntries(
    Object.entries(f).map(([key, value]) => [key, typeof value === 'string' ? clean(value) : value]),
  ) as PromissoriaForm;
  const emissao = parseBrDate(f.data_emissao);
  return {
    ...texts,
    total_parcelas: parcelasOf(f.total_parcelas),
    valor_total_centavos: f.valor_total_centavos!,
    // A batch saved without an issue date is dated when checked (the page always sends one).
    data_emissao: emissao ? formatDateBr(emissao) : formatDateBr(calendarDateOf(new Date())),
    beneficiario_cpf_cnpj: maskCpfCnpj(f.beneficiario_cpf_cnpj),
    emitente_cpf_cnpj: maskCpfCnpj(f.emitente_cpf_cnpj),
    emitente_telefone: maskPhone(f.emitente_telefone),
    emitente_cep: maskCep(cepDigits(f.emitente_cep)),
    emitente_estado: f.emitente_estado.trim().toUpperCase(),
    local_pagamento_cep: maskCep(cepDigits(f.local_pagamento_cep)),
    local_pagamento_estado: f.local_pagamento_estado.trim().toUpperCase(),
    // Without a key, what was left in the PIX fields prints nowhere: it is not kept in the notes' form.
    ...(hasPix(f) ? {} : { pix_tipo: '', pix_chave: '', pix_nome: '', pix_cidade: '' }),
  };
}

/** The final check as a zod schema: the draft's types and lengths, every failing rule on its field, normalised. */
export const promissoriaFinalSchema = lazySchema(() =>
  finalSchema(
    promissoriaDraftSchema as unknown as z.ZodType<PromissoriaForm, Record<string, unknown>>,
    failures,
    normalise,
  ),
);

/** The check of "Gerar Parcelas", of a payment and of a PDF: the normalised form or every failing field. */
export function checkPromissoria(input: unknown): PromissoriaCheck {
  return runFinalCheck(promissoriaFinalSchema, Object.keys(promissoriaFields.shape), input);
}

/** A blank batch issued `today` (Brazil's time zone). */
export function emptyPromissoria(today: Date = new Date()): PromissoriaForm {
  return {
    ...promissoriaDraftSchema.parse({}),
    data_emissao: formatDateBr(calendarDateOf(today)),
  };
}

/** Nothing typed yet: every field but the issue date is empty. */
export function isBlankPromissoria(form: PromissoriaForm): boolean {
  return Object.entries(form).every(
    ([field, value]) => field === 'data_emissao' || value === null || String(value).trim() === '',
  );
}
