// Who sells: the identity every page must show the buyer (Decreto 7.962/2013 art. 2: legal name, CNPJ,
// address and contacts). It is configuration of each deployment, read by the SPA from config.json.
// zod/mini, as the runtime configuration that embeds it: the SPA checks it at start.
import * as z from 'zod/mini';

const text = () => z.string().check(z.trim(), z.minLength(1));

export const sellerSchema = z.object({
  legalName: text(),
  /** Shown as given; its check digits are checked where it is configured (infra/config.ts). */
  cnpj: text(),
  address: text(),
  /** Customer service: the footer, the terms, the refund policy. */
  email: z.email(),
  phone: text(),
  /** The data protection contact (LGPD art. 41), when not the customer service address. */
  privacyEmail: z.optional(z.email()),
});
export type Seller = z.infer<typeof sellerSchema>;

/**
 * What a development run (`npm start`) shows until the operator sets the real identity: a demonstration
 * identity that says it is one (the footer adds a notice, `hasPlaceholderField`). `cdk synth` refuses these
 * values for any stage but `dev` (infra/config.ts). The CNPJ is the textbook example of the check-digit
 * algorithm, registered to nobody we know of.
 */
export const PLACEHOLDER_SELLER: Seller = {
  legalName: 'Empresa de Demonstração Ltda. (identidade de teste)',
  cnpj: '11.222.333/0001-81',
  address: 'Endereço de demonstração, São Paulo/SP',
  email: 'atendimento@example.com.br',
  phone: '(11) 0000-0000',
};

const REQUIRED_FIELDS = ['legalName', 'cnpj', 'address', 'email', 'phone'] as const;

/** True when any field still holds its placeholder: such an identity must not reach buyers. */
export function hasPlaceholderField(seller: Seller): boolean {
  return REQUIRED_FIELDS.some((key) => seller[key] === PLACEHOLDER_SELLER[key]);
}

/** Where the holder writes about their data: the privacy contact, else customer service. */
export function privacyEmailOf(seller: Seller): string {
  return seller.privacyEmail ?? seller.email;
}
