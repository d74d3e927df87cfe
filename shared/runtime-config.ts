// The SPA's runtime configuration, served as `/config.json` beside the SPA (by the local server, or written
// to the site bucket at deploy), so one build serves every stage. Checked by this schema at SPA start.
import * as z from 'zod';
import { PLACEHOLDER_SELLER, sellerSchema } from './seller';

export const runtimeConfigSchema = z.object({
  apiBase: z.string().min(1).default('/backend/api'),
  authMode: z.enum(['local', 'cognito']),
  cognito: z
    .object({
      region: z.string().min(1),
      userPoolId: z.string().min(1),
      userPoolClientId: z.string().min(1),
      domain: z.string().min(1),
      redirectSignIn: z.string().min(1),
      redirectSignOut: z.string().min(1),
    })
    .optional(),
  viaCepBaseUrl: z.string().min(1).default('https://viacep.com.br'),
  brasilApiBaseUrl: z.string().min(1).default('https://brasilapi.com.br'),
  /** Mercado Pago public key, for card tokenisation in the browser. */
  mpPublicKey: z.string().default(''),
  /** Base URL of Mercado Pago's API as the browser sees it (card tokens). */
  mpApiBaseUrl: z.string().default('https://api.mercadopago.com'),
  /** True only when the local Mercado Pago stand-in runs: shows "Simular pagamento aprovado". */
  paymentSimulator: z.boolean().default(false),
  /** The seller's legal identity, shown in every page's footer. */
  seller: sellerSchema.default(PLACEHOLDER_SELLER),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
