// The dashboard's counters port: per document kind per Brasília day, added to where documents are created and
// where a payment releases or withdraws one, read back for a range of days.
import type { CounterField, Counts } from '@shared/api/admin-dashboard';

export interface BusinessCounters {
  /**
   * Adds `amounts` to `kind`'s counters of `at`'s day. Never throws: a counter not written loses a statistic,
   * which must not fail the creation or payment it counts (the failure is logged).
   */
  add(kind: string, at: number, amounts: Partial<Record<CounterField, number>>): Promise<void>;
  /** `kind`'s counters from `fromDay` to `toDay` (YYYY-MM-DD, inclusive); days without an item are left out. */
  read(kind: string, fromDay: string, toDay: string): Promise<Array<{ day: string } & Counts>>;
}
