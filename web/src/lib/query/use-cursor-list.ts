// The "my documents" list pages' server state on TanStack Query's infinite queries: first load with a spinner,
// "Atualizar" without one, "Carregar mais" by cursor (items already shown are not repeated), a failure named
// by the page's own message, and local edits of the shown items (after a delete or a PDF).
import { type InfiniteData, type QueryKey, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { failureMessage } from './query-client';

export interface ListPage<T, X> {
  items: T[];
  nextCursor: string | null;
  /** Whatever else the page's answer carries for display (e.g. an index warning). */
  extra: X;
}

export type CursorListState<T, X> =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | ({ kind: 'ready' } & ListPage<T, X>);

type Pages<T, X> = InfiniteData<ListPage<T, X>, string | undefined>;

/** Every loaded page's items in order, each id once (a page may repeat an item the one before it showed). */
function mergedItems<T extends { id: string }>(pages: ReadonlyArray<{ items: T[] }>): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages)
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  return items;
}

export interface CursorListOptions<T, X> {
  /** Names the list and whose it is, e.g. `['declaracao-mine', uid]`. */
  queryKey: QueryKey;
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<ListPage<T, X>>;
  /** The spec's message for a failed load of this list. */
  failureMessage: (error: unknown) => string;
}

export function useCursorList<T extends { id: string }, X>({
  queryKey,
  fetchPage,
  failureMessage: message,
}: CursorListOptions<T, X>) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchPage(pageParam, signal);
      if (!Array.isArray(page.items)) throw new Error('lista ausente');
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { failureMessage: message },
  });

  const data = query.data;
  const last = data?.pages.at(-1);
  const state: CursorListState<T, X> = data
    ? {
        kind: 'ready',
        items: mergedItems(data.pages),
        nextCursor: last?.nextCursor ?? null,
        extra: data.pages[0]!.extra,
      }
    : query.isError && !query.isFetching
      ? { kind: 'error', message: failureMessage(query.error, { failureMessage: message }) }
      : { kind: 'loading' };

  const { refetch, fetchNextPage } = query;
  /** "Atualizar" (the shown pages read again) or, after an error, the first load once more. */
  const load = useCallback(() => void refetch(), [refetch]);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  /** Changes the shown items in place, without asking the server again. */
  const updateItems = useCallback(
    (change: (items: T[]) => T[]) =>
      queryClient.setQueryData<Pages<T, X>>(queryKey, (old) =>
        old ? { ...old, pages: old.pages.map((page) => ({ ...page, items: change(page.items) })) } : old,
      ),
    [queryClient, queryKey],
  );

  return {
    state,
    refreshing: query.isRefetching && !query.isFetchingNextPage,
    loadingMore: query.isFetchingNextPage,
    load,
    loadMore,
    updateItems,
  };
}
