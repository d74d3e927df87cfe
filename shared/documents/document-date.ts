// The date a document is signed on, as every declaration-like form asks it (day, month by name or number, year):
// read into a calendar day, or null when its parts do not make a real one.
import { type CalendarDate, isValidCalendarDate } from '../format/dates';
import { MONTHS, type MonthName } from '../reference/calendar';

/** The form fields that hold a document's date. */
export interface DocumentDateFields {
  data_dia: string;
  data_mes: string;
  data_ano: string;
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
export function documentDate(form: DocumentDateFields): CalendarDate | null {
  const month = parseMonth(form.data_mes);
  if (!month || !/^\d{1,2}$/.test(form.data_dia.trim()) || !/^\d{4}$/.test(form.data_ano.trim())) return null;
  const date: CalendarDate = {
    year: Number(form.data_ano.trim()),
    month: MONTHS.indexOf(month) + 1,
    day: Number(form.data_dia.trim()),
  };
  return isValidCalendarDate(date) ? date : null;
}
