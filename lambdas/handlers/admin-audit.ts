// GET admin-audit?id=&cursor= (admins): the admin actions newest first, all of them or one document's, a page at a
// time. Read only: no route changes or deletes an audit item.
import { adminAuditQuery } from '@shared/api/admin-audit';
import { auditTrail } from '../adapters/audit-trail';
import { defineHandler } from '../core/handler';
import { adminAuditLines } from '../use-cases/admin-console';

const deps = { audit: auditTrail };

export const handler = defineHandler({
  access: 'admin',
  query: adminAuditQuery,
  handle: ({ query }) => adminAuditLines(deps, query),
});
