// POST contrato-block (admins): blocks or unblocks anyone's contract or receipts; blocked refuses PDF, payment,
// edits and deletion.
import { contratoBlockInput } from '@shared/api/contratos';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { setContratoBlocked } from '../use-cases/contratos';

const deps = { documents: documentsRepository, now: Date.now };

export const handler = defineHandler({
  access: 'admin',
  body: contratoBlockInput,
  handle: ({ body, principal }) => setContratoBlocked(deps, { principal }, body.id, body.blocked),
});
