// POST admin-block {id, blocked, reason} (admins): blocks or unblocks a document of any kind; the reason goes to
// the audit line the pipeline writes.
import { adminBlockInput } from '@shared/api/admin';
import { adminDeps } from '../adapters/admin-deps';
import { answerAudited, defineHandler } from '../core/handler';
import { setBlocked } from '../use-cases/admin-console';

export const handler = defineHandler({
  access: 'admin',
  body: adminBlockInput,
  handle: async (input) =>
    answerAudited(input, await setBlocked(adminDeps, input.body.id, input.body.blocked)),
});
