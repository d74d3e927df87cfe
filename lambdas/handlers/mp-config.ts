// GET mp-config: the price table in reais (spec part 1 §7, §9), from PRICE_* configuration read once per
// cold start; the SPA converts back to centavos and keeps its defaults when this call fails.
import { toMpConfigResponse } from '@shared/prices/prices';
import { config } from '../core/config';
import { definePublicHandler } from '../core/public-handler';

const answer = toMpConfigResponse(config.prices);

export const handler = definePublicHandler({
  access: 'public',
  handle: () => answer,
});
