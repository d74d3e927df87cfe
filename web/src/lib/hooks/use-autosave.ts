// Every document page's saving, once: debounced autosave, "Salvar agora" and the idle/saving/saved/error
// status; a failed save retried by itself with backoff (and at once when the network comes back); edits not
// yet saved kept in this browser per document from the first keystroke, restored when the page opens again,
// and a warning before leaving with them; and saves that carry the form version they were based on with only
// the fields changed since, so a save refused because another window saved first (409) lets the person load
// the newer version or keep their own on top of it. It knows nothing of how the page holds its form: it reads
// the current form value and calls the page's save function, as a TanStack Query mutation (so a 401 goes to
// sign-in in the one place that maps failures, query-client.ts; its own retries stay here, as they follow the
// network and the version). Payment state is part of the version: a 409 whose answer says the form did not move
// since this page's version (only the payment or a block did; or, when the server cannot tell, the stored form
// it carries is the one this page was based on) is taken in silently and the save sent again;
// a save that would un-pay a paid document is refused until the person confirms it (409
// `repayment_unconfirmed`), then sent again with `confirmRepayment`. Unsaved edits are kept per tab and
// document (`autosave-drafts.ts`).
import {
  REPAYMENT_UNCONFIRMED_CODE,
  STALE_VERSION_CODE,
  STALE_VERSION_MESSAGE,
  type StaleVersionCurrent,
  staleVersionCurrentOf,
} from '@shared/api/versioned-save';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api-client';
import {
  currentTabId,
  draftStore,
  markTabAlive,
  markTabGone,
  TAB_ALIVE_MS,
  watchThisTabId,
} from './autosave-drafts';

type FormValue = Record<string, unknown>;

export type AutosaveStatus<O> =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /**
   * `manual`: a button's save failed (its `options` given), not the autosave; `retrying` when it will be
   * tried again by itself.
   */
  | { kind: 'error'; manual: boolean; options: O | undefined; retrying: boolean }
  | { kind: 'conflict' }
  /** The save would un-pay the paid document: waiting for "Alterar um documento já pago?" to be answered. */
  | { kind: 'paid-edit' };

export interface AutosaveRequest<T> {
  documentId: string | null;
  /** The whole form now. */
  value: T;
  /** The top-level fields changed since `baseVersion`. */
  changes: Partial<T>;
  /** The form version the changes are based on; null when unknown (a new document): send the whole form. */
  baseVersion: number | null;
  /** The person confirmed that this edit of a paid document needs a new payment (`confirm_repayment`). */
  confirmRepayment: boolean;
}

export interface AutosaveSaved<R> {
  documentId: string;
  /** The form version the server now holds, when it said. */
  version: number | null;
  response: R;
}

export type SaveOutcome<R> = { ok: true; response: R } | { ok: false; error: unknown };

export interface UseAutosaveOptions<T extends FormValue, O, R> {
  value: T;
  /** Autosave may run (loaded, signed in, not locked...). "Salvar agora" works regardless. */
  enabled: boolean;
  delayMs: number;
  /** Names the kind (and whose it is) in this browser's store of unsaved edits; null keeps none. */
  draftNamespace: string | null;
  save: (request: AutosaveRequest<T>, options: O | undefined) => Promise<AutosaveSaved<R>>;
  /** The stored form and its version read afresh ("Carregar a versão mais recente", a 409 without its state). */
  fetchLatest: (documentId: string) => Promise<{ value: T; version: number }>;
  /**
   * The stored form a 409 `stale_version` carried, as this page holds it: the conflict is decided and merged
   * from the answer itself, without reading the document again. Without it, `fetchLatest` is read.
   */
  latestOf?: (current: StaleVersionCurrent) => { value: T; version: number };
  /** A 409 carried the stored state (`latestOf`): the page may refresh what it shows of the payment state. */
  onStale?: (documentId: string) => void;
  /** The page shows this form from now on (a restored draft, the newer version, or both merged). */
  onReplace: (value: T) => void;
  /** Whether this form may be autosaved (e.g. the required fields of a quick save). */
  canAutosave?: (value: T, documentId: string | null) => boolean;
  /** An autosave the server refused for good (not a network failure): the page learns why. */
  onAutosaveRefused?: (error: unknown) => void;
  /** The page's own "Alterar um documento já pago?" was confirmed: saves may un-pay the document. */
  repaymentConfirmed?: boolean;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** A failure worth trying again by itself: no answer at all, or the server's own trouble. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export const isStaleVersion = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === STALE_VERSION_CODE;

export const isUnconfirmedRepayment = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === REPAYMENT_UNCONFIRMED_CODE;

const json = (value: unknown) => JSON.stringify(value);

/** The top-level fields of `next` whose value differs from `base`'s. */
export function changedFields<T extends FormValue>(base: T | null, next: T): Partial<T> {
  if (!base) return { ...next };
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>) {
    if (json(base[key]) !== json(next[key])) changes[key] = next[key];
  }
  return changes;
}

