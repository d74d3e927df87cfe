// Simple payment receipt (issue 42 item 5; Código Civil arts. 319 and 320): the lenient draft schema of autosave
// and the final check before a payment or a PDF. Art. 320 names what a receipt (quitação) must say: the amount,
// what debt it pays, who paid, when and where, signed by the creditor or its representative.
import * as z from 'zod';
import { type CalendarDate, calendarDateOf, isValidCalendarDate, parseIsoDate } from '../../format/dates';
import { centsFromDigits } from '../../format/money';
import { isUf } from '../../reference/ufs';
import { printableText } from '../../text/printable';
import { draftChoice, draftText, type Printable, storedText } from '../draft-fields';
import { type FailedCheck, type FormCheck, finalSchema, runFinalCheck } from '../form-check';
import { blankOtherPartyType } from '../hidden-fields';
import { lazySchema } from '../lazy-schema';
import { normaliseParty, PARTY_MESSAGES, PESSOA_TIPOS, partyErrors, partyTextField } from '../parties';

export const FORMAS_PAGAMENTO = [
  'pix',
  'dinheiro',
  'transferencia',
  'boleto',
  'cartao',
  'cheque',
  'outro',
] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];

/** How the page lists the payment methods and how the receipt prints them ("pago por meio de ..."). */
export const FORMA_PAGAMENTO_TEXTO: Record<FormaPagamento, string> = {
  pix: 'PIX',
  dinheiro: 'dinheiro',
  transferencia: 'transferência bancária',
  boleto: 'boleto bancário',
  cartao: 'cartão',
  cheque: 'cheque',
  outro: 'outro meio',
};

/** One copy, or two on the same A4 (payer's and payee's) with a cut line between them. */
export const VIAS = ['1', '2'] as const;
export type Vias = (typeof VIAS)[number];

/** What the person pays for: long enough for "aluguel de março" or a short list of services, short enough for a receipt. */
export const MAX_REFERENTE = 300;

/**
 * The PIX end-to-end id (BCB, Manual de Padrões para Iniciação do Pix): "E", the payer's institution ISPB (8
 * digits), the date and time AAAAMMDDHHMM, 11 letters or digits; 32 characters.
 */
export const PIX_E2E_PATTERN = /^E\d{8}\d{12}[A-Za-z0-9]{11}$/;

export const RECIBO_PAGAMENTO_MESSAGES = {
  obrigatorio: 'Obrigatório',
  valor: 'Informe o valor pago',
  referente: 'Diga o que este pagamento quita (ex.: "serviço de pintura da fachada")',
  forma: 'Escolha a forma de pagamento',
  formaOutro: 'Descreva a forma de pagamento',
  e2e: 'ID da transação PIX inválido: 32 caracteres começando por E (veja o comprovante do banco)',
  data: 'Data do pagamento inválida',
  dataFutura: 'A data do pagamento não pode estar no futuro',
  cidade: 'Informe a cidade onde o pagamento foi feito',
  uf: 'Escolha a UF',
  mesmaPessoa: 'Pagador e recebedor não podem ser o mesmo CPF/CNPJ',
} as const;

function pessoa<P extends string>(prefix: P, who: string, printable: Printable) {
  const f = partyTextField(prefix, who, printable);
  return Object.fromEntries([
    [`${prefix}_tipo`, draftChoice(PESSOA_TIPOS, `Tipo de pessoa do(a) ${who} inválido`)],
    f('nome', 'Nome do(a)', 120),
    f('cpf', 'CPF do(a)', 14),
    f('cnpj', 'CNPJ do(a)', 18),
    f('rep_nome', 'Representante do(a)', 120),
    f('rep_cpf', 'CPF do representante do(a)', 14),
    f('rep_cargo', 'Cargo do representante do(a)', 60),
  ]) as Record<
    `${P}_${'nome' | 'cpf' | 'cnpj' | 'rep_nome' | 'rep_cpf' | 'rep_cargo'}`,
    ReturnType<typeof draftText>
  > &
    Record<`${P}_tipo`, ReturnType<typeof draftChoice<(typeof PESSOA_TIPOS)[number]>>>;
}

