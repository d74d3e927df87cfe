// Monthly rent receipts (spec part 2 §4 "Rental contract", §5; Lei 8.245/91 art. 22 VI: a receipt says what is
// paid): the schedule of due dates and the receipts as blocks, three per A4 page with cut lines, numbered n/total.
// Used alone (receipts without a contract) and after a rental contract.

import { type CalendarDate, dateInWords, formatDateBr, isValidCalendarDate } from '../../format/dates';
import { atAddress } from '../../format/street';
import { type DocumentBlock, escapeInline } from '../blocks';
import { addressText, BLANK, cityUf, cpfText, NB, orBlank } from '../declaration-text';
import { cnpjText, isCompany, partySigner } from '../parties';
import { dueDayOf, MAX_PRAZO_MESES, type ReciboAluguelForm, rentOf } from './schema';

/**
 * One receipt: its number, the total, the period it pays (a month of the lease counted from its start day) and
 * its due date. `month` and `year` are the period's first month.
 */
export interface ReceiptMonth {
  n: number;
  total: number;
  month: number;
  year: number;
  start: CalendarDate;
  end: CalendarDate;
  due: CalendarDate;
}

export const RECEIPTS_PER_PAGE = 3;
export const SEM_RECIBOS = 'Sem recibos (verifique os dados).';

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The due date `offset` months after (`year`, `month`), on `dueDay` or, when that month is shorter, on its last
 * day (31 → 28 or 29 February, 30 April).
 */
export function dueDateAfter(year: number, month: number, offset: number, dueDay: number): CalendarDate {
  const index = year * 12 + (month - 1) + offset;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return { year: y, month: m, day: Math.min(dueDay, daysInMonth(y, m)) };
}

const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
function dayBefore(d: CalendarDate): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day) - 86_400_000);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/**
 * One receipt per month of the term (issue 38 item 1; Lei 8.245/91 arts. 20, 42, 43 III). Each pays a period
 * counted from the start day ("15/12/2026 a 14/01/2027"). Rent is paid for a month already lived ("aluguel
 * vencido"): it falls due on the first due day on or after the period's last day, so no receipt is due before
 * the lease begins nor for days not yet lived. Only when `antecipado` (a lease with no guarantee, art. 42) is it
 * paid in advance: on the due day of the period's first month, never before the period starts. Empty when the
 * start date or term cannot be read.
 */
export function receiptSchedule(
  form: Pick<
    ReciboAluguelForm,
    'prazo_meses' | 'data_inicio_dia' | 'data_inicio_mes' | 'data_inicio_ano' | 'dia_vencimento'
  > & { aluguel_antecipado?: string },
): ReceiptMonth[] {
  const total = Number(form.prazo_meses.trim());
  const day = Number(form.data_inicio_dia.trim());
  const month = Number(form.data_inicio_mes.trim());
  const year = Number(form.data_inicio_ano.trim());
  const valid =
    /^\d+$/.test(form.prazo_meses.trim()) &&
    total >= 1 &&
    total <= MAX_PRAZO_MESES &&
    /^\d{1,2}$/.test(form.data_inicio_dia.trim()) &&
    /^\d{1,2}$/.test(form.data_inicio_mes.trim()) &&
    /^\d{4}$/.test(form.data_inicio_ano.trim()) &&
    isValidCalendarDate({ year, month, day });
  if (!valid) return [];
  const dueDay = dueDayOf(form.dia_vencimento);
  const advance = form.aluguel_antecipado === 'sim';
  return Array.from({ length: total }, (_, i) => {
    const start = dueDateAfter(year, month, i, day);
    const end = dayBefore(dueDateAfter(year, month, i + 1, day));
    let due: CalendarDate;
    if (advance) {
      due = dueDateAfter(start.year, start.month, 0, dueDay);
      if (dayNumber(due) < dayNumber(start)) due = start;
    } else {
      due = dueDateAfter(end.year, end.month, 0, dueDay);
      if (dayNumber(due) < dayNumber(end)) due = dueDateAfter(end.year, end.month, 1, dueDay);
    }
    return { n: i + 1, total, month: start.month, year: start.year, start, end, due };
  });
}

/** The payment clause's words for the schedule (the contract states which one it follows). */
export function paymentTermText(dueDay: number, advance: boolean): string {
  return advance
    ? `antecipadamente, até o dia ${dueDay} do mês em que começa cada período mensal da locação, contado do seu ` +
        'início, e nunca antes do início do período'
    : `até o dia ${dueDay} seguinte ao último dia de cada período mensal da locação, contado do seu início, ou ` +
        `nesse mesmo dia se o período nele terminar (aluguel do mês vencido)`;
}

