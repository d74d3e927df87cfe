// The resume's rules (spec part 1 §4.1, §5.1, §9), pure: period typing, age and service time, the default
// layout, the release window and what an edit does to a paid resume. The server enforces them; the page mirrors.
import { type CalendarDate, calendarDateOf, isValidCalendarDate } from '../../format/dates';
import type {
  CurriculoForm,
  CurriculoMeta,
  CurriculoStatus,
  CursoSuperior,
  Experiencia,
  LayoutId,
} from './schema';

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

/** "03/2019 – 08/2023", "03/2019 – Atual" (no exit date), "Até 08/2023"; "" when neither date reads. */
export function formatPeriodoExperiencia(exp: Pick<Experiencia, 'data_admissao' | 'data_saida'>): string {
  const start = formatMesAno(exp.data_admissao);
  const end = formatMesAno(exp.data_saida);
  if (start && end) return `${start} – ${end}`;
  if (start) return exp.data_saida.trim() === '' ? `${start} – Atual` : start;
  return end ? `Até ${end}` : '';
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Time between admission and exit (or `today` while the job goes on), in whole months: "4 anos e 5 meses",
 * "1 ano", "8 meses", "Menos de 1 mês". "" when the dates do not read or the exit is before the admission.
 */
export function tempoServico(
  admissao: string | null | undefined,
  saida: string | null | undefined,
  today: Date = new Date(),
): string {
  const start = parseMesAno(admissao);
  if (!start || start.month === null) return '';
  let end: MesAno | null;
  if (String(saida ?? '').trim() === '') {
    const now = calendarDateOf(today);
    end = { year: now.year, month: now.month, day: now.day };
  } else end = parseMesAno(saida);
  if (!end || end.month === null) return '';
  let months = (end.year - start.year) * 12 + (end.month - start.month);
  if (start.day !== null && end.day !== null && end.day < start.day) months--;
  if (months < 0) return '';
  if (months === 0) return 'Menos de 1 mês';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return plural(rest, 'mês', 'meses');
  return rest === 0
    ? plural(years, 'ano', 'anos')
    : `${plural(years, 'ano', 'anos')} e ${plural(rest, 'mês', 'meses')}`;
}

// ---------------------------------------------------------------------------------------------------------
// Default layout

const filled = (item: object) =>
  Object.values(item).some((value) => typeof value === 'string' && value.trim() !== '');

/** The higher-education courses the resume shows: the section is on and the course has something typed. */
export function cursosSuperioresIncluidos(form: CurriculoForm): CursoSuperior[] {
  return form.incluir_cursos_superiores ? form.cursos_superiores.filter(filled) : [];
}

export function cursosIncluidos(form: CurriculoForm): CurriculoForm['cursos'] {
  return form.incluir_cursos ? form.cursos.filter(filled) : [];
}

export function experienciasIncluidas(form: CurriculoForm): Experiencia[] {
  return form.incluir_experiencias ? form.experiencias.filter(filled) : [];
}

/**
 * The score of spec §4.1: 2 per higher-education course, 2 per complementary course, 3 per experience, +4 when
 * documentation is included. Only what the resume shows counts: items of a section switched off, and blank
 * rows added but never filled, add nothing.
 */
export function layoutScore(form: CurriculoForm): number {
  return (
    2 * cursosSuperioresIncluidos(form).length +
    2 * cursosIncluidos(form).length +
    3 * experienciasIncluidas(form).length +
    (form.incluir_documentacao ? 4 : 0)
  );
}

/** Score 10 or more: executive; 3 or less: modern; otherwise clean. */
export function defaultLayout(form: CurriculoForm): LayoutId {
  const score = layoutScore(form);
  if (score >= 10) return 'executive';
  if (score <= 3) return 'modern';
  return 'clean';
}

// ---------------------------------------------------------------------------------------------------------
// Release window, edits and payment

/** A paid resume is released for 30 days (2,592,000,000 ms) after `paidAt`. */
export const RELEASE_WINDOW_MS = 2_592_000_000;
/** Counted edits after a payment that lock editing while the release window lasts. */
export const EDIT_LIMIT = 5;
/**
 * Saves within this time of the last counted edit belong to the same edit. The page autosaves 1.5 s after
 * every change, so counting saves would spend the five edits within a minute of typing.
 */
export const EDIT_SESSION_MS = 30 * 60 * 1000;

export const CURRICULO_EDIT_MESSAGES = {
  bloqueado: 'Edição bloqueada pelo administrador.',
  limite: 'Limite de edições atingido. Renove o acesso para continuar editando.',
  novoPagamento: 'Edição detectada: é necessário um novo pagamento para liberar o PDF.',
} as const;

type Meta = Omit<CurriculoMeta, 'id' | 'lastLayout' | 'layoutConfig'> & Partial<CurriculoMeta>;

/** Epoch milliseconds of a stored time (number, ISO text or Date); null when absent or unreadable. */
export function toMillis(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'string' && value.trim() !== '') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

const PAID_STATUSES: readonly CurriculoStatus[] = ['liberado', 'aprovado'];

/** Paid for its current content (spec §4.1: status liberado or aprovado, or pay true, with paidAt). */
export function isPaidResume(meta: Pick<Meta, 'status' | 'pay' | 'paidAt'>): boolean {
  return (PAID_STATUSES.includes(meta.status) || meta.pay === true) && toMillis(meta.paidAt) !== null;
}

/** Released: status liberado or aprovado with paidAt less than 30 days ago. Beyond that it counts as expired. */
export function isReleased(
  meta: Pick<Meta, 'status' | 'paidAt' | 'needs_repayment'>,
  now: number = Date.now(),
): boolean {
  const paidAt = toMillis(meta.paidAt);
  return (
    PAID_STATUSES.includes(meta.status) &&
    meta.needs_repayment !== true &&
    paidAt !== null &&
    now - paidAt < RELEASE_WINDOW_MS
  );
}

/** What MeuCurriculo shows. */
export type CurriculoDisplayStatus = 'pendente' | 'liberado' | 'expirado' | 'bloqueado';

export function displayStatus(
  meta: Pick<Meta, 'status' | 'pay' | 'paidAt' | 'needs_repayment'>,
  now: number = Date.now(),
): CurriculoDisplayStatus {
  if (meta.status === 'bloqueado') return 'bloqueado';
  if (isReleased(meta, now)) return 'liberado';
  if (isPaidResume(meta) && meta.needs_repayment !== true) return 'expirado';
  return 'pendente';
}

/** The PDF without watermark: admins always, others while released. */
export function canDownloadPdf(
  meta: Pick<Meta, 'status' | 'paidAt' | 'needs_repayment'>,
  who: { isAdmin: boolean; now?: number },
): boolean {
  return who.isAdmin || isReleased(meta, who.now ?? Date.now());
}

export interface EditContext {
  isAdmin: boolean;
  /** Epoch milliseconds. */
  now: number;
}

export type EditPermission = { ok: true } | { ok: false; reason: 'bloqueado' | 'limite'; message: string };

function inEditSession(meta: Meta, now: number): boolean {
  const last = toMillis(meta.lastCountedEditAt);
  return last !== null && now >= last && now - last < EDIT_SESSION_MS;
}

/** Five edits counted since a payment less than 30 days old, and the fifth one's session is over. */
export function isEditLimitReached(meta: Meta, now: number): boolean {
  const paidAt = toMillis(meta.paidAt);
  if (paidAt === null || now - paidAt >= RELEASE_WINDOW_MS) return false;
  return (meta.editCountSincePaid ?? 0) >= EDIT_LIMIT && !inEditSession(meta, now);
}

/** May this person change the resume now? Admins always may. */
export function canEdit(meta: Meta, ctx: EditContext): EditPermission {
  if (ctx.isAdmin) return { ok: true };
  if (meta.status === 'bloqueado')
    return { ok: false, reason: 'bloqueado', message: CURRICULO_EDIT_MESSAGES.bloqueado };
  if (isEditLimitReached(meta, ctx.now))
    return { ok: false, reason: 'limite', message: CURRICULO_EDIT_MESSAGES.limite };
  return { ok: true };
}

/**
 * Opening the resume for editing. An admin opening a bloqueado resume sets it to liberado (its paidAt is kept:
 * unblocking is not a payment). Others learn whether they may edit.
 */
export function openForEdit<M extends Meta>(
  meta: M,
  ctx: EditContext,
): { meta: M; changed: boolean; permission: EditPermission } {
  if (ctx.isAdmin && meta.status === 'bloqueado') {
    return { meta: { ...meta, status: 'liberado' }, changed: true, permission: { ok: true } };
  }
  return { meta, changed: false, permission: canEdit(meta, ctx) };
}

export type EditResult<M> =
  | {
      ok: true;
      meta: M;
      /** This edit took the release back: a new reference was issued and a new payment is needed. */
      repaymentTriggered: boolean;
      /** "Edição detectada: …" while the resume waits for a new payment after an edit. */
      warning?: string;
    }
  | { ok: false; reason: 'bloqueado' | 'limite'; message: string };

/** A fresh payment reference for the resume when the caller does not bring its own generator. */
export function nextPaymentRef(meta: Pick<Meta, 'id' | 'activePaymentRef'>, now: number): string {
  const base = (meta.activePaymentRef ?? meta.id ?? 'curriculo').replace(/-r\d+$/, '');
  return `${base}-r${now}`;
}

/**
 * One save that changed the resume's content (the caller compares with `contentChanged`).
 *
 * How the edit counter and the re-payment rule fit together (spec §4.1 states both): every edit after a
 * payment is counted, whether or not the PDF is released at that moment. The first edit of a paid resume
 * takes the release back (new payment reference, status pendente, needs_repayment, pay false; paidAt stays
 * as the start of the edit window); the following ones keep it pending and are counted too. Once five edits
 * are counted within 30 days of the payment, editing locks until the person pays again ("Renove o acesso"),
 * which resets the counter. A counted edit is a working session: saves within 30 minutes of the last counted
 * edit count once. After the 30 days the limit no longer applies (the resume has expired and must be paid
 * anyway). Admins are exempt from both rules, and an admin edit of a bloqueado resume unblocks it.
 */
export function applyEdit<M extends Meta>(
  meta: M,
  ctx: EditContext & { newPaymentRef?: () => string },
): EditResult<M> {
  if (ctx.isAdmin) {
    const next = meta.status === 'bloqueado' ? { ...meta, status: 'liberado' as const } : meta;
    return { ok: true, meta: next, repaymentTriggered: false };
  }
  const permission = canEdit(meta, ctx);
  if (!permission.ok) return permission;

  const next: M = { ...meta };
  if (toMillis(meta.paidAt) !== null && !inEditSession(meta, ctx.now)) {
    next.editCountSincePaid = (meta.editCountSincePaid ?? 0) + 1;
    next.lastCountedEditAt = ctx.now;
  }
  const repaymentTriggered = isPaidResume(meta);
  if (repaymentTriggered) {
    next.status = 'pendente';
    next.pay = false;
    next.needs_repayment = true;
    next.activePaymentRef = ctx.newPaymentRef ? ctx.newPaymentRef() : nextPaymentRef(meta, ctx.now);
  }
  return {
    ok: true,
    meta: next,
    repaymentTriggered,
    ...(next.needs_repayment ? { warning: CURRICULO_EDIT_MESSAGES.novoPagamento } : {}),
  };
}

/** An approved payment of the active reference: released for 30 days from `now`, edits counted afresh. */
export function markPaid<M extends Meta>(meta: M, now: number): M {
  return {
    ...meta,
    status: 'liberado',
    pay: true,
    paidAt: now,
    editCountSincePaid: 0,
    lastCountedEditAt: null,
    needs_repayment: false,
  };
}

/** Did the save change what the resume says? Both sides are read by the draft schema first by the caller. */
export function contentChanged(before: CurriculoForm, after: CurriculoForm): boolean {
  return JSON.stringify(before) !== JSON.stringify(after);
}

/** The browser's mirror of a resume (spec §3.2: local storage key `curriculos`, with email, paidAt, status). */
export const CURRICULOS_STORAGE_KEY = 'curriculos';

export interface CurriculoLocalRecord {
  id: string;
  email: string;
  /** ISO date-time of the last payment, or null. */
  paidAt: string | null;
  status: CurriculoDisplayStatus;
}

/** What the page keeps in local storage for display; the server's record stays the authority. */
export function toLocalRecord(
  meta: Pick<CurriculoMeta, 'id' | 'status' | 'pay' | 'paidAt' | 'needs_repayment'>,
  email: string,
  now: number = Date.now(),
): CurriculoLocalRecord {
  const paidAt = toMillis(meta.paidAt);
  return {
    id: meta.id,
    email: email.trim(),
    paidAt: paidAt === null ? null : new Date(paidAt).toISOString(),
    status: displayStatus(meta, now),
  };
}

// ---------------------------------------------------------------------------------------------------------
// File name

/** "Maria José da Silva" → "maria-jose-da-silva" (at most 40 characters); "" → "sem-nome". */
export function nomeSlug(nome: string): string {
  const slug = nome
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'sem-nome';
}

/** `curriculo_{nome-slug}_{timestamp}.pdf`, the timestamp in milliseconds since the epoch. */
export function curriculoFileName(nome: string, at: Date = new Date()): string {
  return `curriculo_${nomeSlug(nome)}_${at.getTime()}.pdf`;
}