function reciboShape(printable: Printable) {
  return {
    ...pessoa('pagador', 'pagador', printable),
    ...pessoa('recebedor', 'recebedor', printable),
    valor: draftText('Valor', 20, printable),
    referente: draftText('Referente a', MAX_REFERENTE, printable),
    forma_pagamento: draftChoice(FORMAS_PAGAMENTO, 'Forma de pagamento inválida'),
    forma_outro: draftText('Forma de pagamento', 60, printable),
    pix_e2e_id: draftText('ID da transação PIX', 32, printable),
    data_pagamento: draftText('Data do pagamento', 10, printable),
    cidade: draftText('Cidade', 80, printable),
    uf: draftText('UF', 2, printable),
    vias: draftChoice(VIAS, 'Número de vias inválido'),
  };
}

export const reciboPagamentoDraftSchema = lazySchema(() => z.object(reciboShape(printableText)));
/** A stored form as saved, without the printable check (see `draft-fields.ts`). */
export const reciboPagamentoStoredSchema = lazySchema(() => z.object(reciboShape(storedText)));
export type ReciboPagamentoForm = z.output<typeof reciboPagamentoDraftSchema>;
export type ReciboPagamentoField = keyof ReciboPagamentoForm;

/** The labels the field messages name ("CPF do pagador inválido"). */
export const RECIBO_PAGAMENTO_LABELS: Partial<Record<ReciboPagamentoField, string>> = {
  pagador_nome: 'Nome do pagador',
  pagador_cpf: 'CPF do pagador',
  pagador_cnpj: 'CNPJ do pagador',
  recebedor_nome: 'Nome do recebedor',
  recebedor_cpf: 'CPF do recebedor',
  recebedor_cnpj: 'CNPJ do recebedor',
  recebedor_rep_nome: 'Representante do recebedor',
  recebedor_rep_cpf: 'CPF do representante do recebedor',
  recebedor_rep_cargo: 'Cargo do representante do recebedor',
};

const filled = (value: string) => value.trim() !== '';

/** The payment's date, or null when it is not a real date. */
export function paymentDateOf(f: Pick<ReciboPagamentoForm, 'data_pagamento'>): CalendarDate | null {
  const date = parseIsoDate(f.data_pagamento.trim());
  return date && isValidCalendarDate(date) && date.year >= 1900 ? date : null;
}

const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day);

