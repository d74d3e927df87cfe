// POST contrato-save: creates (no reference) or updates a contract (spec part 2 §7): the rental contract (signed
// in) or, with `kind: contrato_compra_veiculo`, the vehicle sale contract, which an anonymous visitor may make
// too: its creation then answers an access key once, sent back in `x-document-key` (never in a URL). The
// payment and release fields the spec's client sends are ignored. A change to a field a party confirmed (issue
// 44) clears the confirmation and tells them.
import { contratoSaveInput } from '@shared/api/contratos';
import { contratoSaveDeps } from '../adapters/contrato-save-deps';
import { defineHandler } from '../core/handler';
import { header } from '../core/http';
import { saveContrato, versionedInput } from '../use-cases/contratos';
import { DOCUMENT_KEY_HEADER } from '../use-cases/document-access';

const deps = contratoSaveDeps;

export const handler = defineHandler({
  access: 'optional-auth',
  body: contratoSaveInput,
  handle: ({ body, principal, event }) =>
    saveContrato(
      deps,
      { principal, accessKey: header(event, DOCUMENT_KEY_HEADER) },
      body.kind ?? 'contrato_locacao',
      versionedInput(body),
    ),
});
