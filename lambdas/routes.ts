// The one route table: the local server mounts it, the CDK stack turns each entry into a Lambda and an
// HTTP API route, and the API docs list it. Adding a route to its area's list in `route-table/` is the only
// step needed to expose a handler.
import { adminRoutes } from './route-table/admin';
import { contratoRoutes } from './route-table/contratos';
import { conviteRoutes } from './route-table/convites';
import { curriculoRoutes } from './route-table/curriculos';
import { declaracaoRoutes } from './route-table/declaracoes';
import { platformRoutes } from './route-table/platform';
import type { RouteDef, RouteUses } from './route-table/route-def';

export type {
  Access,
  BucketArea,
  BucketUses,
  CognitoUse,
  RouteDef,
  RouteUses,
  TableName,
  TableUse,
} from './route-table/route-def';

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
  ...conviteRoutes,
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
