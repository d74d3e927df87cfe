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
  {
    method: 'POST',
    path: '/mp-pay',
    handler: 'handlers/mp-pay.ts',
    access: 'optional-auth',
    uses: { tables: { documents: 'write', payments: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'GET',
    path: '/mp-status',
    handler: 'handlers/mp-status.ts',
    access: 'optional-auth',
    // Writes: a status read may reconcile with Mercado Pago and release the document.
    uses: { tables: { documents: 'write', payments: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/mp-webhook',
    handler: 'handlers/mp-webhook.ts',
    access: 'public',
    uses: { tables: { documents: 'write', payments: 'write' }, mercadoPago: true },
    // Mercado Pago waits 22 s for the answer: the Lambda ends well before, whatever happens. Its calls to
    // Mercado Pago fit in 10 s (MP_TIMEOUT_MS 3 s × 2 attempts + 1 s back-off, set by the stack).
    timeoutSeconds: 15,
  },
  {
    method: 'GET',
    path: '/mp-webhook',
    handler: 'handlers/mp-webhook-status.ts',
    access: 'optional-auth',
    uses: { tables: { documents: 'write', payments: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/declaracao-save',
    handler: 'handlers/declaracao-save.ts',
    access: 'user',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/declaracao-get',
    handler: 'handlers/declaracao-get.ts',
    access: 'user',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'GET',
    path: '/declaracao-mine',
    handler: 'handlers/declaracao-mine.ts',
    access: 'user',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'POST',
    path: '/declaracao-delete',
    handler: 'handlers/declaracao-delete.ts',
    access: 'user',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/declaracao-pdf',
    handler: 'handlers/declaracao-pdf.ts',
    access: 'user',
    uses: { tables: { documents: 'write', payments: 'read' }, pdfBucket: 'write' },
    memoryMb: 1024,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/curriculo-save',
    handler: 'handlers/curriculo-save.ts',
    access: 'user',
    // Writes the bucket: a save claims its uploaded photo (copy out of uploads/pending/, then delete) and
    // deletes the photo it replaced or removed.
    uses: { tables: { documents: 'write' }, pdfBucket: 'write' },
  },
  {
    method: 'POST',
    path: '/curriculo-update',
    handler: 'handlers/curriculo-update.ts',
    access: 'user',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/curriculo-get',
    handler: 'handlers/curriculo-get.ts',
    access: 'user',
    // Writes: an admin opening a blocked resume unblocks it. Reads the bucket: the photo's display link.
    uses: { tables: { documents: 'write' }, pdfBucket: 'read' },
  },
  {
    method: 'GET',
    path: '/curriculo-mine',
    handler: 'handlers/curriculo-mine.ts',
    access: 'user',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'POST',
    path: '/curriculo-new-reference',
    handler: 'handlers/curriculo-new-reference.ts',
    access: 'user',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'POST',
    path: '/curriculo-delete',
    handler: 'handlers/curriculo-delete.ts',
    access: 'user',
    // Writes the bucket: the resume's photo is deleted with it.
    uses: { tables: { documents: 'write' }, pdfBucket: 'write' },
  },
  {
    method: 'GET',
    path: '/curriculo-pdf',
    handler: 'handlers/curriculo-pdf.ts',
    access: 'user',
    uses: { tables: { documents: 'read', payments: 'read' }, pdfBucket: 'write' },
    memoryMb: 1024,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/curriculo-preview',
    handler: 'handlers/curriculo-preview.ts',
    access: 'user',
    // Reads the bucket: the photo printed on the preview.
    uses: { tables: { documents: 'read' }, pdfBucket: 'read' },
    memoryMb: 1024,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/curriculo-photo-url',
    handler: 'handlers/curriculo-photo-url.ts',
    access: 'user',
    // A presigned PUT acts with this function's rights: it must be allowed to write the object.
    uses: { pdfBucket: 'write' },
  },
];
