// POST convite-create (issue 44): the contract's owner (or the holder of an anonymous vehicle contract's key)
// invites a party to fill in and confirm their section; answers the link (token in its fragment) and a WhatsApp
// link, and e-mails it with the e-mail channel. Neither the token nor the address is logged.
import { conviteCreateInput } from '@shared/api/convites';
import { ownerInvitationDeps } from '../adapters/convite-deps';
import { defineHandler } from '../core/handler';
import { header } from '../core/http';
import { createInvitation } from '../use-cases/convites';
import { DOCUMENT_KEY_HEADER } from '../use-cases/document-access';

const deps = ownerInvitationDeps();

export const handler = defineHandler({
  access: 'optional-auth',
  body: conviteCreateInput,
  handle: ({ body, principal, event }) =>
    createInvitation(deps, { principal, accessKey: header(event, DOCUMENT_KEY_HEADER) }, body),
});
