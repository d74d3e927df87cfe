// The resume's periods and dates, pure (spec part 1 §4.1): the higher-education period "YYYY/YYYY", the birth
// date and age, month/year dates. Apart from the rules so the form schema can check with them while the rules
// are typed by the schema.
import { type CalendarDate, calendarDateOf, isValidCalendarDate } from '../../format/dates';

// ---------------------------------------------------------------------------------------------------------
// Higher-education period "YYYY/YYYY"

const PERIODO_DIGITS = 8;

/**
 * The period as the page keeps it: digits only, at most 8, a "/" after the fourth ("2018", "2018/20",
 * "2018/2022"), so partial input is accepted while typing. Stored or pasted text with separators is read by
 * its years: "2018 - 2022", "2018 até 2022", "03/2018 a 12/2022" → "2018/2022"; "2020 – atual" → "2020".
 */
export function normalizePeriodo(value: string | number | null | undefined): string {
  const runs = String(value ?? '').match(/\d+/g) ?? [];
  const mask = (digits: string) => {
    const d = digits.slice(0, PERIODO_DIGITS);
    return d.length > 4 ? `${d.slice(0, 4)}/${d.slice(4)}` : d;
  };
  // Plain digits, or digits that cannot be years and months: the typing mask.
  if (runs.length <= 1 || runs.some((run) => run.length === 3 || run.length > 4)) return mask(runs.join(''));
  const years: string[] = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    if (run.length === 4) years.push(run);
    else if (runs[i + 1]?.length === 4)
      continue; // the month of "03/2018"
    else if (years.length === 1 && i === runs.length - 1) return mask(years[0] + run); // "2018/2": typing
  }
  if (years.length === 0) return mask(runs.join(''));
  return years.length >= 2 ? `${years[0]}/${years[1]}` : years[0]!;
}

/** Both years typed, the end not before the start. */
export function isCompletePeriodo(anos: string): boolean {
  const match = /^(\d{4})\/(\d{4})$/.exec(anos);
  return match !== null && Number(match[2]) >= Number(match[1]);
}

/** "2018/2022" → "2018 – 2022"; "2021" → "2021"; partial years are not shown. */
export function formatPeriodo(anos: string): string {
  const [start = '', end = ''] = normalizePeriodo(anos).split('/');
  if (start.length !== 4) return '';
  return end.length === 4 ? `${start} – ${end}` : start;
}

// ---------------------------------------------------------------------------------------------------------
// Dates: age and time of service

/** "YYYY-MM-DD" (a longer ISO text is cut to its date) or "DD/MM/AAAA" → the day; anything else → null. */
export function parseDataNascimento(value: string | null | undefined): CalendarDate | null {
  const text = String(value ?? '').trim();
  let date: CalendarDate | null = null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (iso) date = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  else if (br) date = { year: Number(br[3]), month: Number(br[2]), day: Number(br[1]) };
  return date && isValidCalendarDate(date) ? date : null;
}

function compareDays(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Orders two dates known to different precision (a year, a month, a day): only what both know is compared,
 * so "2019" and "03/2019" are the same time and "03/2019" is before "15/04/2019".
 */
export function compareMesAno(
  a: { year: number; month: number | null; day: number | null },
  b: { year: number; month: number | null; day: number | null },
): number {
  if (a.year !== b.year) return a.year - b.year;
  if (a.month === null || b.month === null) return 0;
  if (a.month !== b.month) return a.month - b.month;
  if (a.day === null || b.day === null) return 0;
  return a.day - b.day;
}

/** Whole years from the birth date to `today` (in Brazil's time zone); null when unknown or implausible. */
export function idade(dataNascimento: string | null | undefined, today: Date = new Date()): number | null {
  const birth = parseDataNascimento(dataNascimento);
  if (!birth) return null;
  const now = calendarDateOf(today);
  if (compareDays(birth, now) > 0) return null;
  const beforeBirthday = now.month < birth.month || (now.month === birth.month && now.day < birth.day);
  const years = now.year - birth.year - (beforeBirthday ? 1 : 0);
  return years <= 130 ? years : null;
}

/** A job date: day, month and year when known ("YYYY-MM-DD", "DD/MM/AAAA"), or month and year, or a year. */
export interface MesAno {
  year: number;
  /** 1 to 12; null when only the year is known. */
  month: number | null;
  day: number | null;
}

/** "2019-03-01", "2019-03", "01/03/2019", "03/2019", "3/2019" or "2019" → the date; anything else → null. */
export function parseMesAno(value: string | null | undefined): MesAno | null {
  const text = String(value ?? '').trim();
  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:$|T)/.exec(text);
  const full = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const monthYear = /^(\d{1,2})\/(\d{4})$/.exec(text);
  const year = /^(\d{4})$/.exec(text);
  let out: MesAno | null = null;
  if (iso) out = { year: Number(iso[1]), month: Number(iso[2]), day: iso[3] ? Number(iso[3]) : null };
  else if (full) out = { year: Number(full[3]), month: Number(full[2]), day: Number(full[1]) };
  else if (monthYear) out = { year: Number(monthYear[2]), month: Number(monthYear[1]), day: null };
  else if (year) out = { year: Number(year[1]), month: null, day: null };
  if (!out || out.year < 1900 || out.year > 2200) return null;
  if (out.month !== null && (out.month < 1 || out.month > 12)) return null;
  if (out.day !== null && !isValidCalendarDate({ year: out.year, month: out.month!, day: out.day }))
    return null;
  return out;
}

/** "03/2019", or "2019" when the month is unknown; "" for an unreadable date. */
export function formatMesAno(value: string | null | undefined): string {
  const date = parseMesAno(value);
  if (!date) return '';
  return date.month === null ? String(date.year) : `${String(date.month).padStart(2, '0')}/${date.year}`;
}
