// Clock times (HH:MM, hour ≤ 23, minute ≤ 59) and month-year (MM/AAAA) inputs. A value out of range is kept as
// typed ("25:70", "13/2026") for the checks to refuse at the field: never replaced by another (issue 41).
import { MONTHS } from '../reference/calendar';
import { onlyDigits } from './cpf-cnpj';

/** While typing: digits only, a colon after the hour. */
export function maskTime(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, 4);
  const hour = digits.slice(0, 2);
  const minute = digits.slice(2);
  return minute === '' ? hour : `${hour}:${minute}`;
}

/**
 * On blur: empty parts filled with 00 and single digits padded ("8" → "08:00", "12:3" → "12:03");
 * a field left empty stays empty.
 */
export function completeTime(value: string | null | undefined): string {
  const text = String(value ?? '');
  if (onlyDigits(text) === '') return '';
  // A colon typed by hand splits hour from minute ("8:30"); otherwise the mask's digit positions do.
  const [hourPart = '', minutePart = ''] = text.includes(':')
    ? text.split(':').map((part) => onlyDigits(part))
    : [onlyDigits(text).slice(0, 2), onlyDigits(text).slice(2)];
  const hour = (hourPart.slice(0, 2) || '0').padStart(2, '0');
  const minute = (minutePart.slice(0, 2) || '0').padStart(2, '0');
  return `${hour}:${minute}`;
}

/** A complete HH:MM between 00:00 and 23:59. */
export function isValidTime(value: string | null | undefined): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(String(value ?? '').trim());
  return match !== null && Number(match[1]) <= 23 && Number(match[2]) <= 59;
}

/** MM/AAAA while typing, 6 digits at most: "032026" → "03/2026"; a month above 12 is kept for the check. */
export function maskMonthYear(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, 6);
  const month = digits.slice(0, 2);
  const year = digits.slice(2);
  return year === '' ? month : `${month}/${year}`;
}

/** The month (1 to 12) and year of a complete MM/AAAA, or null. */
export function parseMonthYear(value: string | null | undefined): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{4})$/.exec(String(value ?? '').trim());
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: Number(match[2]) } : null;
}

/** A complete MM/AAAA with month 01 to 12. */
export function isValidMonthYear(value: string | null | undefined): boolean {
  return parseMonthYear(value) !== null;
}

/** "03/2024" → "março de 2024" (how a document states an admission date); null when incomplete. */
export function monthYearInWords(value: string | null | undefined): string | null {
  const parsed = parseMonthYear(value);
  return parsed ? `${MONTHS[parsed.month - 1]} de ${parsed.year}` : null;
}
