// What a route declares (method, path, handler, access, what it touches): the types the area lists of
// `route-table/` are written in and `routes.ts` gathers, apart from that table so neither imports the other, and
// the one declaration every document's delete route shares.

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

/**
 * What a route does in the app's Cognito user pool: `delete-user` is `cognito-idp:AdminDeleteUser` on that pool
 * only (the account's deletion, LGPD). No other Cognito right exists here.
 */
export type CognitoUse = 'delete-user';

/** What a handler touches; the CDK stack grants exactly this and nothing more. */
export interface RouteUses {
  tables?: Partial<Record<TableName, TableUse>>;
  /** The private bucket of generated PDFs and uploads. */
  pdfBucket?: BucketUses;
  /** Needs the Mercado Pago access token / webhook secret. */
  mercadoPago?: boolean;
  /** Sends e-mail (ports/mail-sender.ts): SES's SendEmail from the stack's sender identity, in AWS. */
  mail?: boolean;
  /** The app's user pool. */
  cognito?: readonly CognitoUse[];
  /** Releases PDFs: reads the seller's seal certificate (issue 43; docs/seal.md) and names the seller in the seal. */
  sealCertificate?: boolean;
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

/**
 * The holder's `POST /<name>-delete` of one document (owner only): its item, and what
 * `use-cases/document-erasure.ts` erases around it: its PDFs (every render, and a resume's photo in `uploads/`),
 * its codes, and the payer of its payments.
 */
export function documentDeleteRoute(name: string, areas: readonly BucketArea[] = ['pdf/']): RouteDef {
  return {
    method: 'POST',
    path: `/${name}-delete`,
    handler: `handlers/${name}-delete.ts`,
    access: 'user',
    uses: {
      tables: { documents: 'delete', payments: 'write', verifications: 'write' },
      pdfBucket: { delete: areas },
    },
  };
}
