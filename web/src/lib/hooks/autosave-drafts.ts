// This browser's store of edits not yet saved (localStorage), one entry per document (`new` for one not
// created yet), with the form version they were made on. Written on every change, removed once saved.
export interface DraftEntry<T> {
  value: T;
  /** The form as stored when the edits began, and its version (null: a new document). */
  baseValue: T;
  baseVersion: number | null;
}

const PREFIX = 'autosave';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function draftKey(namespace: string, documentId: string | null): string {
  return `${PREFIX}:${namespace}:${documentId ?? 'new'}`;
}

export function draftStore<T>(namespace: string, store: Storage | null = storage()) {
  return {
    read(documentId: string | null): DraftEntry<T> | null {
      try {
        const text = store?.getItem(draftKey(namespace, documentId));
        const entry = text ? (JSON.parse(text) as DraftEntry<T>) : null;
        return entry && typeof entry.value === 'object' && entry.value !== null ? entry : null;
      } catch {
        return null;
      }
    },
    write(documentId: string | null, entry: DraftEntry<T>): void {
      try {
        store?.setItem(draftKey(namespace, documentId), JSON.stringify(entry));
      } catch {
        // Storage full or blocked: the edits live on while the page stays open, and are saved as usual.
      }
    },
    remove(documentId: string | null): void {
      try {
        store?.removeItem(draftKey(namespace, documentId));
      } catch {
        // Nothing could have been stored either.
      }
    },
  };
}
