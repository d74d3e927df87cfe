// GET admin-prices (admins): the price table payments charge now, the environment's fallback and the changes.
import { priceSettingsDeps } from '../adapters/price-settings';
import { defineHandler } from '../core/handler';
import { adminPrices } from '../use-cases/admin-prices';

export const handler = defineHandler({
  access: 'admin',
  handle: () => adminPrices(priceSettingsDeps),
});
