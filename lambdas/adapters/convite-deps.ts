// Issue 44: what the invitation routes are wired to: the documents table (documents and link items), and for
// the owner's routes the limits table, the mail sender and the site's origin (the links point at it).
import { ConfigError } from '../core/env';
import type { InviteeDeps, OwnerInvitationDeps } from '../use-cases/convites';
import { documentsRepository } from './documents-repository';
import { invitationLinksRepository } from './invitation-links-repository';
import { mailSender } from './mail-deps';
import { rateLimitDeps } from './rate-limits-repository';

export const inviteeDeps: InviteeDeps = {
  documents: documentsRepository,
  links: invitationLinksRepository,
  now: Date.now,
};

/** Read on the first owner's call: the invitee's routes need no site origin. */
export function ownerInvitationDeps(): OwnerInvitationDeps {
  const siteOrigin = process.env.PUBLIC_SITE_URL?.trim().replace(/\/+$/, '');
  if (!siteOrigin) throw new ConfigError('Invalid environment variable(s): PUBLIC_SITE_URL is not set');
  return { ...inviteeDeps, limits: rateLimitDeps, mail: mailSender, siteOrigin };
}
