// POST contrato-update: saves the form of one of the caller's contracts (spec part 2 §7), the rental one or,
// with `kind: contrato_compra_veiculo`, the vehicle sale contract (its owner's, or its access key's holder's);
// the payment and release fields the spec's client sends (payment_status, needs_repayment, pdf_generated) are
// ignored. A change to a field of a party that confirmed it (issue 44) clears the confirmation and tells them.
import { contratoSaveInput } from '@shared/api/contratos';
import { contratoSaveDeps } from '../adapters/contrato-save-deps';
import { BadRequestError } from '../core/errors';
import { defineHandler } from '../core/handler';
import { header } from '../core/http';
import { saveContrato, versionedInput } from '../use-cases/contratos';
import { DOCUMENT_KEY_HEADER } from '../use-cases/document-access';

const deps = contratoSaveDeps;

export const handler = defineHandler({
  access: 'optional-auth',
  body: contratoSaveInput,
  handle: ({ body, principal, event }) => {
    const reference = body.id ?? body.reference;
    if (!reference) throw new BadRequestError('Referência ausente', 'missing_reference');
    return saveContrato(
      deps,
      { principal, accessKey: header(event, DOCUMENT_KEY_HEADER) },
      body.kind ?? 'contrato_locacao',
      { ...versionedInput(body), reference },
    );
  },
});
