// The prices screen (issue 22 item 3): what payments charge now, the environment's fallback and the history of
// changes; a change writes the whole table in centavos on the version read, recording who, when, old and new.
import {
  ADMIN_PRICE_FIELDS,
  type AdminPriceChange,
  type AdminPriceField,
  type AdminPricesInput,
  type AdminPricesResponse,
} from '@shared/api/admin';
import type { AuditChange } from '@shared/api/admin-audit';
import type { PriceTable } from '@shared/prices/prices';
import type { PriceSettingsDeps } from '../ports/price-settings';
import { retryOnConflict } from './optimistic';

const fieldsOf = (table: PriceTable) =>
  Object.fromEntries(ADMIN_PRICE_FIELDS.map((key) => [key, table[key]])) as Record<AdminPriceField, number>;

export async function adminPrices(deps: PriceSettingsDeps): Promise<Omit<AdminPricesResponse, 'ok'>> {
  const stored = await deps.read();
  return {
    current: fieldsOf(deps.effective(stored)),
    environment: fieldsOf(deps.environment),
    history: stored?.history ?? [],
  };
}

export async function savePrices(
  deps: PriceSettingsDeps,
  by: string,
  input: AdminPricesInput,
): Promise<Omit<AdminPricesResponse, 'ok'> & { changes: AuditChange[] }> {
  let changes: AuditChange[] = [];
  const cents = Object.fromEntries(
    ADMIN_PRICE_FIELDS.map((key) => [key, Math.round(input.prices[key] * 100)]),
  ) as Record<AdminPriceField, number>;
  await retryOnConflict(async () => {
    const stored = await deps.read();
    const before = fieldsOf(deps.effective(stored));
    const changed = ADMIN_PRICE_FIELDS.filter((key) => before[key] !== cents[key]);
    changes = changed.map((key) => ({
      field: `preço ${key} (centavos)`,
      before: before[key],
      after: cents[key],
    }));
    if (changed.length === 0) return;
    const change: AdminPriceChange = {
      at: deps.now(),
      by,
      old: Object.fromEntries(changed.map((key) => [key, before[key]])),
      new: Object.fromEntries(changed.map((key) => [key, cents[key]])),
    };
    await deps.write(stored?.version ?? 0, cents, change, stored?.history ?? [], deps.now());
  });
  return { ...(await adminPrices(deps)), changes };
}
