// GET mp-config: the price table in reais (spec part 1 §7, §9): the admins' table from the config table when set
// (read at most every 30 s), else PRICE_* configuration; the SPA converts back to centavos and keeps its
// defaults when this call fails.
import { toMpConfigResponse } from '@shared/prices/prices';
// The configuration (PRICE_*, TABLE_CONFIG) is read and checked at module load, as every handler's.
import '../core/config';
import { definePublicHandler } from '../core/public-handler';

// The most requested public route: its cold start does not evaluate the DynamoDB client and its reader until
// the first request asks for the table (esbuild inlines the module, run on this first import).
const currentPrices = () => import('../adapters/price-settings').then((module) => module.currentPrices());

export const handler = definePublicHandler({
  access: 'public',
  handle: async () => toMpConfigResponse(await currentPrices()),
});
