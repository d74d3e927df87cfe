// What the PDF routes and the payment update path use for verification codes (issue 23), built once per cold
// start: the verifications table (named on first use, so a route without it in its `uses` still loads) and the
// site's public origin (PUBLIC_SITE_URL: the site's domain in AWS, the local server's origin locally), and the
// seller's seal on every released PDF (issue 43: the certificate read on the first release).
import { ConfigError } from '../core/env';
import { createPdfSeal } from '../use-cases/pdf-seal';
import type { VerificationDeps } from '../use-cases/verification';
import { sealCertificateSource, sealIssuer } from './seal-certificate';
import { verificationsRepository } from './verifications-table';

function siteUrl(): string {
  const url = process.env.PUBLIC_SITE_URL?.trim().replace(/\/+$/, '');
  if (!url) throw new ConfigError('Invalid environment variable(s): PUBLIC_SITE_URL is not set');
  return url;
}

export const verificationDeps: VerificationDeps = {
  verifications: verificationsRepository,
  seal: createPdfSeal(sealCertificateSource(), () => sealIssuer()),
  get siteUrl() {
    return siteUrl();
  },
};
