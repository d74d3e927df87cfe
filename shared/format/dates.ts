// Calendar dates in Brazilian forms and documents: ISO and DD/MM/AAAA parsing, display, and dates in words.
import { MONTHS, type MonthName, WEEKDAYS, type Weekday } from '../reference/calendar';

/** A day on the calendar, free of time zones (month is 1 to 12). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Documents are dated in Brazil's official time, whatever the clock of the machine that renders them. */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  return (
    [year, month, day].every(Number.isInteger) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function checked(date: CalendarDate): CalendarDate | null {
  return isValidCalendarDate(date) ? date : null;
}

/** "2026-03-05" (a longer ISO timestamp is cut to its date) → { year: 2026, month: 3, day: 5 }; invalid → null. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(String(value ?? '').trim());
  if (!match) return null;
  return checked({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
}

/** "05/03/2026" → { year: 2026, month: 3, day: 5 }; invalid (e.g. 31/02/2026) → null. */
export function parseBrDate(value: string | null | undefined): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(value ?? '').trim());
  if (!match) return null;
  return checked({ year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) });
}

/** One formatter per time zone, made on first use: each new one loaded ICU's data again (a form's checks ask often). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day an instant falls on in a time zone (Brazil's by default). */
export function calendarDateOf(instant: Date, timeZone: string = BRAZIL_TIME_ZONE): CalendarDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('data inválida');
  const parts = dayFormat(timeZone)
    .formatToParts(instant)
    .reduce<Record<string, number>>((acc, part) => {
      if (part.type !== 'literal') acc[part.type] = Number(part.value);
      return acc;
    }, {});
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0 };
}

function toCalendarDate(value: Date | CalendarDate, timeZone?: string): CalendarDate {
  const date = value instanceof Date ? calendarDateOf(value, timeZone) : value;
  if (!isValidCalendarDate(date)) throw new RangeError('data inválida');
  return date;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** { year: 2026, month: 3, day: 5 } → "05/03/2026". A Date is read in Brazil's time zone. */
export function formatDateBr(value: Date | CalendarDate, timeZone?: string): string {
  const { year, month, day } = toCalendarDate(value, timeZone);
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}

/** { year: 2026, month: 3, day: 5 } → "2026-03-05". */
export function toIsoDate(value: Date | CalendarDate, timeZone?: string): string {
  const { year, month, day } = toCalendarDate(value, timeZone);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** 3 → "março". */
export function monthName(month: number): MonthName {
  const name = MONTHS[month - 1];
  if (!Number.isInteger(month) || name === undefined) throw new RangeError(`mês inválido: ${month}`);
  return name;
}

/** The weekday of a calendar date: { 2026-03-05 } → "quinta-feira". */
export function weekdayName(value: Date | CalendarDate, timeZone?: string): Weekday {
  const { year, month, day } = toCalendarDate(value, timeZone);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] as Weekday;
}

/**
 * "5 de março de 2026". The first day of a month is written "1º", as Brazilian documents date it
 * ("1º de abril de 2026"). A Date is read in Brazil's time zone unless another is given.
 */
export function dateInWords(value: Date | CalendarDate, timeZone?: string): string {
  const { year, month, day } = toCalendarDate(value, timeZone);
  return `${day === 1 ? '1º' : day} de ${monthName(month)} de ${year}`;
}
