// Prices for display, from `GET mp-config`, read once per page load through the query cache. The default
// table stays while loading and when the call fails (spec part 1 §4.3), and a failure is asked again by the
// next page that needs prices; the amount actually charged is decided by the server.
import { DEFAULT_PRICE_TABLE, type PriceTable, priceTableFromMpConfig } from '@shared/prices/prices';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { useApi } from './app-services';

export const PRICE_TABLE_QUERY_KEY = ['mp-config'] as const;

export function fetchPriceTable(api: ApiClient, signal?: AbortSignal): Promise<PriceTable> {
  return api.request({ method: 'GET', path: 'mp-config', auth: 'none', signal }).then(priceTableFromMpConfig);
}

export function usePriceTable(): { table: PriceTable; loading: boolean } {
  const api = useApi();
  const query = useQuery({
    queryKey: PRICE_TABLE_QUERY_KEY,
    queryFn: ({ signal }) => fetchPriceTable(api, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { table: query.data ?? DEFAULT_PRICE_TABLE, loading: query.isPending };
}