interface Baseline<T> {
  value: T;
  json: string;
  version: number | null;
}

export function useAutosave<T extends FormValue, O = undefined, R = unknown>(
  options: UseAutosaveOptions<T, O, R>,
) {
  const { value, enabled, delayMs, draftNamespace } = options;
  const [status, setStatus] = useState<AutosaveStatus<O>>({ kind: 'idle' });
  const [restored, setRestored] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  /** What the server holds as far as this page knows: edits are the difference from it. */
  const baseline = useRef<Baseline<T>>({ value, json: json(value), version: null });
  const documentId = useRef<string | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const retry = useRef<{ timer: ReturnType<typeof setTimeout> | undefined; attempt: number }>({
    timer: undefined,
    attempt: 0,
  });
  const conflicted = useRef(false);
  /** The stored form the last 409 carried: "Manter a minha versão" merges over it. */
  const conflictLatest = useRef<{ value: T; version: number } | null>(null);
  /** The person confirmed un-paying the document for the save waiting on it. */
  const confirmOnce = useRef(false);
  const saving = useRef(false);
  const { mutateAsync } = useMutation({
    // Tried offline too: the failure is what tells the person, and the retries below follow the network.
    networkMode: 'always',
    mutationFn: ({ request, saveOptions }: { request: AutosaveRequest<T>; saveOptions: O | undefined }) =>
      latest.current.save(request, saveOptions),
  });
  const mutate = useRef(mutateAsync);
  mutate.current = mutateAsync;
  /** `enqueue`, for the retry that `run` schedules (the two call each other). */
  const enqueueRef = useRef<(manual: boolean, options: O | undefined, force: boolean) => Promise<unknown>>(
    () => Promise.resolve(null),
  );

  const drafts = useCallback(
    () => (latest.current.draftNamespace ? draftStore<T>(latest.current.draftNamespace) : null),
    [],
  );

  /** Keeps the unsaved edits of the form now in this browser, or forgets them when there are none. */
  const keepDraft = useCallback(
    (current: T) => {
      const store = drafts();
      if (!store) return;
      const base = baseline.current;
      if (json(current) === base.json) store.remove(documentId.current);
      else
        store.write(documentId.current, { value: current, baseValue: base.value, baseVersion: base.version });
    },
    [drafts],
  );

  /**
   * After a 409 `stale_version`: when the form did not move since this page's version (only its payment state
   * or a block did: the answer says so, or its stored form is the one this page was based on), takes the new
   * version in and answers true (the save goes again, once: `rebased`). Keeps the form the answer carried for
   * "Manter a minha versão"; an answer without it (an older server) is read afresh with `fetchLatest`.
   */
  const rebaseOnPaymentState = useCallback(async (error: unknown, rebased: boolean): Promise<boolean> => {
    const id = documentId.current;
    conflictLatest.current = null;
    if (!id) return false;
    const current = error instanceof ApiError ? staleVersionCurrentOf(error.current) : null;
    const { latestOf, onStale } = latest.current;
    if (current && latestOf) {
      onStale?.(id);
      const stored = latestOf(current);
      conflictLatest.current = stored;
      // The server knows whether the form moved; only when it cannot tell is the stored form compared.
      const unchanged =
        current.form_changed === null ? json(stored.value) === baseline.current.json : !current.form_changed;
      if (rebased || !unchanged) return false;
      baseline.current = { ...baseline.current, version: stored.version };
      return true;
    }
    if (rebased) return false;
    try {
      const stored = await latest.current.fetchLatest(id);
      if (json(stored.value) !== baseline.current.json) return false;
      baseline.current = { ...baseline.current, version: stored.version };
      return true;
    } catch {
      return false;
    }
  }, []);

  const run = useCallback(
    async (
      manual: boolean,
      saveOptions: O | undefined,
      force: boolean,
      rebased = false,
    ): Promise<SaveOutcome<R> | null> => {
      // Nothing is saved over the other window's version until the person chose what to keep.
      if (conflicted.current) {
        return { ok: false, error: new ApiError(STALE_VERSION_MESSAGE, 409, STALE_VERSION_CODE) };
      }
      const { value: current, canAutosave } = latest.current;
      const text = json(current);
      const base = baseline.current;
      if (!manual && (text === base.json || !latest.current.enabled)) return null;
      if (!manual && canAutosave && !canAutosave(current, documentId.current)) return null;
      if (!force && documentId.current && text === base.json) return null;
      clearTimeout(retry.current.timer);
      saving.current = true;
      setStatus({ kind: 'saving' });
      try {
        const saved = await mutate.current({
          request: {
            documentId: documentId.current,
            value: current,
            changes: changedFields(base.value, current),
            baseVersion: documentId.current ? base.version : null,
            confirmRepayment: confirmOnce.current || latest.current.repaymentConfirmed === true,
          },
          saveOptions,
        });
        const before = documentId.current;
        documentId.current = saved.documentId;
        baseline.current = { value: current, json: text, version: saved.version };
        retry.current.attempt = 0;
        confirmOnce.current = false;
        // A new document's edits were kept under "new": they are its own now.
        if (before !== saved.documentId) drafts()?.remove(before);
        keepDraft(latest.current.value);
        setStatus({ kind: 'saved', at: new Date() });
        return { ok: true, response: saved.response };
      } catch (error) {
        if (isStaleVersion(error)) {
          if (await rebaseOnPaymentState(error, rebased)) {
            saving.current = false;
            return run(manual, saveOptions, force, true);
          }
          conflicted.current = true;
          setStatus({ kind: 'conflict' });
          return { ok: false, error };
        }
        if (isUnconfirmedRepayment(error)) {
          conflicted.current = true;
          setStatus({ kind: 'paid-edit' });
          return { ok: false, error };
        }
        // Retried as an autosave: a document not created yet waits for its button when a button created it.
        const transient = isTransientFailure(error) && (!manual || documentId.current !== null);
        setStatus({ kind: 'error', manual, options: saveOptions, retrying: transient });
        if (transient) {
          // Tried again by itself, waiting twice as long each time (1 s, 2 s, 4 s... up to 30 s).
          const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** retry.current.attempt);
          retry.current.attempt += 1;
          retry.current.timer = setTimeout(() => void enqueueRef.current(false, undefined, false), wait);
        } else if (!manual) latest.current.onAutosaveRefused?.(error);
        return { ok: false, error };
      } finally {
        saving.current = false;
      }
    },
    [drafts, keepDraft, rebaseOnPaymentState],
  );

  /** Saves run one after another, each with the newest form. */
  const enqueue = useCallback(
    (manual: boolean, saveOptions: O | undefined, force: boolean): Promise<SaveOutcome<R> | null> => {
      const next = chain.current.then(
        () => run(manual, saveOptions, force),
        () => run(manual, saveOptions, force),
      );
      chain.current = next.catch(() => undefined);
      return next;
    },
    [run],
  );
  enqueueRef.current = enqueue;

  /** "Salvar agora" and the pages' buttons: saves even an unchanged form when `force`. */
  const save = useCallback(
    (saveOptions?: O, { force = true }: { force?: boolean } = {}) => enqueue(true, saveOptions, force),
    [enqueue],
  );

  /**
   * The form as the page loaded it (`documentId` null for a new one): edits are counted from here. Edits of
   * this document kept in this browser are then restored over it, with a notice.
   */
  const markSaved = useCallback(
    (loaded: T, version: number | null, id: string | null) => {
      documentId.current = id;
      baseline.current = { value: loaded, json: json(loaded), version };
      // This tab's draft and those of tabs closed since, oldest first: each one's own edits over what is stored
      // now (kept on the version loaded, the draft is exactly what it was).
      let value = loaded;
      for (const entry of drafts()?.recover(id) ?? []) {
        value =
          entry.baseVersion === version && entry.baseVersion !== null
            ? { ...value, ...changedFields(loaded, entry.value) }
            : { ...value, ...changedFields(entry.baseValue, entry.value) };
      }
      if (json(value) === baseline.current.json) return;
      latest.current.onReplace(value);
      setRestored(true);
    },
    [drafts],
  );

  /** After a 409: take the newer version as it is, or keep this window's edits on top of it and save them. */
  const resolveConflict = useCallback(
    async (choice: 'theirs' | 'mine') => {
      const id = documentId.current;
      if (!id) return;
      // Keeping this window's edits merges them over the form the 409 carried; the newer version is read afresh.
      const carried = choice === 'mine' ? conflictLatest.current : null;
      const stored = carried ?? (await latest.current.fetchLatest(id));
      conflictLatest.current = null;
      const mine = changedFields(baseline.current.value, latest.current.value);
      baseline.current = { value: stored.value, json: json(stored.value), version: stored.version };
      conflicted.current = false;
      confirmOnce.current = false;
      if (choice === 'theirs') {
        drafts()?.remove(id);
        latest.current.onReplace(stored.value);
        setStatus({ kind: 'idle' });
        return;
      }
      const merged = { ...stored.value, ...mine };
      latest.current.onReplace(merged);
      latest.current = { ...latest.current, value: merged };
      await enqueue(true, undefined, true);
    },
    [drafts, enqueue],
  );

  /**
   * After a save refused because it would un-pay the paid document: `confirm` sends it again saying the person
   * accepts a new payment; `cancel` puts the paid form back (the edits are dropped, nothing un-paid).
   */
  const resolvePaidEdit = useCallback(
    async (choice: 'confirm' | 'cancel') => {
      conflicted.current = false;
      if (choice === 'confirm') {
        confirmOnce.current = true;
        await enqueue(true, undefined, true);
        return;
      }
      const id = documentId.current;
      if (!id) return;
      const stored = await latest.current.fetchLatest(id);
      baseline.current = { value: stored.value, json: json(stored.value), version: stored.version };
      drafts()?.remove(id);
      latest.current.onReplace(stored.value);
      setStatus({ kind: 'idle' });
    },
    [drafts, enqueue],
  );

  // While an editor is open this tab marks itself alive, so its drafts stay its own; once it is closed, the next
  // tab that opens the document takes them over. A duplicated tab takes an id of its own first (its copy of
  // sessionStorage named the tab it came from), and marks that one alive.
  useEffect(() => {
    if (!draftNamespace) return;
    const alive = () => markTabAlive(currentTabId());
    alive();
    void watchThisTabId().then(alive);
    const timer = setInterval(alive, TAB_ALIVE_MS / 3);
    const gone = () => markTabGone(currentTabId());
    window.addEventListener('pagehide', gone);
    window.addEventListener('pageshow', alive);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', gone);
      window.removeEventListener('pageshow', alive);
    };
  }, [draftNamespace]);

  // Every change: kept in this browser at once, then saved after the wait (each change restarts it). A form
  // edited back to what is saved forgets what was kept (not before the page's load: that is restored then).
  const keptDraft = useRef(false);
  useEffect(() => {
    if (json(value) === baseline.current.json) {
      if (keptDraft.current) keepDraft(value);
      keptDraft.current = false;
      return;
    }
    keptDraft.current = true;
    keepDraft(value);
    if (!enabled) return;
    const timer = setTimeout(() => void enqueue(false, undefined, false), delayMs);
    return () => clearTimeout(timer);
  }, [value, enabled, delayMs, keepDraft, enqueue]);

  // The network is back: a save waiting for its next try goes now.
  useEffect(() => {
    const online = () => {
      if (retry.current.attempt === 0) return;
      retry.current.attempt = 0;
      void enqueue(false, undefined, false);
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [enqueue]);

  // Leaving with edits not saved yet asks first (they are kept in this browser all the same).
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!saving.current && json(latest.current.value) === baseline.current.json) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, []);

  // Leaving the page (in the app) inside the wait still saves the last change; retries stop with the page.
  useEffect(
    () => () => {
      clearTimeout(retry.current.timer);
      if (latest.current.enabled && json(latest.current.value) !== baseline.current.json) {
        void enqueue(false, undefined, false);
      }
    },
    [enqueue],
  );

  return {
    status,
    save,
    markSaved,
    resolveConflict,
    resolvePaidEdit,
    /** Edits kept in this browser were put back when the page opened. */
    restored,
    dismissRestored: useCallback(() => setRestored(false), []),
    draftNamespace,
  };
}
