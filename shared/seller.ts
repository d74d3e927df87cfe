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
  email: z.email(),
  phone: text(),
});
export type Seller = z.infer<typeof sellerSchema>;

/**
 * What a development run shows until the operator sets the real identity. `cdk synth` refuses these values
 * for any stage but `dev` (infra/config.ts). The CNPJ is the textbook example of the check-digit algorithm,
 * registered to nobody we know of.
 */
export const PLACEHOLDER_SELLER: Seller = {
  legalName: 'Documentos Prontos (razão social a configurar)',
  cnpj: '11.222.333/0001-81',
  address: 'Endereço a configurar',
  email: 'atendimento@example.com.br',
  phone: '(11) 0000-0000',
};

/** True when any field still holds its placeholder: such an identity must not reach buyers. */
export function hasPlaceholderField(seller: Seller): boolean {
  return (Object.keys(PLACEHOLDER_SELLER) as (keyof Seller)[]).some(
    (key) => seller[key] === PLACEHOLDER_SELLER[key],
  );
}