const clean = (value: unknown) =>
  escapeInline(
    String(value ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** The property's address with its complement after the number. */
export function propertyAddress(form: Partial<ReciboAluguelForm>): string {
  const numero = clean(form.imovel_endereco_numero);
  const complemento = clean(form.imovel_endereco_complemento);
  return addressText({
    rua: form.imovel_endereco_rua,
    numero: complemento && numero ? `${numero}, ${complemento}` : numero,
    bairro: form.imovel_endereco_bairro,
    cidade: form.imovel_endereco_cidade,
    estado: form.imovel_endereco_estado,
    cep: form.imovel_cep,
  });
}

/** The property's address after its preposition: "na Rua …", "no Largo …" (issue 39). */
export function propertyAt(form: Partial<ReciboAluguelForm>): string {
  return atAddress(clean(form.imovel_endereco_rua), propertyAddress(form));
}

/** A date as the form chose: in words ("10 de março de 2026") or numeric ("10/03/2026"). */
export function dateAsChosen(date: CalendarDate, inWords: unknown): string {
  return inWords === 'nao' ? formatDateBr(date) : dateInWords(date);
}

const CUT_LINE = `- - - - - - - - - - - - - - - - - - - - recorte aqui - - - - - - - - - - - - - - - - - - - -`;

/** Who receives: "Eu, **Nome**, CPF nº ..., recebi" or "**Empresa**, CNPJ nº ..., recebeu" (its representative signs). */
function payee(form: Partial<ReciboAluguelForm>): string {
  const nome = orBlank(clean(form.locador_nome));
  if (isCompany(form, 'locador')) return `**${nome}**, CNPJ nº${NB}${cnpjText(form.locador_cnpj)}, recebeu`;
  return `Eu, **${nome}**, CPF nº${NB}${cpfText(form.locador_cpf)}, recebi`;
}

/** Who pays: "**Nome**, CPF nº ..." or "**Empresa**, CNPJ nº ...". */
function payer(form: Partial<ReciboAluguelForm>): string {
  const nome = orBlank(clean(form.locatario_nome));
  return isCompany(form, 'locatario')
    ? `**${nome}**, CNPJ nº${NB}${cnpjText(form.locatario_cnpj)}`
    : `**${nome}**, CPF nº${NB}${cpfText(form.locatario_cpf)}`;
}

/** The charges paid with the rent (art. 25), each with a line for its amount (art. 22 VI: no generic receipt). */
export function receiptCharges(form: Partial<ReciboAluguelForm>): string[] {
  return [
    ...(form.encargo_iptu === 'sim' ? ['IPTU'] : []),
    ...(form.encargo_condominio === 'sim' ? ['Condomínio'] : []),
  ];
}

const MONEY_LINE = `R$${NB}__________`;

function receiptBlocks(form: Partial<ReciboAluguelForm>, r: ReceiptMonth): DocumentBlock[] {
  const rent = rentOf({
    aluguel_valor: String(form.aluguel_valor ?? ''),
    aluguel_valor_extenso: String(form.aluguel_valor_extenso ?? ''),
  });
  const amount = rent.figures ? `R$${NB}${rent.figures}` : `R$${NB}${BLANK}`;
  const natureza = form.natureza_locacao === 'comercial' ? 'comercial' : 'residencial';
  const charges = receiptCharges(form);
  const advance = form.aluguel_antecipado === 'sim';
  const body =
    `${payee(form)} de ${payer(form)}, a importância de **${amount}** (${orBlank(clean(rent.words))}), ` +
    `referente ao aluguel ${natureza} do **período de ${formatDateBr(r.start)} a ${formatDateBr(r.end)}**, ` +
    `${advance ? 'pago antecipadamente, com vencimento' : 'vencido'} em ${formatDateBr(r.due)}, do imóvel situado ` +
    `${propertyAt(form)}${charges.length > 0 ? ', e os encargos abaixo discriminados' : ''}, pelo que ` +
    `${isCompany(form, 'locador') ? 'dá' : 'dou'} plena quitação.`;
  const place = cityUf(form.locador_endereco_cidade, form.locador_endereco_estado);
  const signer = partySigner(form, 'locador', 'LOCADOR(A)');
  const chargesLine =
    charges.length > 0
      ? `Aluguel ${amount} | ${charges.map((c) => `${c} ${MONEY_LINE}`).join(' | ')} | Total ${MONEY_LINE}\n`
      : '';
  return [
    {
      type: 'center',
      text: `**RECIBO DE ALUGUEL Nº${NB}${r.n}/${r.total}**${NB}${NB}—${NB}${NB}**${amount}**`,
      keepWithNext: true,
      spaceAfterMm: 1.5,
    },
    { type: 'paragraph', text: body, keepTogether: true, keepWithNext: true, spaceAfterMm: 0.5 },
    {
      type: 'paragraph',
      // The charges' amounts (when any) and the place with a blank for the day it is paid: one block, two lines.
      text: `${chargesLine}${place}. Data do pagamento: ____/____/______`,
      align: 'right',
      keepTogether: true,
      keepWithNext: true,
      spaceAfterMm: 0,
    },
    {
      type: 'signature',
      signingSpaceMm: 8,
      lineWidthMm: 80,
      // Two lines under the rule: the name, then role and CPF (a company's representative signs for it).
      signers: [
        {
          lines: [
            signer.lines[0]!,
            isCompany(form, 'locador') ? signer.lines[2]! : `LOCADOR(A) – CPF: ${cpfText(form.locador_cpf)}`,
          ],
        },
      ],
      spaceAfterMm: 2,
    },
  ];
}

/**
 * The receipts as blocks: three to a page, a cut line between neighbours, a page break after every third.
 * With no receipt to print (the schedule is empty), the single line "Sem recibos (verifique os dados).".
 */
export function receiptsBlocks(form: Partial<ReciboAluguelForm>): DocumentBlock[] {
  const schedule = receiptSchedule({
    prazo_meses: String(form.prazo_meses ?? ''),
    data_inicio_dia: String(form.data_inicio_dia ?? ''),
    data_inicio_mes: String(form.data_inicio_mes ?? ''),
    data_inicio_ano: String(form.data_inicio_ano ?? ''),
    dia_vencimento: String(form.dia_vencimento ?? ''),
    aluguel_antecipado: String(form.aluguel_antecipado ?? ''),
  });
  if (schedule.length === 0) return [{ type: 'paragraph', text: SEM_RECIBOS, align: 'center' }];
  const blocks: DocumentBlock[] = [];
  schedule.forEach((receipt, i) => {
    if (i > 0 && i % RECEIPTS_PER_PAGE === 0) blocks.push({ type: 'pageBreak' });
    else if (i > 0) blocks.push({ type: 'center', text: CUT_LINE, spaceAfterMm: 3 });
    blocks.push(...receiptBlocks(form, receipt));
  });
  return blocks;
}
