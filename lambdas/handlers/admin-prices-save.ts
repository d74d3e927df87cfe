// POST admin-prices-save {prices, reason} (admins): writes the price table; the next payment charges it.
import { adminPricesInput } from '@shared/api/admin';
import { priceSettingsDeps } from '../adapters/price-settings';
import { answerAudited, defineHandler } from '../core/handler';
import { savePrices } from '../use-cases/admin-prices';

export const handler = defineHandler({
  access: 'admin',
  body: adminPricesInput,
  handle: async (input) =>
    answerAudited(
      input,
      await savePrices(priceSettingsDeps, input.principal.email || input.principal.uid, input.body),
    ),
});
