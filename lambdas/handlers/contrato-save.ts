// POST contrato-save: creates (no reference) or updates the caller's rental contract (spec part 2 §7); the
// payment and release fields the spec's client sends are ignored.
import { contratoSaveInput } from '@shared/api/contratos';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { saveContrato } from '../use-cases/contratos';

const deps = { documents: documentsRepository, now: Date.now };

export const handler = defineHandler({
  access: 'user',
  body: contratoSaveInput,
  handle: ({ body, principal }) =>
    saveContrato(deps, { principal }, 'contrato_locacao', {
      reference: body.reference ?? body.id,
      form: body.form ?? body.data,
    }),
});
