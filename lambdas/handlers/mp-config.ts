// GET mp-config: the price table in reais (spec part 1 §7, §9): the admins' table from the config table when set
// (read at most every 30 s), else PRICE_* configuration; the SPA converts back to centavos and keeps its
// defaults when this call fails.
import { toMpConfigResponse } from '@shared/prices/prices';
import { currentPrices } from '../adapters/price-settings';
import { definePublicHandler } from '../core/public-handler';

export const handler = definePublicHandler({
  access: 'public',
  handle: async () => toMpConfigResponse(await currentPrices()),
});
