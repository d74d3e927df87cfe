// The "my documents" list pages' loading: first load with a spinner, "Atualizar" without one, "Carregar mais"
// by cursor (items already shown are not repeated), stale answers dropped, and local edits of the shown items.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/toast/toast-store';

export interface ListPage<T, X> {
  items: T[];
  nextCursor: string | null;
  /** Whatever else the page's answer carries for display (e.g. an index warning). */
  extra: X;
}

export type PagedListState<T, X> =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | ({ kind: 'ready' } & ListPage<T, X>);

/** `fetchPage` and `failureMessage` must be stable (useCallback): a change reloads the list. */
export function usePagedList<T extends { id: string }, X>(
  fetchPage: (cursor?: string) => Promise<ListPage<T, X>>,
  failureMessage: (err: unknown) => string,
) {
  const [state, setState] = useState<PagedListState<T, X>>({ kind: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);

  const load = useCallback(
    async (mode: 'first' | 'refresh') => {
      const mine = ++generation.current;
      if (mode === 'first') setState({ kind: 'loading' });
      else setRefreshing(true);
      try {
        const page = await fetchPage();
        if (mine !== generation.current) return;
        if (!Array.isArray(page.items)) throw new Error('lista ausente');
        setState({ kind: 'ready', ...page });
      } catch (err) {
        if (mine === generation.current) setState({ kind: 'error', message: failureMessage(err) });
      } finally {
        if (mine === generation.current) setRefreshing(false);
      }
    },
    [fetchPage, failureMessage],
  );

  useEffect(() => {
    void load('first');
  }, [load]);

  async function loadMore() {
    if (state.kind !== 'ready' || !state.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchPage(state.nextCursor);
      setState((s) =>
        s.kind === 'ready'
          ? {
              ...s,
              items: [...s.items, ...page.items.filter((i) => !s.items.some((o) => o.id === i.id))],
              nextCursor: page.nextCursor,
            }
          : s,
      );
    } catch (err) {
      toast.error(failureMessage(err));
    } finally {
      setLoadingMore(false);
    }
  }

  /** Changes the shown items in place (after a delete or a PDF), without asking the server again. */
  function updateItems(change: (items: T[]) => T[]) {
    setState((s) => (s.kind === 'ready' ? { ...s, items: change(s.items) } : s));
  }

  return { state, refreshing, loadingMore, load, loadMore, updateItems };
}
