// Monthly rent receipts (spec part 2 §4 "Rental contract", §5; Lei 8.245/91 art. 22 VI: a receipt says what is
// paid): the schedule of due dates and the receipts as blocks, three per A4 page with cut lines, numbered n/total.
// Used alone (receipts without a contract) and after a rental contract.

import { type CalendarDate, dateInWords, formatDateBr, monthName } from '../../format/dates';
import { atAddress } from '../../format/street';
import { type DocumentBlock, escapeInline } from '../blocks';
import { addressText, BLANK, cityUf, cpfText, NB, orBlank } from '../declaration-text';
import { dueDayOf, MAX_PRAZO_MESES, type ReciboAluguelForm, rentOf } from './schema';

/** One receipt: its number, the total, the month it pays and its due date. */
export interface ReceiptMonth {
  n: number;
  total: number;
  /** The month the rent refers to (1–12) and its year. */
  month: number;
  year: number;
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

/**
 * One receipt per month of the term, from the start month, due on `dia_vencimento` of each month (clamped to
 * the month's end). Empty when the start month, year or term cannot be read.
 */
export function receiptSchedule(
  form: Pick<ReciboAluguelForm, 'prazo_meses' | 'data_inicio_mes' | 'data_inicio_ano' | 'dia_vencimento'>,
): ReceiptMonth[] {
  const total = Number(form.prazo_meses.trim());
  const month = Number(form.data_inicio_mes.trim());
  const year = Number(form.data_inicio_ano.trim());
  const valid =
    /^\d+$/.test(form.prazo_meses.trim()) &&
    total >= 1 &&
    total <= MAX_PRAZO_MESES &&
    /^\d{1,2}$/.test(form.data_inicio_mes.trim()) &&
    month >= 1 &&
    month <= 12 &&
    /^\d{4}$/.test(form.data_inicio_ano.trim());
  if (!valid) return [];
  const dueDay = dueDayOf(form.dia_vencimento);
  return Array.from({ length: total }, (_, i) => {
    const due = dueDateAfter(year, month, i, dueDay);
    return { n: i + 1, total, month: due.month, year: due.year, due };
  });
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

function receiptBlocks(form: Partial<ReciboAluguelForm>, r: ReceiptMonth): DocumentBlock[] {
  const rent = rentOf({
    aluguel_valor: String(form.aluguel_valor ?? ''),
    aluguel_valor_extenso: String(form.aluguel_valor_extenso ?? ''),
  });
  const amount = rent.figures ? `R$${NB}${rent.figures}` : `R$${NB}${BLANK}`;
  const natureza = form.natureza_locacao === 'comercial' ? 'comercial' : 'residencial';
  const locador = orBlank(clean(form.locador_nome));
  const locatario = orBlank(clean(form.locatario_nome));
  const body =
    `Eu, **${locador}**, CPF nº${NB}${cpfText(form.locador_cpf)}, recebi de **${locatario}**, ` +
    `CPF nº${NB}${cpfText(form.locatario_cpf)}, a importância de **${amount}** ` +
    `(${orBlank(clean(rent.words))}), referente ao aluguel ${natureza} do mês de ` +
    `**${monthName(r.month)} de ${r.year}**, vencido em ${formatDateBr(r.due)}, do imóvel situado ` +
    `${propertyAt(form)}, pelo que dou plena quitação do valor recebido.`;
  const place = cityUf(form.locador_endereco_cidade, form.locador_endereco_estado);
  return [
    {
      type: 'center',
      text: `**RECIBO DE ALUGUEL Nº${NB}${r.n}/${r.total}**${NB}${NB}—${NB}${NB}**${amount}**`,
      keepWithNext: true,
      spaceAfterMm: 2,
    },
    { type: 'paragraph', text: body, keepTogether: true, keepWithNext: true, spaceAfterMm: 2 },
    {
      type: 'right',
      text: `${place}, ${dateAsChosen(r.due, form.data_formato_extenso)}.`,
      keepWithNext: true,
      spaceAfterMm: 0,
    },
    {
      type: 'signature',
      signingSpaceMm: 11,
      lineWidthMm: 80,
      signers: [{ lines: [`**${locador}**`, `LOCADOR(A) – CPF: ${cpfText(form.locador_cpf)}`] }],
      spaceAfterMm: 3,
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
    data_inicio_mes: String(form.data_inicio_mes ?? ''),
    data_inicio_ano: String(form.data_inicio_ano ?? ''),
    dia_vencimento: String(form.dia_vencimento ?? ''),
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
