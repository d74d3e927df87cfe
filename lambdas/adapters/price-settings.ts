// The price table set by admins at runtime (issue 22 item 3): one item `prices` in the config table with the
// table in centavos, its version and the history of changes (who, when, old and new). Payments read it through
// `currentPrices`, kept 30 s per warm Lambda, over the environment's table, which stands whenever the item is
// absent or unreadable. A payment keeps the amount it was created with (`amount_cents`), whatever changes later.
import type { AdminPriceChange, AdminPriceField } from '@shared/api/admin';
import type { PriceTable } from '@shared/prices/prices';
import { config, tableName } from '../core/config';
import { logger } from '../core/logger';
import type { PriceSettingsDeps, StoredPrices } from '../ports/price-settings';
import { VersionConflictError } from '../ports/store-errors';
import { dynamo } from './dynamo';
import { isConditionFailure } from './dynamo-writes';

export const PRICES_KEY = 'prices';
/** How long a warm Lambda keeps the table it read (the issue allows 60 s). */
export const PRICES_CACHE_MS = 30_000;
/** Changes kept on the item; the audit table keeps every request besides. */
const HISTORY_KEPT = 200;

export async function readStoredPrices(): Promise<StoredPrices | null> {
  const result = await dynamo.get<StoredPrices>({
    TableName: tableName('config'),
    Key: { key: PRICES_KEY },
    ConsistentRead: true,
  });
  return result.Item ?? null;
}

let cached: { at: number; table: PriceTable } | undefined;

/** Writes the table on the version read (0: none yet), with the change first in the history. */
export async function writeStoredPrices(
  expectedVersion: number,
  cents: Record<AdminPriceField, number>,
  change: AdminPriceChange,
  history: readonly AdminPriceChange[],
  now: number,
): Promise<void> {
  try {
    await dynamo.put({
      TableName: tableName('config'),
      Item: {
        key: PRICES_KEY,
        cents,
        history: [change, ...history].slice(0, HISTORY_KEPT),
        version: expectedVersion + 1,
        updated_at: now,
      },
      ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(#key)' : '#version = :version',
      ExpressionAttributeNames: expectedVersion === 0 ? { '#key': 'key' } : { '#version': 'version' },
      ...(expectedVersion === 0 ? {} : { ExpressionAttributeValues: { ':version': expectedVersion } }),
    });
  } catch (error) {
    if (isConditionFailure(error)) throw new VersionConflictError('prices changed meanwhile');
    throw error;
  }
  // This Lambda (the local runtime's one process) charges the new table at once; others within their cache time.
  cached = undefined;
}

/** The stored centavos over the environment's table (only whole positive numbers are taken). */
export function effectivePrices(stored: StoredPrices | null): PriceTable {
  const table = { ...config.prices };
  for (const [key, cents] of Object.entries(stored?.cents ?? {})) {
    if (key in table && Number.isSafeInteger(cents) && cents >= 0) table[key as AdminPriceField] = cents;
  }
  return table;
}

/** The price table payments charge now: read at most every PRICES_CACHE_MS, the environment's on failure. */
export async function currentPrices(now = Date.now()): Promise<PriceTable> {
  if (cached && now - cached.at < PRICES_CACHE_MS) return cached.table;
  let table = config.prices;
  try {
    table = effectivePrices(await readStoredPrices());
  } catch (error) {
    logger.warn('prices: the config table could not be read, the environment prices apply', { error });
  }
  cached = { at: now, table };
  return table;
}

/** What the prices screen runs on. */
export const priceSettingsDeps: PriceSettingsDeps = {
  read: readStoredPrices,
  write: writeStoredPrices,
  effective: effectivePrices,
  environment: config.prices,
  now: Date.now,
};
