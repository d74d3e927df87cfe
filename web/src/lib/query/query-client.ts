// Server state of the SPA on TanStack Query: one QueryClient per app, and the one place where a failed read
// or write is mapped: a 401 sends the person to sign in (and back), anything else shows the spec's message
// that the query or mutation names in its `meta.failureMessage` (as a toast when the page already shows
// data, e.g. a failed "Carregar mais"; a first load shows it in its own error state).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '../api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

export interface FailureMeta extends Record<string, unknown> {
  /** The spec's message for this read or write's failure. */
  failureMessage?: (error: unknown) => string;
}

const GENERIC_FAILURE = 'Não foi possível concluir. Tente novamente.';

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The message a failed query or mutation shows, from its own `meta`. */
export function failureMessage(error: unknown, meta: FailureMeta | undefined): string {
  return meta?.failureMessage?.(error) ?? (error instanceof ApiError ? error.message : GENERIC_FAILURE);
}

export interface QueryClientOptions {
  /** The session is gone (a 401 the API client could not renew): go to sign-in and come back. */
  onUnauthorized: () => void;
}

export function createQueryClient({ onUnauthorized }: QueryClientOptions): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (isUnauthorized(error)) onUnauthorized();
        // A refetch or a next page that failed: the shown data stays, the failure is told.
        else if (query.state.data !== undefined) toast.error(failureMessage(error, query.meta));
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        if (isUnauthorized(error)) onUnauthorized();
        else if (mutation.meta?.failureMessage) toast.error(failureMessage(error, mutation.meta));
      },
    }),
    defaultOptions: {
      queries: {
        // The pages offer "Tentar novamente" with the spec's message at once.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 0,
      },
      mutations: { retry: false },
    },
  });
}
