// GET admin-document?id= (admins): one document's page: names and masked CPFs, timeline, every payment.
import { adminDocumentQuery } from '@shared/api/admin';
import { adminDeps } from '../adapters/admin-deps';
import { defineHandler } from '../core/handler';
import { adminDocument } from '../use-cases/admin-console';

export const handler = defineHandler({
  access: 'admin',
  query: adminDocumentQuery,
  handle: ({ query }) => adminDocument(adminDeps, query.id),
});
