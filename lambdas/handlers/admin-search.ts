// GET admin-search (admins): every document of every kind by reference, owner e-mail or payment id, filtered by
// kind, payment state, block and creation dates, newest first, a page at a time.
import { adminSearchQuery } from '@shared/api/admin';
import { adminDeps } from '../adapters/admin-deps';
import { defineHandler } from '../core/handler';
import { searchDocuments } from '../use-cases/admin-console';

export const handler = defineHandler({
  access: 'admin',
  query: adminSearchQuery,
  handle: ({ query }) => searchDocuments(adminDeps, query),
});
