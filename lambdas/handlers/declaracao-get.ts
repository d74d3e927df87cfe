// GET declaracao-get?id=…[&adminMode=true]: one of the caller's declarations (an admin's in admin mode: anyone's),
// or an anonymous power of attorney for the holder of its access key (`x-document-key`); 404 for anyone else.
import * as z from 'zod';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { header } from '../core/http';
import { getDeclaracao } from '../use-cases/declaracoes';
import { DOCUMENT_KEY_HEADER } from '../use-cases/document-access';

const deps = { documents: documentsRepository, now: Date.now };

const query = z.object({
  id: z.string({ error: 'Referência ausente' }).trim().min(1, { error: 'Referência ausente' }).max(120),
  adminMode: z.string().optional(),
});

export const handler = defineHandler({
  access: 'optional-auth',
  query,
  async handle({ query, principal, event }) {
    const caller = { principal, accessKey: header(event, DOCUMENT_KEY_HEADER) };
    const data = await getDeclaracao(deps, caller, query.id, query.adminMode === 'true');
    return { id: data.id, data };
  },
});
