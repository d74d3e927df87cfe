// POST admin-prices-save {prices, reason} (admins): writes the price table; the next payment charges it.
import { adminPricesInput } from '@shared/api/admin';
import { priceSettingsDeps } from '../adapters/price-settings';
import { defineHandler } from '../core/handler';
import { savePrices } from '../use-cases/admin-prices';

export const handler = defineHandler({
  access: 'admin',
  body: adminPricesInput,
  handle: ({ body, principal }) => savePrices(priceSettingsDeps, principal.email || principal.uid, body),
});
