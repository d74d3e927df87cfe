// The one route table: the local server mounts it, the CDK stack turns each entry into a Lambda and an
// HTTP API route, and the API docs list it. Adding a route here is the only step needed to expose a handler.

/** Who may call a route. `optional-auth` routes verify a token themselves when one is sent. */
export type Access = 'public' | 'optional-auth' | 'user' | 'admin';

/** Logical table names, see `tables.ts`. */
export type TableName = 'users' | 'documents' | 'payments' | 'config';

/** What a handler touches; the CDK stack grants exactly this and nothing more. */
export interface RouteUses {
  tables?: Partial<Record<TableName, 'read' | 'write'>>;
  /** The private bucket of generated PDFs and uploads. */
  pdfBucket?: 'read' | 'write';
  /** Needs the Mercado Pago access token / webhook secret. */
  mercadoPago?: boolean;
}

export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below `/backend/api`, e.g. `/me`. */
  path: string;
  /** Module below `lambdas/` that exports `handler`. */
  handler: string;
  access: Access;
  uses: RouteUses;
  /** Lambda sizing; defaults suit a small JSON handler. */
  memoryMb?: number;
  timeoutSeconds?: number;
}

/** Every route is served under this prefix locally and behind CloudFront. */
export const API_PREFIX = '/backend/api';

export const routes: readonly RouteDef[] = [
  {
    method: 'GET',
    path: '/mp-config',
    handler: 'handlers/mp-config.ts',
    access: 'public',
    uses: {},
  },
  {
    method: 'GET',
    path: '/me',
    handler: 'handlers/me.ts',
    access: 'user',
    uses: { tables: { users: 'read' } },
  },
  {
    method: 'POST',
    path: '/user-upsert',
    handler: 'handlers/user-upsert.ts',
    access: 'user',
    uses: { tables: { users: 'write' } },
  },
];
