// The price-settings port (issue 22 item 3): the prices table the admin sets, kept as one item in the config
// table; the prices screen's use case reads and writes it through this, the DynamoDB adapter implements it.
import type { AdminPriceChange, AdminPriceField } from '@shared/api/admin';
import type { PriceTable } from '@shared/prices/prices';

/** The stored item: the prices in centavos, the changes kept on it and its version. */
export interface StoredPrices {
  key: 'prices';
  cents: Partial<Record<AdminPriceField, number>>;
  history: AdminPriceChange[];
  version: number;
  updated_at: number;
}

export interface PriceSettingsDeps {
  read(): Promise<StoredPrices | null>;
  write(
    expectedVersion: number,
    cents: Record<AdminPriceField, number>,
    change: AdminPriceChange,
    history: readonly AdminPriceChange[],
    now: number,
  ): Promise<void>;
  effective(stored: StoredPrices | null): PriceTable;
  environment: PriceTable;
  now: () => number;
}
