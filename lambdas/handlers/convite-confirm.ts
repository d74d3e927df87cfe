// POST convite-confirm (issue 44): the invitee confirms their section: the kind's own checks on its keys (400
// with each field's message), then the section is locked and the confirmation's time kept for the PDF.
import { CONVITE_TOKEN_HEADER, conviteConfirmInput } from '@shared/api/convites';
import { inviteeDeps } from '../adapters/convite-deps';
import { header } from '../core/http';
import { definePublicHandler } from '../core/public-handler';
import { confirmInvitation } from '../use-cases/convites';

export const handler = definePublicHandler({
  access: 'public',
  body: conviteConfirmInput,
  handle: ({ body, event }) => confirmInvitation(inviteeDeps, header(event, CONVITE_TOKEN_HEADER), body),
});
