// The origin check of the API: CloudFront puts a secret, known only to it and the route Lambdas, on every request
// it forwards (ORIGIN_VERIFY_HEADER, overwriting any a client sent), so a request that reached the API another
// way (its custom domain called directly, around the WAF) is refused by the handler pipeline.
import crypto from 'node:crypto';

/** The header CloudFront's API origin adds (infra/site.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** The variable holding the secret in each route Lambda (a dynamic reference CloudFormation resolves). */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET';
export const ORIGIN_REFUSED_MESSAGE = 'Acesso recusado: use o endereço do site.';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * The check of the header sent, or null when there is none to make: locally without the setting (the local
 * runtime has no CloudFront in front). An AWS bundle (`DP_BUNDLE` is the constant "aws" there) without the
 * setting refuses every request rather than run open. The digests have one length whatever was sent, so
 * `timingSafeEqual` compares them in constant time and the length of the secret is not leaked either.
 */
export function originVerifier(
  env: Record<string, string | undefined>,
): ((sent: string | undefined) => boolean) | null {
  const expected = env[ORIGIN_VERIFY_ENV]?.trim();
  if (!expected) return process.env.DP_BUNDLE === 'aws' ? () => false : null;
  const wanted = digest(expected);
  return (sent) => crypto.timingSafeEqual(digest(sent ?? ''), wanted);
}
