// What the browser keeps about resumes (spec part 1 §3.2, §9): the `curriculos` mirror (id, e-mail, paidAt,
// status; for display only, the server stays the authority) and the layout chosen on /Layouts before a resume
// exists. Blocked storage (private mode) only loses these conveniences.

import {
  CURRICULOS_STORAGE_KEY,
  type CurriculoLocalRecord,
  toLocalRecord,
} from '@shared/documents/curriculo/rules';
import type { CurriculoMeta, LayoutConfig, LayoutId } from '@shared/documents/curriculo/schema';
import { isLayoutId, layoutConfigSchema } from '@shared/documents/curriculo/schema';
import { LAYOUT_PREFERENCE_KEY } from './layout-preference-key';

const STATUSES = new Set(['pendente', 'liberado', 'expirado', 'bloqueado']);

function storageOrNull(storage?: Storage): Storage | null {
  try {
    return storage ?? window.localStorage;
  } catch {
    return null;
  }
}

function isLocalRecord(value: unknown): value is CurriculoLocalRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.email === 'string' &&
    (r.paidAt === null || typeof r.paidAt === 'string') &&
    typeof r.status === 'string' &&
    STATUSES.has(r.status)
  );
}

/** The mirror as stored: a list of records, one per resume; anything unreadable reads as empty. */
export function readLocalRecords(storage?: Storage): CurriculoLocalRecord[] {
  const store = storageOrNull(storage);
  if (!store) return [];
  try {
    const parsed = JSON.parse(store.getItem(CURRICULOS_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isLocalRecord) : [];
  } catch {
    return [];
  }
}

function writeLocalRecords(records: CurriculoLocalRecord[], storage?: Storage): void {
  const store = storageOrNull(storage);
  try {
    store?.setItem(CURRICULOS_STORAGE_KEY, JSON.stringify(records));
  } catch {
    // Full or blocked storage: the mirror is a convenience only.
  }
}

/** Adds or replaces the record of one resume from what the server answered. */
export function mirrorCurriculo(
  meta: Pick<CurriculoMeta, 'id' | 'status' | 'pay' | 'paidAt' | 'needs_repayment'>,
  email: string,
  options: { storage?: Storage; now?: number } = {},
): CurriculoLocalRecord {
  const record = toLocalRecord(meta, email, options.now);
  const others = readLocalRecords(options.storage).filter((r) => r.id !== record.id);
  writeLocalRecords([record, ...others], options.storage);
  return record;
}

export function forgetLocalCurriculo(id: string, storage?: Storage): void {
  const records = readLocalRecords(storage);
  const kept = records.filter((r) => r.id !== id);
  if (kept.length !== records.length) writeLocalRecords(kept, storage);
}

// ---------------------------------------------------------------------------------------------------------
// Layout preference (chosen on /Layouts, used by the next new resume)

export interface LayoutPreference {
  lastLayout: LayoutId;
  layoutConfig: LayoutConfig;
}

export function readLayoutPreference(storage?: Storage): LayoutPreference | null {
  const store = storageOrNull(storage);
  if (!store) return null;
  try {
    const parsed = JSON.parse(store.getItem(LAYOUT_PREFERENCE_KEY) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const value = parsed as Record<string, unknown>;
    if (!isLayoutId(value.lastLayout)) return null;
    return { lastLayout: value.lastLayout, layoutConfig: layoutConfigSchema.parse(value.layoutConfig) };
  } catch {
    return null;
  }
}

export function writeLayoutPreference(preference: LayoutPreference, storage?: Storage): void {
  try {
    storageOrNull(storage)?.setItem(LAYOUT_PREFERENCE_KEY, JSON.stringify(preference));
  } catch {
    // Blocked storage: the choice is simply not remembered.
  }
}

export function clearLayoutPreference(storage?: Storage): void {
  try {
    storageOrNull(storage)?.removeItem(LAYOUT_PREFERENCE_KEY);
  } catch {
    // Nothing stored that could be read either.
  }
}
