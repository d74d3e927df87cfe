// The one route table: the local server mounts it, the CDK stack turns each entry into a Lambda and an
// HTTP API route, and the API docs list it. Adding a route here is the only step needed to expose a handler.

/** Who may call a route. `optional-auth` routes verify a token themselves when one is sent. */
export type Access = 'public' | 'optional-auth' | 'user' | 'admin';

/** Logical table names, see `tables.ts`. */
export type TableName =
  | 'users'
  | 'documents'
  | 'payments'
  | 'config'
  | 'audit'
  | 'limits'
  | 'verifications'
  | 'counters';

/**
 * How a route uses a table: `read` (get, query, batch get), `write` (also put and update: every write here is
 * a conditional single-item put or update), `delete` (also delete items), `append` (put new items only,
 * never read, change or delete one: the audit trail), or `read-append` (both: the admin screens that show the
 * audit trail, whose own requests are appended to it).
 */
export type TableUse = 'read' | 'write' | 'delete' | 'append' | 'read-append';

/**
 * Areas (key prefixes) of the private bucket: generated PDFs, kept resume photos and uploads not yet claimed
 * (`uploads/` holds both photo areas).
 */
export type BucketArea = 'pdf/' | 'uploads/' | 'uploads/pending/';

/** What a route does in which areas of the bucket; a presigned link acts with the signing function's rights. */
export interface BucketUses {
  /** Get and head objects, and sign download links. */
  read?: readonly BucketArea[];
  /** Put objects (a copy's destination, a presigned upload). */
  write?: readonly BucketArea[];
  delete?: readonly BucketArea[];
}

/** What a handler touches; the CDK stack grants exactly this and nothing more. */
export interface RouteUses {
  tables?: Partial<Record<TableName, TableUse>>;
  /** The private bucket of generated PDFs and uploads. */
  pdfBucket?: BucketUses;
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
  /** Renders PDFs: its bundle carries the embedded fonts' files beside it (`shared/pdf/font-files.ts`). */
  rendersPdf?: boolean;
  /** Lambda sizing; defaults suit a small JSON handler. */
  memoryMb?: number;
  timeoutSeconds?: number;
  /**
   * Concurrent executions reserved for (and capping) this route's function in AWS: the heavy renders can neither
   * exhaust the account's concurrency that every other route shares nor run up an unbounded bill.
   */
  reservedConcurrency?: number;
}

/** A route's Lambda memory without `memoryMb`: enough for a small JSON handler. */
export const DEFAULT_MEMORY_MB = 256;

/** Every route is served under this prefix locally and behind CloudFront. */
export const API_PREFIX = '/backend/api';

/**
 * Every route a signed-in person calls may be called by an admin, and every admin request is written to the
 * audit table (`core/handler.ts`): those routes may append to it, and only append.
 */
function withAuditTrail(table: readonly RouteDef[]): readonly RouteDef[] {
  return table.map((route) =>
    route.access === 'public' || route.uses.tables?.audit === 'read-append'
      ? route
      : { ...route, uses: { ...route.uses, tables: { ...route.uses.tables, audit: 'append' } } },
  );
}

/**
 * Whatever may write a document may create one or apply a payment to it, and so add to the business counters
 * (`adapters/business-counters.ts`, single-item ADD updates): those routes and jobs may write the counters table.
 */
function withBusinessCounters<T extends RouteDef | JobDef>(table: readonly T[]): readonly T[] {
  return table.map((route) => {
    const documents = route.uses.tables?.documents;
    if (documents !== 'write' && documents !== 'delete') return route;
    return { ...route, uses: { ...route.uses, tables: { ...route.uses.tables, counters: 'write' } } };
  });
}

