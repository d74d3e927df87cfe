// Issue 44: the invitation routes (docs/convites.md). The owner's (signed in, or holding an anonymous vehicle
// contract's key) make and revoke invitations; the invitee's are public and take the token only from the
// `x-convite-token` header, never from a path or a query, so no access log holds it.
import type { RouteDef } from './route-def';

export const conviteRoutes: readonly RouteDef[] = [
  {
    method: 'POST',
    path: '/convite-create',
    handler: 'handlers/convite-create.ts',
    // Anonymous callers: a vehicle contract made without a sign-in, with its access key; anybody else 404.
    access: 'optional-auth',
    // Documents: the invitation on the document, its link item put and the replaced one's deleted; limits: the
    // invitations and e-mails counted.
    uses: { tables: { documents: 'delete', limits: 'write' }, mail: true },
  },
  {
    method: 'POST',
    path: '/convite-revoke',
    handler: 'handlers/convite-revoke.ts',
    access: 'optional-auth',
    // Delete: the revoked invitation's link item goes.
    uses: { tables: { documents: 'delete' }, mail: true },
  },
  {
    method: 'GET',
    path: '/convite-get',
    handler: 'handlers/convite-get.ts',
    access: 'public',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'POST',
    path: '/convite-save',
    handler: 'handlers/convite-save.ts',
    access: 'public',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'POST',
    path: '/convite-confirm',
    handler: 'handlers/convite-confirm.ts',
    access: 'public',
    uses: { tables: { documents: 'write' } },
  },
];
