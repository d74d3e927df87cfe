// The resume's rules (spec part 1 §4.1, §5.1, §9), pure: period typing, age and service time, the default
// layout, the release window and what an edit does to a paid resume. The server enforces them; the page mirrors.
import { calendarDateOf } from '../../format/dates';
import { formatMesAno, type MesAno, parseMesAno } from './periods';
import type {
  CurriculoForm,
  CurriculoMeta,
  CurriculoStatus,
  CursoSuperior,
  Experiencia,
  LayoutId,
} from './schema';

export {
  compareMesAno,
  formatMesAno,
  formatPeriodo,
  idade,
  isCompletePeriodo,
  type MesAno,
  normalizePeriodo,
  parseDataNascimento,
  parseMesAno,
} from './periods';

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
