// The admins' dashboard (issue 22 item 4): what the counters kept on write hold per kind per Brasília day, and
// the totals the page draws from them (per day, per kind, conversion), computed here so page and tests agree.
import type { AdminKindInfo } from './admin';

/** The counted quantities of one kind on one day; money in centavos. */
export const COUNTER_FIELDS = ['created', 'paid', 'revenue_cents', 'refunds', 'refunded_cents'] as const;
export type CounterField = (typeof COUNTER_FIELDS)[number];
export type Counts = Record<CounterField, number>;

export const DASHBOARD_DAYS = 30;
/** A payment still open this long after it was made is shown as pending too long. */
export const PENDING_ALERT_MS = 3_600_000;

/** Brasília has kept UTC−3 all year since 2019: the counters' day is that day there (YYYY-MM-DD). */
export function brasiliaDay(at: number): string {
  return new Date(at - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** The `count` days ending on `at`'s Brasília day, oldest first. */
export function lastDays(at: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => brasiliaDay(at - (count - 1 - i) * 86_400_000));
}

export const zeroCounts = (): Counts =>
  Object.fromEntries(COUNTER_FIELDS.map((field) => [field, 0])) as Counts;

export interface DashboardCell extends Counts {
  kind: string;
  day: string;
}

export interface AdminDashboardResponse {
  ok: true;
  /** The 30 days shown, oldest first. */
  days: string[];
  kinds: AdminKindInfo[];
  /** Only the kind-days with a counter item; a missing one is all zeros. */
  cells: DashboardCell[];
  /** Payments open at Mercado Pago for more than an hour (`more`: there are more than `count`). */
  pending: { count: number; more: boolean; oldest_created_at: number | null };
}

export interface DashboardTotals {
  byDay: Array<{ day: string } & Counts>;
  /** With `conversion` = paid ÷ created over the period (null without creations). */
  byKind: Array<{ kind: string; conversion: number | null } & Counts>;
  all: Counts;
}

function add(into: Counts, from: Counts) {
  for (const field of COUNTER_FIELDS) into[field] += from[field];
}

export function dashboardTotals(
  answer: Pick<AdminDashboardResponse, 'days' | 'kinds' | 'cells'>,
): DashboardTotals {
  const byDay = new Map(answer.days.map((day) => [day, { day, ...zeroCounts() }]));
  const byKind = new Map(answer.kinds.map(({ kind }) => [kind, { kind, ...zeroCounts() }]));
  const all = zeroCounts();
  for (const cell of answer.cells) {
    const day = byDay.get(cell.day);
    if (!day) continue;
    add(day, cell);
    const kind = byKind.get(cell.kind) ?? { kind: cell.kind, ...zeroCounts() };
    byKind.set(cell.kind, kind);
    add(kind, cell);
    add(all, cell);
  }
  return {
    byDay: [...byDay.values()],
    byKind: [...byKind.values()].map((kind) => ({
      ...kind,
      conversion: conversionRate(kind.paid, kind.created),
    })),
    all,
  };
}

/**
 * Paid ÷ created over a period, at most 1: a document created before the period and paid in it, or paid again
 * after an edit, counts as paid without counting as created, which must not read as more than 100 % (issue 41
 * item 8). Null without creations.
 */
export function conversionRate(paid: number, created: number): number | null {
  return created > 0 ? Math.min(1, paid / created) : null;
}
