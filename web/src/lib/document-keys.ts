// The access keys of documents this browser made without a sign-in (rent receipts, vehicle contract, power of
// attorney; issue 19): kept in localStorage by document id with their kind and the time they were kept, sent by
// the API client in `x-document-key` on every call that names one of those documents (never in a URL), and
// offered to the account at sign-in, only if the person says yes (lib/session/claim-prompt.tsx). On a shared
// computer they must not outlive their use (issue 40 item 3): each key is forgotten 30 days after it was kept,
// and "Sair" forgets them all.
import { ACCESS_KEY_HEADER } from '@shared/api/access-key';

const STORAGE_KEY = 'document_keys';
/** How long this browser keeps a key: the e-mailed link (or an account) is the way back after that. */
export const DOCUMENT_KEY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface HeldDocumentKey {
  id: string;
  key: string;
  /** The document's kind (`contrato_compra_veiculo`...); empty for a key kept before kinds were. */
  kind: string;
  /** Epoch ms when this browser kept it. */
  savedAt: number;
}

interface StoredKey {
  key: string;
  kind: string;
  at: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The entries still in date; a key kept by an older version (a bare string) counts from now. */
function readAll(store: Storage | null, now: number): Record<string, StoredKey> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store?.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const keys: Record<string, StoredKey> = Object.create(null);
  let changed = false;
  for (const [id, value] of Object.entries(parsed)) {
    const entry: StoredKey | null =
      typeof value === 'string'
        ? { key: value, kind: '', at: now }
        : typeof value?.key === 'string' && typeof value.at === 'number'
          ? { key: value.key, kind: typeof value.kind === 'string' ? value.kind : '', at: value.at }
          : null;
    if (typeof value === 'string') changed = true;
    if (!entry || entry.at + DOCUMENT_KEY_TTL_MS <= now) {
      changed = true;
      continue;
    }
    keys[id] = entry;
  }
  // Expired keys leave the browser on the first read after their date, not only when a page asks for them.
  if (changed) writeAll(store, keys);
  return keys;
}

function writeAll(store: Storage | null, keys: Record<string, StoredKey>): void {
  try {
    if (Object.keys(keys).length === 0) store?.removeItem(STORAGE_KEY);
    else store?.setItem(STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // Storage full or refused: the document stays reachable in this tab only.
  }
}

export function rememberDocumentKey(
  id: string,
  key: string,
  kind: string,
  store: Storage | null = storage(),
  now = Date.now(),
): void {
  const keys = readAll(store, now);
  // Kept again (a later save): its 30 days still count from the first time.
  const at = keys[id]?.key === key ? keys[id].at : now;
  writeAll(store, { ...keys, [id]: { key, kind, at } });
}

export function documentKeyFor(
  id: string,
  store: Storage | null = storage(),
  now = Date.now(),
): string | null {
  return readAll(store, now)[id]?.key ?? null;
}

/** Every key still in date, oldest first. */
export function heldDocumentKeys(store: Storage | null = storage(), now = Date.now()): HeldDocumentKey[] {
  return Object.entries(readAll(store, now))
    .map(([id, entry]) => ({ id, key: entry.key, kind: entry.kind, savedAt: entry.at }))
    .sort((a, b) => a.savedAt - b.savedAt);
}

export function forgetDocumentKeys(ids: readonly string[], store: Storage | null = storage()): void {
  const keys = readAll(store, Date.now());
  for (const id of ids) delete keys[id];
  writeAll(store, keys);
}

/** "Sair": nothing of the documents made here stays for the next person at this computer. */
export function forgetAllDocumentKeys(store: Storage | null = storage()): void {
  try {
    store?.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** A payment round's reference (`{id}.p2`) names its document. */
const documentIdOf = (reference: string) => reference.replace(/\.p\d+$/, '');

/**
 * The `x-document-key` header for a call that names a document whose key this browser holds (by `id` or
 * `reference`, in the query or the body); none otherwise.
 */
export function documentKeyHeaders(
  request: { query?: Record<string, unknown>; body?: unknown },
  store: Storage | null = storage(),
): Record<string, string> {
  const keys = readAll(store, Date.now());
  if (Object.keys(keys).length === 0) return {};
  const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
  for (const source of [request.query ?? {}, body as Record<string, unknown>]) {
    for (const field of ['id', 'reference']) {
      const value = source[field];
      const key = typeof value === 'string' ? keys[documentIdOf(value)]?.key : undefined;
      if (key) return { [ACCESS_KEY_HEADER]: key };
    }
  }
  return {};
}

/** The header that opens one anonymous document, for a page holding its key itself; none without a key. */
export function accessKeyHeader(key: string | null): Record<string, string> {
  return key ? { [ACCESS_KEY_HEADER]: key } : {};
}
