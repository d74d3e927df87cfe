// POST meus-dados-delete { confirmation: "EXCLUIR" }: deletes the caller's account and data (LGPD art. 18);
// answers `completed: false` when it ran out of time, and the page calls again to finish. Whose account, and
// which sign-in user goes with it, come from the verified token only.
import { meusDadosDeleteInput } from '@shared/api/meus-dados';
import { meusDadosDeps } from '../adapters/meus-dados-deps';
import { userDirectory } from '../adapters/user-directory';
import { defineHandler } from '../core/handler';
import { deleteHolderAccount } from '../use-cases/meus-dados';

export const handler = defineHandler({
  access: 'user',
  body: meusDadosDeleteInput,
  handle: ({ principal }) =>
    deleteHolderAccount(
      { ...meusDadosDeps, directory: userDirectory },
      { uid: principal.uid, username: principal.username },
    ),
});