const declaredRoutes: readonly RouteDef[] = withAuditTrail([
  {
    method: 'GET',
    path: '/mp-config',
    handler: 'handlers/mp-config.ts',
    access: 'public',
    // The admins' price table (config item `prices`), over the PRICE_* environment.
    uses: { tables: { config: 'read' } },
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
    // Writes `limits`: the document's count of PIX codes this hour.
    uses: {
      tables: {
        documents: 'write',
        payments: 'write',
        limits: 'write',
        config: 'read',
        verifications: 'write',
      },
      mercadoPago: true,
    },
    timeoutSeconds: 29,
  },
  {
    method: 'GET',
    path: '/mp-status',
    handler: 'handlers/mp-status.ts',
    access: 'optional-auth',
    // Writes: a status read may reconcile with Mercado Pago and release the document.
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/mp-webhook',
    handler: 'handlers/mp-webhook.ts',
    access: 'public',
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    // Mercado Pago waits 22 s for the answer: the Lambda ends well before, whatever happens. Its calls to
    // Mercado Pago fit in 10 s (MP_TIMEOUT_MS 3 s × 2 attempts + 1 s back-off, set by the stack).
    timeoutSeconds: 15,
  },
  {
    method: 'GET',
    path: '/mp-webhook',
    handler: 'handlers/mp-webhook-status.ts',
    access: 'optional-auth',
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/declaracao-save',
    handler: 'handlers/declaracao-save.ts',
    // Optional: a visitor may make a power of attorney (bound to an access key); the other products need a
    // sign-in, which the use case asks for (401).
    access: 'optional-auth',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/declaracao-get',
    handler: 'handlers/declaracao-get.ts',
    // Optional: an anonymous power of attorney is opened with its access key.
    access: 'optional-auth',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'GET',
    path: '/declaracao-mine',
    handler: 'handlers/declaracao-mine.ts',
    access: 'user',
    // Writes: the open payments it shows are asked about again, and one found approved releases its document.
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/declaracao-delete',
    handler: 'handlers/declaracao-delete.ts',
    access: 'user',
    uses: { tables: { documents: 'delete' } },
  },
  {
    method: 'GET',
    path: '/declaracao-pdf',
    handler: 'handlers/declaracao-pdf.ts',
    rendersPdf: true,
    access: 'user',
    uses: {
      tables: { documents: 'write', payments: 'read', verifications: 'write' },
      pdfBucket: { read: ['pdf/'], write: ['pdf/'] },
    },
    memoryMb: 1024,
    reservedConcurrency: 20,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/contrato-save',
    handler: 'handlers/contrato-save.ts',
    // Anonymous callers: the vehicle sale contract only (its kind says so; the rental answers 401).
    access: 'optional-auth',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'POST',
    path: '/contrato-update',
    handler: 'handlers/contrato-update.ts',
    // Anonymous callers: the vehicle sale contract only (its kind says so; the rental answers 401).
    access: 'optional-auth',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/contrato-get',
    handler: 'handlers/contrato-get.ts',
    // Anonymous callers: the documents made anonymously, with their access key.
    access: 'optional-auth',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'GET',
    path: '/contrato-list',
    handler: 'handlers/contrato-list.ts',
    access: 'user',
    // Writes: the open payments it shows are asked about again, and one found approved releases its document.
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/contrato-delete',
    handler: 'handlers/contrato-delete.ts',
    access: 'user',
    uses: { tables: { documents: 'delete' } },
  },
  {
    method: 'POST',
    path: '/contrato-block',
    handler: 'handlers/contrato-block.ts',
    access: 'admin',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/contrato-pdf',
    handler: 'handlers/contrato-pdf.ts',
    rendersPdf: true,
    access: 'user',
    uses: {
      tables: { documents: 'write', payments: 'read', verifications: 'write' },
      pdfBucket: { read: ['pdf/'], write: ['pdf/'] },
    },
    memoryMb: 1024,
    reservedConcurrency: 20,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/recibo-aluguel-save',
    handler: 'handlers/recibo-aluguel-save.ts',
    access: 'optional-auth',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/recibo-aluguel-get',
    handler: 'handlers/recibo-aluguel-get.ts',
    access: 'optional-auth',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'GET',
    path: '/recibo-aluguel-pdf',
    handler: 'handlers/recibo-aluguel-pdf.ts',
    rendersPdf: true,
    access: 'optional-auth',
    uses: {
      tables: { documents: 'write', payments: 'read', verifications: 'write' },
      pdfBucket: { read: ['pdf/'], write: ['pdf/'] },
    },
    memoryMb: 1024,
    // Open to anonymous visitors: a smaller reservation caps what a flood of renders can take or cost.
    reservedConcurrency: 10,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/curriculo-save',
    handler: 'handlers/curriculo-save.ts',
    access: 'user',
    // A save claims its uploaded photo (copy out of uploads/pending/ into uploads/, then delete the upload) and
    // deletes the photo it replaced or removed.
    uses: {
      tables: { documents: 'write' },
      pdfBucket: { read: ['uploads/pending/'], write: ['uploads/'], delete: ['uploads/'] },
    },
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
    // Reads the bucket: the photo's display link.
    uses: { tables: { documents: 'read' }, pdfBucket: { read: ['uploads/'] } },
  },
  {
    method: 'POST',
    path: '/curriculo-unblock',
    handler: 'handlers/curriculo-unblock.ts',
    access: 'admin',
    // An admin opening a blocked resume unblocks it; answered with the resume and its photo's link.
    uses: { tables: { documents: 'write' }, pdfBucket: { read: ['uploads/'] } },
  },
  {
    method: 'GET',
    path: '/curriculo-mine',
    handler: 'handlers/curriculo-mine.ts',
    access: 'user',
    // Writes: the open payments it shows are asked about again, and one found approved releases its document.
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
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
    // The resume's photo is deleted with it.
    uses: { tables: { documents: 'delete' }, pdfBucket: { delete: ['uploads/'] } },
  },
  {
    method: 'GET',
    path: '/curriculo-pdf',
    handler: 'handlers/curriculo-pdf.ts',
    rendersPdf: true,
    access: 'user',
    // Reads the photo it prints; writes the PDF and signs its link, and notes on the resume which PDF it is
    // (its input's hash), so an unchanged resume's PDF is handed out again instead of rendered again.
    uses: {
      tables: { documents: 'write', payments: 'read', verifications: 'write' },
      pdfBucket: { read: ['pdf/', 'uploads/'], write: ['pdf/'] },
    },
    memoryMb: 1024,
    reservedConcurrency: 20,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/curriculo-preview',
    handler: 'handlers/curriculo-preview.ts',
    rendersPdf: true,
    access: 'user',
    // Reads the bucket: the photo printed on the preview (the person's pending upload or the kept one); the
    // payments: a released resume previewed as stored has no "PRÉVIA"; writes `limits`: the person's count of
    // previews this minute.
    uses: {
      tables: { documents: 'read', payments: 'read', limits: 'write' },
      pdfBucket: { read: ['uploads/'] },
    },
    memoryMb: 1024,
    reservedConcurrency: 10,
    timeoutSeconds: 20,
  },
  {
    method: 'GET',
    path: '/curriculo-layout-sample',
    handler: 'handlers/curriculo-layout-sample.ts',
    access: 'public',
    // Renders the fixed sample: no table, no bucket; the PDF fonts beside its bundle.
    uses: {},
    rendersPdf: true,
    memoryMb: 1024,
    // Public and anonymous: a small reservation caps what a flood of sample renders can take or cost.
    reservedConcurrency: 5,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/curriculo-photo-url',
    handler: 'handlers/curriculo-photo-url.ts',
    access: 'user',
    // A presigned PUT acts with this function's rights: it may write new uploads and nothing else.
    uses: { pdfBucket: { write: ['uploads/pending/'] } },
  },
  {
    method: 'POST',
    path: '/autorizacao-viagem-save',
    handler: 'handlers/autorizacao-viagem-save.ts',
    access: 'user',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/autorizacao-viagem-load',
    handler: 'handlers/autorizacao-viagem-load.ts',
    access: 'user',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'GET',
    path: '/autorizacao-viagem-mine',
    handler: 'handlers/autorizacao-viagem-mine.ts',
    access: 'user',
    // Writes: the open payments it shows are asked about again, and one found approved releases its document.
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/autorizacao-viagem-delete',
    handler: 'handlers/autorizacao-viagem-delete.ts',
    access: 'user',
    uses: { tables: { documents: 'delete' } },
  },
  {
    method: 'GET',
    path: '/autorizacao-viagem-get',
    handler: 'handlers/autorizacao-viagem-get.ts',
    rendersPdf: true,
    access: 'user',
    uses: {
      tables: { documents: 'write', payments: 'read', verifications: 'write' },
      pdfBucket: { read: ['pdf/'], write: ['pdf/'] },
    },
    memoryMb: 1024,
    reservedConcurrency: 10,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/promissoria-save',
    handler: 'handlers/promissoria-save.ts',
    access: 'user',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/promissoria-lote',
    handler: 'handlers/promissoria-lote.ts',
    access: 'user',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'GET',
    path: '/promissoria-list',
    handler: 'handlers/promissoria-list.ts',
    access: 'user',
    // Writes: the open payments it shows are asked about again, and one found approved releases its batch.
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'GET',
    path: '/promissoria-get',
    handler: 'handlers/promissoria-get.ts',
    access: 'user',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'GET',
    path: '/promissoria-pdf',
    handler: 'handlers/promissoria-pdf.ts',
    rendersPdf: true,
    access: 'user',
    uses: {
      tables: { documents: 'write', payments: 'read', verifications: 'write' },
      pdfBucket: { read: ['pdf/'], write: ['pdf/'] },
    },
    memoryMb: 1024,
    reservedConcurrency: 20,
    // Every note alone in one ZIP: 120 renders.
    timeoutSeconds: 29,
  },
  {
    method: 'GET',
    path: '/admin-search',
    handler: 'handlers/admin-search.ts',
    access: 'admin',
    // The admin indexes of documents (by kind, by owner e-mail); a payment id's record names its document.
    uses: { tables: { documents: 'read', payments: 'read' } },
  },
  {
    method: 'GET',
    path: '/admin-document',
    handler: 'handlers/admin-document.ts',
    access: 'admin',
    // The document's audit lines: the audit table's `byTarget` index.
    uses: { tables: { documents: 'read', payments: 'read', audit: 'read-append' } },
  },
  {
    method: 'POST',
    path: '/admin-block',
    handler: 'handlers/admin-block.ts',
    access: 'admin',
    uses: { tables: { documents: 'write', payments: 'read' } },
  },
  {
    method: 'POST',
    path: '/admin-payment-state',
    handler: 'handlers/admin-payment-state.ts',
    access: 'admin',
    uses: { tables: { documents: 'write', payments: 'read' } },
  },
  {
    method: 'POST',
    path: '/admin-payment-check',
    handler: 'handlers/admin-payment-check.ts',
    access: 'admin',
    // Asks Mercado Pago and applies the answer through the payment update path (which may release or refund).
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/admin-refund',
    handler: 'handlers/admin-refund.ts',
    access: 'admin',
    // Refunds at Mercado Pago, then applies the refunded status through the update path (withdraws the release).
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },

  {
    method: 'GET',
    path: '/admin-prices',
    handler: 'handlers/admin-prices.ts',
    access: 'admin',
    uses: { tables: { config: 'read' } },
  },
  {
    method: 'POST',
    path: '/admin-prices-save',
    handler: 'handlers/admin-prices-save.ts',
    access: 'admin',
    uses: { tables: { config: 'write' } },
  },
  {
    method: 'GET',
    path: '/procuracao-veiculo-pdf',
    handler: 'handlers/procuracao-veiculo-pdf.ts',
    rendersPdf: true,
    access: 'optional-auth',
    uses: {
      tables: { documents: 'write', payments: 'read', verifications: 'write' },
      pdfBucket: { read: ['pdf/'], write: ['pdf/'] },
    },
    memoryMb: 1024,
    // Open to anonymous visitors: a smaller reservation caps what a flood of renders can take or cost.
    reservedConcurrency: 10,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/document-claim',
    handler: 'handlers/document-claim.ts',
    access: 'user',
    // Makes the anonymous documents whose keys the browser holds the caller's.
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/contrato-veiculo-pdf',
    handler: 'handlers/contrato-veiculo-pdf.ts',
    rendersPdf: true,
    access: 'optional-auth',
    uses: {
      tables: { documents: 'write', payments: 'read', verifications: 'write' },
      pdfBucket: { read: ['pdf/'], write: ['pdf/'] },
    },
    memoryMb: 1024,
    // Open to anonymous visitors: a smaller reservation caps what a flood of renders can take or cost.
    reservedConcurrency: 10,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/meus-dados-export',
    handler: 'handlers/meus-dados-export.ts',
    access: 'user',
    // The holder's data (LGPD): reads their profile, documents (owner indexes), payments (by reference) and
    // verification codes, reads their stored PDFs and photos, and writes the ZIP under pdf/meus-dados/{uid}/.
    uses: {
      tables: { users: 'read', documents: 'read', payments: 'read', verifications: 'read' },
      pdfBucket: { read: ['pdf/', 'uploads/'], write: ['pdf/'] },
    },
    // The ZIP is built in memory: a long-time customer's PDFs and photos.
    memoryMb: 1024,
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/meus-dados-delete',
    handler: 'handlers/meus-dados-delete.ts',
    access: 'user',
    // The account's deletion (LGPD): marks and deletes the profile, deletes the documents, strips their
    // payments to the accounting fields, marks the verification codes deleted, deletes PDFs and photos. The
    // Cognito user is not deleted here (no route may hold Cognito admin rights): see docs/lgpd.md.
    uses: {
      tables: { users: 'delete', documents: 'delete', payments: 'write', verifications: 'write' },
      pdfBucket: { delete: ['pdf/', 'uploads/'] },
    },
    timeoutSeconds: 29,
  },
  {
    method: 'GET',
    path: '/admin-dashboard',
    handler: 'handlers/admin-dashboard.ts',
    access: 'admin',
    // The counters of the last 30 days by kind, and the payments open for over an hour (`byOpenUntil`).
    uses: { tables: { counters: 'read', payments: 'read' } },
  },
  {
    method: 'GET',
    path: '/admin-audit',
    handler: 'handlers/admin-audit.ts',
    access: 'admin',
    // Every admin action, newest first (the audit table's `byTime` index).
    uses: { tables: { audit: 'read-append' } },
  },
  {
    // The public check of a released PDF's verification code (issue 23); rate limited per client address at
    // the front door like a render (`edge-limits.ts`), so codes cannot be enumerated.
    method: 'GET',
    path: '/verificar',
    handler: 'handlers/verificar.ts',
    access: 'public',
    uses: { tables: { verifications: 'read' } },
  },
]);

export const routes: readonly RouteDef[] = withBusinessCounters(declaredRoutes);

/**
 * A Lambda started on a schedule rather than by a request: an EventBridge rule in AWS, a timer in the local
 * runtime. Its handler exports `handler(event, context)`; the stack grants what `uses` declares, as for a route.
 */
export interface JobDef {
  /** kebab-case; names the function and its schedule. */
  name: string;
  /** Module below `lambdas/` that exports `handler`. */
  handler: string;
  uses: RouteUses;
  everyMinutes: number;
  memoryMb?: number;
  /** Long enough for a pass: its checks stop starting `JOB_RESERVE_MS` before the end (payment-recheck.ts). */
  timeoutSeconds: number;
}

const declaredJobs: readonly JobDef[] = [
  {
    // Every payment open for more than 10 minutes and not past its expiry is read again from Mercado Pago, so
    // an approval whose webhook was lost releases its document without anyone opening it.
    name: 'payment-recheck',
    handler: 'handlers/payment-recheck.ts',
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    everyMinutes: 5,
    timeoutSeconds: 60,
  },
];

export const jobs: readonly JobDef[] = withBusinessCounters(declaredJobs);
