// Prices for display, from `GET mp-config` (fetched once per page load). The default table stays while
// loading and when the call fails (spec part 1 §4.3); the amount actually charged is decided by the server.
import { DEFAULT_PRICE_TABLE, type PriceTable, priceTableFromMpConfig } from '@shared/prices/prices';
import { useEffect, useState } from 'react';
import type { ApiClient } from './api-client';
import { useApi } from './app-services';

const loaded = new WeakMap<ApiClient, Promise<PriceTable>>();

export function fetchPriceTable(api: ApiClient): Promise<PriceTable> {
  let pending = loaded.get(api);
  if (!pending) {
    pending = api.request({ method: 'GET', path: 'mp-config', auth: 'none' }).then(priceTableFromMpConfig);
    // A failure is not cached, so the next page that needs prices asks again.
    pending.catch(() => loaded.delete(api));
    loaded.set(api, pending);
  }
  return pending;
}

export function usePriceTable(): { table: PriceTable; loading: boolean } {
  const api = useApi();
  const [state, setState] = useState<{ table: PriceTable; loading: boolean }>({
    table: DEFAULT_PRICE_TABLE,
    loading: true,
  });
  useEffect(() => {
    let active = true;
    fetchPriceTable(api).then(
      (table) => active && setState({ table, loading: false }),
      () => active && setState({ table: DEFAULT_PRICE_TABLE, loading: false }),
    );
    return () => {
      active = false;
    };
  }, [api]);
  return state;
}
