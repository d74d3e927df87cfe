// The one route table: the local server mounts it, the CDK stack turns each entry into a Lambda and an
// HTTP API route, and the API docs list it. Adding a route to its area's list in `route-table/` is the only
// step needed to expose a handler.
import { adminRoutes } from './route-table/admin';
import { contratoRoutes } from './route-table/contratos';
import { curriculoRoutes } from './route-table/curriculos';
import { declaracaoRoutes } from './route-table/declaracoes';
import { platformRoutes } from './route-table/platform';

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

/**
 * A signed-in person's writes are refused once their account is deleted (`middlewares/live-account.ts`): every
 * route that may be called signed in with a method that writes reads the caller's profile.
 */
function withLiveAccountCheck(table: readonly RouteDef[]): readonly RouteDef[] {
  return table.map((route) =>
    route.access === 'public' || route.method === 'GET' || route.uses.tables?.users
      ? route
      : { ...route, uses: { ...route.uses, tables: { ...route.uses.tables, users: 'read' } } },
  );
}

/** Every route, by area (`route-table/`): the one table the local server and the stack read. */
const declaredRoutes: readonly RouteDef[] = withAuditTrail([
  ...platformRoutes,
  ...declaracaoRoutes,
  ...contratoRoutes,
  ...curriculoRoutes,
  ...adminRoutes,
]);

export const routes: readonly RouteDef[] = withLiveAccountCheck(withBusinessCounters(declaredRoutes));

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