/** The party's CPF or CNPJ digits, to tell the payer and the payee apart. */
function taxDigits(f: ReciboPagamentoForm, prefix: 'pagador' | 'recebedor'): string {
  const value = f[`${prefix}_tipo`] === 'pj' ? f[`${prefix}_cnpj`] : f[`${prefix}_cpf`];
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/**
 * Every failing field with its own message, in the form's order. A payer who is a company needs only its name
 * and CNPJ (it does not sign); the payee signs, so a company payee names the representative who signs for it.
 */
export function reciboPagamentoFieldErrors(
  f: ReciboPagamentoForm,
  today: Date = new Date(),
): FailedCheck<ReciboPagamentoField>[] {
  const m = RECIBO_PAGAMENTO_MESSAGES;
  const errors: FailedCheck<ReciboPagamentoField>[] = [];
  const add = (field: ReciboPagamentoField, message: string | null) => {
    if (message && !errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  const named = (field: ReciboPagamentoField, message: string) => {
    const label = RECIBO_PAGAMENTO_LABELS[field] ?? field;
    return message === PARTY_MESSAGES.cpfInvalido || message === PARTY_MESSAGES.cnpjInvalido
      ? `${label} inválido`
      : message;
  };
  for (const prefix of ['pagador', 'recebedor'] as const) {
    const payer = prefix === 'pagador';
    // A paying company does not sign: its representative's fields are not asked.
    const form =
      payer && f.pagador_tipo === 'pj' ? { ...f, pagador_rep_nome: '-', pagador_rep_cargo: '-' } : f;
    for (const e of partyErrors(form, prefix, { qualification: false, address: false })) {
      if (payer && e.field === 'pagador_rep_cpf') continue;
      add(e.field as ReciboPagamentoField, named(e.field as ReciboPagamentoField, e.message));
    }
  }
  const payer = taxDigits(f, 'pagador');
  if (payer !== '' && payer === taxDigits(f, 'recebedor'))
    add(f.recebedor_tipo === 'pj' ? 'recebedor_cnpj' : 'recebedor_cpf', m.mesmaPessoa);
  add('valor', centsFromDigits(f.valor) > 0 ? null : m.valor);
  add('referente', filled(f.referente) ? null : m.referente);
  add('forma_pagamento', f.forma_pagamento ? null : m.forma);
  if (f.forma_pagamento === 'outro') add('forma_outro', filled(f.forma_outro) ? null : m.formaOutro);
  if (f.forma_pagamento === 'pix' && filled(f.pix_e2e_id))
    add('pix_e2e_id', PIX_E2E_PATTERN.test(f.pix_e2e_id.trim()) ? null : m.e2e);
  const date = paymentDateOf(f);
  if (!filled(f.data_pagamento)) add('data_pagamento', m.obrigatorio);
  else if (!date) add('data_pagamento', m.data);
  else if (dayNumber(date) > dayNumber(calendarDateOf(today))) add('data_pagamento', m.dataFutura);
  add('cidade', filled(f.cidade) ? null : m.cidade);
  add('uf', isUf(f.uf) ? null : m.uf);
  return errors;
}

/**
 * The receipt as its page shows it: the other party type's fields, the paying company's representative (it does
 * not sign, so the page never asks one), "Qual forma?" unless "outro" and the PIX id unless PIX, all blanked.
 * The page stores this, the server's save too, and the final check reads it (issue 39).
 */
export function visibleReciboPagamento(form: ReciboPagamentoForm): ReciboPagamentoForm {
  const out = blankOtherPartyType(blankOtherPartyType(form, 'pagador'), 'recebedor');
  return {
    ...out,
    pagador_rep_nome: '',
    pagador_rep_cpf: '',
    pagador_rep_cargo: '',
    forma_outro: form.forma_pagamento === 'outro' ? form.forma_outro : '',
    pix_e2e_id: form.forma_pagamento === 'pix' ? form.pix_e2e_id : '',
  };
}

/** What the PDF prints: the visible form, CPFs and CNPJs masked, the state upper-case. */
function normalise(f: ReciboPagamentoForm): ReciboPagamentoForm {
  let out: ReciboPagamentoForm = visibleReciboPagamento(f);
  for (const prefix of ['pagador', 'recebedor']) out = normaliseParty(out, prefix);
  return {
    ...out,
    forma_outro: out.forma_outro.trim(),
    pix_e2e_id: out.pix_e2e_id.trim(),
    uf: f.uf.trim().toUpperCase(),
    vias: f.vias === '1' ? '1' : '2',
  };
}

export function reciboPagamentoFinalSchema(today: Date = new Date()) {
  return finalSchema(
    reciboPagamentoDraftSchema,
    (f: ReciboPagamentoForm) => reciboPagamentoFieldErrors(f, today),
    normalise,
  );
}

export type ReciboPagamentoCheck = FormCheck<ReciboPagamentoField, ReciboPagamentoForm>;

/** The check the page runs before a payment and the server before a PDF: the first message, or the form. */
export function checkReciboPagamento(input: unknown, today: Date = new Date()): ReciboPagamentoCheck {
  return runFinalCheck(
    reciboPagamentoFinalSchema(today),
    Object.keys(reciboPagamentoDraftSchema.shape),
    input,
  );
}

/** A blank receipt dated `today` (Brazil's time zone), paid by PIX, two copies. */
export function emptyReciboPagamento(today: Date = new Date()): ReciboPagamentoForm {
  const date = calendarDateOf(today);
  return {
    ...reciboPagamentoDraftSchema.parse({}),
    pagador_tipo: 'pf',
    recebedor_tipo: 'pf',
    forma_pagamento: 'pix',
    vias: '2',
    data_pagamento: `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`,
  };
}
