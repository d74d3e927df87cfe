// The access keys of documents this browser made without a sign-in (rent receipts, vehicle contract, power of
// attorney; issue 19): kept in localStorage by document id, sent by the API client in `x-document-key` on every
// call that names one of those documents (never in a URL), and handed over to the account at sign-in.
import { ACCESS_KEY_HEADER } from '@shared/api/access-key';

const STORAGE_KEY = 'document_keys';

export interface HeldDocumentKey {
  id: string;
  key: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readAll(store: Storage | null): Record<string, string> {
  try {
    const parsed = JSON.parse(store?.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function writeAll(store: Storage | null, keys: Record<string, string>): void {
  try {
    if (Object.keys(keys).length === 0) store?.removeItem(STORAGE_KEY);
    else store?.setItem(STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // Storage full or refused: the document stays reachable in this tab only.
  }
}

export function rememberDocumentKey(id: string, key: string, store: Storage | null = storage()): void {
  writeAll(store, { ...readAll(store), [id]: key });
}

export function documentKeyFor(id: string, store: Storage | null = storage()): string | null {
  return readAll(store)[id] ?? null;
}

export function heldDocumentKeys(store: Storage | null = storage()): HeldDocumentKey[] {
  return Object.entries(readAll(store)).map(([id, key]) => ({ id, key }));
}

export function forgetDocumentKeys(ids: readonly string[], store: Storage | null = storage()): void {
  const keys = readAll(store);
  for (const id of ids) delete keys[id];
  writeAll(store, keys);
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
  const keys = readAll(store);
  if (Object.keys(keys).length === 0) return {};
  const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
  for (const source of [request.query ?? {}, body as Record<string, unknown>]) {
    for (const field of ['id', 'reference']) {
      const value = source[field];
      const key = typeof value === 'string' ? keys[documentIdOf(value)] : undefined;
      if (key) return { [ACCESS_KEY_HEADER]: key };
    }
  }
  return {};
}

/** The header that opens one anonymous document, for a page holding its key itself; none without a key. */
export function accessKeyHeader(key: string | null): Record<string, string> {
  return key ? { [ACCESS_KEY_HEADER]: key } : {};
}
