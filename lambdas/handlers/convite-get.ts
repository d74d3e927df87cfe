// GET convite-get (issue 44): the invitee's page, by the token in `x-convite-token` only: who invites, for what,
// their own section unmasked and the rest of the form with other people's CPF and RG masked. 410 for any token
// that opens nothing (bad, revoked, replaced, expired), 401 without one.
import { CONVITE_TOKEN_HEADER } from '@shared/api/convites';
import { inviteeDeps } from '../adapters/convite-deps';
import { header } from '../core/http';
import { definePublicHandler } from '../core/public-handler';
import { getInvitation } from '../use-cases/convites';

export const handler = definePublicHandler({
  access: 'public',
  handle: ({ event }) => getInvitation(inviteeDeps, header(event, CONVITE_TOKEN_HEADER)),
});
