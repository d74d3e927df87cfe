// The instalments of a promissory-note batch (spec part 2 §5 "Promissory notes"; issue 20 item 2), one function
// for the page's preview and the server's notes: the total split in centavos so the notes sum to it exactly,
// monthly due dates from the first, and each note's "NN/TT".
import { type CalendarDate, parseBrDate, parseIsoDate } from '../../format/dates';
import { PROMISSORIA_MESSAGES } from './schema';

export interface Parcela {
  /** 1 to `total`. */
  indice: number;
  total: number;
  /** "03/10": the index and the total, as wide as the total and two digits at least ("007/120"). */
  numero: string;
  valorCentavos: number;
  vencimento: CalendarDate;
}

/** Raised for a first due date that is not a day of the calendar (spec: "dataPrimeiroVencimento inválida"). */
export class InvalidFirstDueDateError extends Error {
  override readonly name = 'InvalidFirstDueDateError';
  constructor() {
    super(PROMISSORIA_MESSAGES.dataInvalida);
  }
}

/**
 * `total` centavos in `count` parts that differ by at most one centavo and sum to `total`: the even share, and
 * the centavos left over added one each to the first parts (R$ 100,00 in 3: 33,34 + 33,33 + 33,33).
 */
export function splitCentavos(total: number, count: number): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('valor total inválido');
  if (!Number.isInteger(count) || count < 1) throw new RangeError('total de parcelas inválido');
  const share = Math.floor(total / count);
  const left = total - share * count;
  return Array.from({ length: count }, (_, i) => share + (i < left ? 1 : 0));
}

/**
 * `count` due dates a month apart from `first`, each on the first date's day or, in a month without that day,
 * on the month's last day (31 January → 28 or 29 February → 31 March: the day is the first date's, not the
 * previous instalment's).
 */
export function monthlyDueDates(first: CalendarDate, count: number): CalendarDate[] {
  // Not the receipts' `dueDateAfter`: importing it would bring the receipts' schema (and extenso) into the page.
  return Array.from({ length: count }, (_, i) => {
    const index = first.year * 12 + (first.month - 1) + i;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { year, month, day: Math.min(first.day, lastDay) };
  });
}

/** A date typed DD/MM/AAAA or stored YYYY-MM-DD, or null. */
export function parseDueDate(value: string): CalendarDate | null {
  return parseBrDate(value) ?? parseIsoDate(value);
}

/** "3/10" → "03/10"; the width of the total (at least two digits) for both. */
export function noteNumber(index: number, total: number): string {
  const width = Math.max(2, String(total).length);
  return `${String(index).padStart(width, '0')}/${String(total).padStart(width, '0')}`;
}

/**
 * The batch's instalments: `totalParcelas` notes of `valorTotalCentavos` split by `splitCentavos`, due monthly
 * from `dataPrimeiroVencimento` (DD/MM/AAAA or YYYY-MM-DD). An invalid first date raises
 * `InvalidFirstDueDateError`; an invalid count or value, RangeError.
 */
export function parcelas(input: {
  totalParcelas: number;
  valorTotalCentavos: number;
  dataPrimeiroVencimento: string;
}): Parcela[] {
  const first = parseDueDate(input.dataPrimeiroVencimento);
  if (!first) throw new InvalidFirstDueDateError();
  const values = splitCentavos(input.valorTotalCentavos, input.totalParcelas);
  const dates = monthlyDueDates(first, input.totalParcelas);
  return values.map((valorCentavos, i) => ({
    indice: i + 1,
    total: input.totalParcelas,
    numero: noteNumber(i + 1, input.totalParcelas),
    valorCentavos,
    vencimento: dates[i]!,
  }));
}
