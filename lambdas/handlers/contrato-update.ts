// POST contrato-update: saves the form of one of the caller's rental contracts (spec part 2 §7); the payment
// and release fields the spec's client sends (payment_status, needs_repayment, pdf_generated) are ignored.
import { contratoSaveInput } from '@shared/api/contratos';
import { documentsRepository } from '../adapters/documents-repository';
import { BadRequestError } from '../core/errors';
import { defineHandler } from '../core/handler';
import { saveContrato } from '../use-cases/contratos';

const deps = { documents: documentsRepository, now: Date.now };

export const handler = defineHandler({
  access: 'user',
  body: contratoSaveInput,
  handle: ({ body, principal }) => {
    const reference = body.id ?? body.reference;
    if (!reference) throw new BadRequestError('Referência ausente', 'missing_reference');
    return saveContrato(deps, { principal }, 'contrato_locacao', { reference, form: body.form ?? body.data });
  },
});
