// This browser's store of edits not yet saved (localStorage): one entry per document (`new` for one not created
// yet) AND per tab, with the form version they were made on, so one tab's save never deletes another tab's
// unsaved edit. A tab's id lives in its sessionStorage (kept across a reload of that tab); a tab the browser
// duplicated starts with a copy of it, so on load each tab asks the open ones (BroadcastChannel) and takes a new
// id when one already holds it. Each open tab marks itself alive, so the drafts of a tab that was closed (or
// crashed) are offered back to the next tab that opens the document. Written on every change, removed once saved.
export interface DraftEntry<T> {
  value: T;
  /** The form as stored when the edits began, and its version (null: a new document). */
  baseValue: T;
  baseVersion: number | null;
  /** When the entry was written (epoch ms): older drafts are applied first, newer ones win. */
  at?: number;
}

const PREFIX = 'autosave';
const TAB_KEY = 'autosave-tab-id';
const ALIVE_PREFIX = 'autosave-tab';
/** A tab that has not marked itself alive for this long is gone (closed without `pagehide`, or killed). */
export const TAB_ALIVE_MS = 15_000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let fallbackTabId: string | null = null;

/** This tab's id: the same after a reload of the tab, another in every other tab. */
export function currentTabId(session: Storage | null = tabStorage()): string {
  try {
    const kept = session?.getItem(TAB_KEY);
    if (kept) return kept;
    const fresh = newTabId();
    session?.setItem(TAB_KEY, fresh);
    if (session) return fresh;
  } catch {
    // sessionStorage blocked: one id for the page's life.
  }
  fallbackTabId ??= newTabId();
  return fallbackTabId;
}

/** The channel the open tabs of this site answer on: "is this tab id yours?" */
export const TAB_CHANNEL = 'autosave-tabs';

type TabMessage = { type: 'who'; id: string; nonce: string } | { type: 'mine'; id: string; to: string };

export interface TabIdWatch {
  /** The id this tab keeps: its own, or a new one when another open tab already held it (a duplicated tab). */
  settled: Promise<string>;
  stop(): void;
}

/**
 * Makes sure no other open tab holds this tab's id: asks once on `channel`, takes a new id when another tab
 * answers that the id is its own, and from then on answers the tabs that ask about its id. When two tabs ask at
 * once, the one whose question came with the smaller nonce keeps the id. Without BroadcastChannel, settles at once.
 */
export function watchTabId({
  session = tabStorage(),
  channelName = TAB_CHANNEL,
  waitMs = 300,
}: {
  session?: Storage | null;
  channelName?: string;
  waitMs?: number;
} = {}): TabIdWatch {
  const asked = currentTabId(session);
  if (typeof BroadcastChannel === 'undefined')
    return { settled: Promise.resolve(asked), stop: () => undefined };
  const channel = new BroadcastChannel(channelName);
  const nonce = newTabId();
  let asking = true;
  let settle: (id: string) => void = () => undefined;
  const settled = new Promise<string>((resolve) => {
    settle = resolve;
  });
  const done = (id: string) => {
    asking = false;
    clearTimeout(timer);
    settle(id);
  };
  const yieldId = () => {
    try {
      session?.setItem(TAB_KEY, newTabId());
    } catch {
      // sessionStorage blocked: `currentTabId` has its own id for this page already.
    }
    done(currentTabId(session));
  };
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    const message = event.data;
    const mine = currentTabId(session);
    if (message?.type === 'who' && message.id === mine && message.nonce !== nonce) {
      // Two tabs asking at once: the smaller nonce keeps the id, the other takes a new one.
      if (!asking || nonce < message.nonce)
        channel.postMessage({ type: 'mine', id: mine, to: message.nonce });
      else yieldId();
    } else if (message?.type === 'mine' && message.to === nonce && asking && message.id === mine) {
      yieldId();
    }
  };
  // Nobody answered in time: no other open tab holds this id (a reload, or a tab opened afresh).
  const timer = setTimeout(() => done(currentTabId(session)), waitMs);
  channel.postMessage({ type: 'who', id: asked, nonce } satisfies TabMessage);
  return {
    settled,
    stop: () => {
      clearTimeout(timer);
      settle(currentTabId(session));
      channel.close();
    },
  };
}

