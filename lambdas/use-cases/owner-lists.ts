// "My documents" of several kinds merged newest first, a page at a time with an opaque cursor: the lists of
// declarations and of contracts (with receipts) read the `byOwnerKind` index once per kind and merge.
import type { DocumentRecord, DocumentStore } from '../ports/document-store';
import { decodeCursor, encodeCursor } from './list-cursor';

/**
 * The API's times are epoch seconds, as spec part 2 §3 has them; the store keeps milliseconds, which order
 * documents made within the same second.
 */
export function epochSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

const newestFirst = (a: DocumentRecord, b: DocumentRecord) =>
  b.created_at - a.created_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export interface OwnerPage {
  page: DocumentRecord[];
  next_cursor: string | null;
}

/** `uid`'s documents of `kinds`, newest first, `pageSize` after `cursor` (ties at its instant carried by id). */
export async function listOwnerKinds(
  documents: DocumentStore,
  uid: string,
  kinds: readonly string[],
  options: { pageSize: number; cursor?: string },
): Promise<OwnerPage> {
  const cursor = options.cursor ? decodeCursor(options.cursor) : undefined;
  const seen = new Set(cursor?.ids ?? []);
  const pages = await Promise.all(
    kinds.map((kind) =>
      documents.listByOwnerKind(`${uid}#${kind}`, {
        limit: options.pageSize + seen.size + 1,
        createdAtOrBefore: cursor?.t,
      }),
    ),
  );
  const merged = pages
    .flatMap((page) => page.items)
    .filter((doc) => !(cursor && doc.created_at === cursor.t && seen.has(doc.id)))
    .sort(newestFirst);
  const page = merged.slice(0, options.pageSize);
  const more = merged.length > options.pageSize || pages.some((p) => p.more);
  let next: string | null = null;
  const last = page.at(-1);
  if (more && last) {
    const tied = page.filter((doc) => doc.created_at === last.created_at).map((doc) => doc.id);
    const carried = cursor && cursor.t === last.created_at ? cursor.ids : [];
    next = encodeCursor({ t: last.created_at, ids: [...carried, ...tied] });
  }
  return { page, next_cursor: next };
}
