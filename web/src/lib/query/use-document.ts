// A saved document's load on TanStack Query, the one pattern of every document page (docs/forms.md): keyed by
// kind and id, fetched fresh each time a page opens it (nothing kept once the page is left), handed to the
// page once (`onLoaded` fills the form; a later answer never overwrites what the person typed), and a failure
// turned into the kind's texts for `DocumentLoadError`. A 401 goes to sign-in in the QueryClient
// (query-client.ts), the one place for it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { documentLoadFailure, type LoadFailure } from '@/components/document-load-error';

export type DocumentLoadState = { kind: 'loading' } | { kind: 'ready' } | ({ kind: 'error' } & LoadFailure);

export interface UseDocumentOptions<R> {
  /** The document kind, e.g. `declaracao_residencia` (part of the query key). */
  kind: string;
  /** The saved document to open; null opens none (a new document: the state is `ready` at once). */
  id: string | null;
  /** Another reading of the same id (e.g. an admin's), so its answer is kept apart. */
  variant?: string;
  fetch: (id: string) => Promise<R>;
  /** Fills the page from the answer; runs once per page. */
  onLoaded: (answer: R, id: string) => void;
  /** The kind's texts for a document that does not exist (404) and one of someone else (403). */
  texts: { notFound: string; forbidden: string };
  /** A failure the page shows its own way (e.g. a locked resume): true when handled, then the state is ready. */
  onFailure?: (error: unknown, id: string) => boolean;
}

export const documentQueryKey = (kind: string, id: string, variant = '') =>
  ['document', kind, id, variant] as const;

export function useDocument<R>(options: UseDocumentOptions<R>) {
  const { kind, id, variant = '', texts } = options;
  const latest = useRef(options);
  latest.current = options;
  const client = useQueryClient();
  const query = useQuery({
    queryKey: documentQueryKey(kind, id ?? '', variant),
    queryFn: () => latest.current.fetch(id!),
    enabled: id !== null,
    // Offline, the load fails at once with "Erro de rede" and "Tentar novamente" instead of waiting unseen.
    networkMode: 'always',
    // Opened fresh every time, and never refetched behind the person's edits.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [outcome, setOutcome] = useState<
    { kind: 'none' } | { kind: 'loaded' } | { kind: 'failed'; error: unknown; handled: boolean }
  >({ kind: 'none' });

  // The answer is handed to the page once; a failure once per failed attempt.
  useEffect(() => {
    if (id === null || outcome.kind === 'loaded') return;
    if (query.data !== undefined) {
      latest.current.onLoaded(query.data, id);
      setOutcome({ kind: 'loaded' });
    } else if (query.error && !query.isFetching) {
      if (outcome.kind === 'failed' && outcome.error === query.error) return;
      const handled = latest.current.onFailure?.(query.error, id) ?? false;
      setOutcome({ kind: 'failed', error: query.error, handled });
    }
  }, [id, query.data, query.error, query.isFetching, outcome]);

  let state: DocumentLoadState;
  if (id === null || outcome.kind === 'loaded') state = { kind: 'ready' };
  else if (outcome.kind === 'failed' && outcome.error === query.error && !query.isFetching) {
    state = outcome.handled
      ? { kind: 'ready' }
      : { kind: 'error', ...documentLoadFailure(outcome.error, texts) };
  } else state = { kind: 'loading' };

  /** "Tentar novamente", or opening the document again after it changed elsewhere (e.g. paid): read afresh. */
  const reload = useCallback(() => {
    setOutcome({ kind: 'none' });
    void client.resetQueries({ queryKey: documentQueryKey(kind, id ?? '', variant), exact: true });
  }, [client, kind, id, variant]);

  /** The stored document as it is now (after a 409), read past the page's copy. */
  const fetchLatest = useCallback(
    (documentId: string) =>
      client.fetchQuery({
        queryKey: documentQueryKey(kind, documentId, variant),
        queryFn: () => latest.current.fetch(documentId),
        staleTime: 0,
      }),
    [client, kind, variant],
  );

  return { state, reload, fetchLatest };
}