let pageWatch: TabIdWatch | null = null;

/** `watchTabId` once for the page's life: its answers keep other tabs from taking this tab's id. */
export function watchThisTabId(): Promise<string> {
  pageWatch ??= watchTabId();
  return pageWatch.settled;
}

function newTabId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

/** Marks this tab alive now (while an editor is open, every few seconds). */
export function markTabAlive(tabId: string, now = Date.now(), store: Storage | null = storage()): void {
  try {
    store?.setItem(`${ALIVE_PREFIX}:${tabId}`, String(now));
  } catch {
    // Nothing to do: the drafts are still this tab's.
  }
}

/** This tab is leaving (closed, or reloading: it marks itself alive again once loaded). */
export function markTabGone(tabId: string, store: Storage | null = storage()): void {
  try {
    store?.removeItem(`${ALIVE_PREFIX}:${tabId}`);
  } catch {
    // Its mark goes stale by itself.
  }
}

function tabAlive(tabId: string, now: number, store: Storage | null): boolean {
  try {
    const at = Number(store?.getItem(`${ALIVE_PREFIX}:${tabId}`));
    return Number.isFinite(at) && at > 0 && now - at < TAB_ALIVE_MS;
  } catch {
    return false;
  }
}

export function draftKey(namespace: string, documentId: string | null, tabId: string): string {
  return `${PREFIX}:${namespace}:${documentId ?? 'new'}:${tabId}`;
}

function parse<T>(text: string | null | undefined): DraftEntry<T> | null {
  if (!text) return null;
  try {
    const entry = JSON.parse(text) as DraftEntry<T>;
    return entry && typeof entry.value === 'object' && entry.value !== null ? entry : null;
  } catch {
    return null;
  }
}

export function draftStore<T>(
  namespace: string,
  tabId: string = currentTabId(),
  store: Storage | null = storage(),
) {
  return {
    /** This tab's draft of the document. */
    read(documentId: string | null): DraftEntry<T> | null {
      try {
        return parse<T>(store?.getItem(draftKey(namespace, documentId, tabId)));
      } catch {
        return null;
      }
    },
    /**
     * The drafts of the document to offer back when this tab opens it: its own, and those of tabs no longer
     * open (taken over: from now on they are this tab's), oldest first. Another open tab's draft stays its own.
     */
    recover(documentId: string | null, now = Date.now()): DraftEntry<T>[] {
      if (!store) return [];
      const prefix = `${PREFIX}:${namespace}:${documentId ?? 'new'}:`;
      const found: Array<{ key: string; entry: DraftEntry<T>; own: boolean }> = [];
      try {
        for (let i = 0; i < store.length; i += 1) {
          const key = store.key(i);
          if (!key?.startsWith(prefix)) continue;
          const owner = key.slice(prefix.length);
          const own = owner === tabId;
          if (!own && tabAlive(owner, now, store)) continue;
          const entry = parse<T>(store.getItem(key));
          if (entry) found.push({ key, entry, own });
        }
        for (const { key, own } of found) if (!own) store.removeItem(key);
      } catch {
        return found.map((f) => f.entry);
      }
      return found.map((f) => f.entry).sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
    },
    write(documentId: string | null, entry: DraftEntry<T>): void {
      try {
        store?.setItem(draftKey(namespace, documentId, tabId), JSON.stringify({ ...entry, at: Date.now() }));
      } catch {
        // Storage full or blocked: the edits live on while the page stays open, and are saved as usual.
      }
    },
    remove(documentId: string | null): void {
      try {
        store?.removeItem(draftKey(namespace, documentId, tabId));
      } catch {
        // Nothing could have been stored either.
      }
    },
  };
}
