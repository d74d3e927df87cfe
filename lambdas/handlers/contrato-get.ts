// GET contrato-get?id=…: one of the caller's contracts or receipts, with the payment state the server decided
// (spec part 2 §7); a document made anonymously (a vehicle contract) for the holder of its access key (header
// `x-document-key`). 404 for anyone else's.
import * as z from 'zod';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { header } from '../core/http';
import { getContrato } from '../use-cases/contratos';
import { DOCUMENT_KEY_HEADER } from '../use-cases/document-access';

const deps = { documents: documentsRepository, now: Date.now };

const query = z.object({
  id: z.string({ error: 'Referência ausente' }).trim().min(1, { error: 'Referência ausente' }).max(120),
});

export const handler = defineHandler({
  access: 'optional-auth',
  query,
  async handle({ query, principal, event }) {
    const caller = { principal, accessKey: header(event, DOCUMENT_KEY_HEADER) };
    return { data: await getContrato(deps, caller, query.id) };
  },
});
