// POST convite-revoke (issue 44): the contract's owner cancels a party's invitation: the link opens nothing from
// now on, a confirmation is cleared, and the invitee is told by e-mail when that was the channel.
import { conviteRevokeInput } from '@shared/api/convites';
import { ownerInvitationDeps } from '../adapters/convite-deps';
import { defineHandler } from '../core/handler';
import { header } from '../core/http';
import { revokeInvitation } from '../use-cases/convites';
import { DOCUMENT_KEY_HEADER } from '../use-cases/document-access';

const deps = ownerInvitationDeps();

export const handler = defineHandler({
  access: 'optional-auth',
  body: conviteRevokeInput,
  handle: ({ body, principal, event }) =>
    revokeInvitation(deps, { principal, accessKey: header(event, DOCUMENT_KEY_HEADER) }, body),
});
