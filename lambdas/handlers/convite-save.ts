// POST convite-save (issue 44): the invitee saves changed keys of their own section on the version they read;
// any other key is 400, a newer version 409, a confirmed section 423. Token from `x-convite-token` only.
import { CONVITE_TOKEN_HEADER, conviteSaveInput } from '@shared/api/convites';
import { inviteeDeps } from '../adapters/convite-deps';
import { header } from '../core/http';
import { definePublicHandler } from '../core/public-handler';
import { saveInvitation } from '../use-cases/convites';

export const handler = definePublicHandler({
  access: 'public',
  body: conviteSaveInput,
  handle: ({ body, event }) => saveInvitation(inviteeDeps, header(event, CONVITE_TOKEN_HEADER), body),
});
