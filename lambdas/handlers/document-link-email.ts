// POST document-link-email: e-mails a keyed document's access link to the address that paid for it; the key
// comes in `x-document-key` (never in the URL), and neither the key nor the address is logged.
import * as z from 'zod';
import { documentsRepository } from '../adapters/documents-repository';
import { mailSender } from '../adapters/mail-deps';
import { paymentsRepository } from '../adapters/payments-repository';
import { rateLimitDeps } from '../adapters/rate-limits-repository';
import { ConfigError } from '../core/env';
import { defineHandler } from '../core/handler';
import { header } from '../core/http';
import { emailAccessLink } from '../use-cases/access-link-email';
import { DOCUMENT_KEY_HEADER } from '../use-cases/document-access';

const siteOrigin = process.env.PUBLIC_SITE_URL?.trim().replace(/\/+$/, '');
if (!siteOrigin) throw new ConfigError('Invalid environment variable(s): PUBLIC_SITE_URL is not set');

const deps = {
  documents: documentsRepository,
  payments: paymentsRepository,
  limits: rateLimitDeps,
  mail: mailSender,
  siteOrigin,
};

export const handler = defineHandler({
  access: 'optional-auth',
  body: z.object({ reference: z.string().trim().min(1).max(120) }),
  handle: ({ body, principal, event }) =>
    emailAccessLink(deps, { principal, accessKey: header(event, DOCUMENT_KEY_HEADER) }, body.reference),
});
