// The SPA's runtime configuration, served as `/config.json` beside the SPA (by the local server, or written
// to the site bucket at deploy), so one build serves every stage. Checked by this schema at SPA start.
// Written with zod/mini: the SPA checks it before anything else, and the full zod would weigh on the first
// page load (about 20 KB gzip) for one schema.
import * as z from 'zod/mini';
import { PLACEHOLDER_SELLER, sellerSchema } from './seller';

const text = () => z.string().check(z.minLength(1));

export const runtimeConfigSchema = z.object({
  apiBase: z._default(text(), '/backend/api'),
  authMode: z.enum(['local', 'cognito']),
  cognito: z.optional(
    z.object({
      region: text(),
      userPoolId: text(),
      userPoolClientId: text(),
      domain: text(),
      redirectSignIn: text(),
      redirectSignOut: text(),
    }),
  ),
  viaCepBaseUrl: z._default(text(), 'https://viacep.com.br'),
  brasilApiBaseUrl: z._default(text(), 'https://brasilapi.com.br'),
  /** Mercado Pago public key, for card tokenisation in the browser. */
  mpPublicKey: z._default(z.string(), ''),
  /** Base URL of Mercado Pago's API as the browser sees it (card tokens). */
  mpApiBaseUrl: z._default(z.string(), 'https://api.mercadopago.com'),
  /** True only when the local Mercado Pago stand-in runs: shows "Simular pagamento aprovado". */
  paymentSimulator: z._default(z.boolean(), false),
  /** The seller's legal identity, shown in every page's footer. */
  seller: z._default(sellerSchema, PLACEHOLDER_SELLER),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
