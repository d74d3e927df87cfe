// The access keys of documents made without signing in (vehicle contract, rent receipts, power of attorney),
// kept in this browser's localStorage per reference: the server answers a key once, on creation, and every
// later call for the document sends it in the `x-document-key` header (never in a URL). Storage that is
// blocked (private mode) keeps the key only while the page stays open.
import { ACCESS_KEY_HEADER } from '@shared/api/contratos';

const PREFIX = 'document_key:';

export function rememberDocumentKey(
  reference: string,
  key: string,
  storage: Storage = window.localStorage,
): void {
  try {
    storage.setItem(`${PREFIX}${reference}`, key);
  } catch {
    // Blocked storage: the page keeps the key in memory.
  }
}

export function recallDocumentKey(reference: string, storage: Storage = window.localStorage): string | null {
  try {
    return storage.getItem(`${PREFIX}${reference}`) || null;
  } catch {
    return null;
  }
}

/** Every reference this browser holds a key for, with its key (for claiming them after signing in). */
export function heldDocumentKeys(
  storage: Storage = window.localStorage,
): Array<{ reference: string; key: string }> {
  const held: Array<{ reference: string; key: string }> = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const name = storage.key(i);
      const key = name?.startsWith(PREFIX) ? storage.getItem(name) : null;
      if (name && key) held.push({ reference: name.slice(PREFIX.length), key });
    }
  } catch {
    // Nothing readable.
  }
  return held;
}

/** The header that opens a document made anonymously; none without a key. */
export function documentKeyHeaders(key: string | null): Record<string, string> {
  return key ? { [ACCESS_KEY_HEADER]: key } : {};
}
