// The front door's per-address limits, written once: which routes are limited tighter (PDF and preview
// renders, payment creation, creates without a sign-in) and the default budgets per client address over a
// five-minute window. AWS WAF's rate rules (`infra/edge-stack.ts`) and the local runtime's limiter
// (`local/edge-limiter.ts`) both come from here, so what is tried locally is what runs in front of AWS.
import { DEFAULT_MEMORY_MB, type RouteDef } from './routes';

/** The public check of verification codes (`handlers/verificar.ts`). */
export const VERIFY_ROUTE_PATH = '/verificar';

/** Requests are counted per client address over this window (seconds); WAF's evaluation window. */
export const EDGE_WINDOW_SECONDS = 300;

/** Requests per client address per window. */
export interface EdgeLimits {
  /** Any API request. */
  all: number;
  /** The heavy routes (`isHeavyRoute`). */
  heavy: number;
  /** Creates without a sign-in (`isAnonymousCreateRoute`, no bearer token). */
  anonymousCreate: number;
}

export const DEFAULT_EDGE_LIMITS: EdgeLimits = { all: 2000, heavy: 100, anonymousCreate: 30 };

/** Mercado Pago's notification: a POST anyone may send that reaches Mercado Pago (it checks its signature). */
function isNotification(route: RouteDef): boolean {
  return route.method === 'POST' && route.access === 'public' && route.uses.mercadoPago === true;
}

/**
 * A request that costs the most, or whose tries must be few: a PDF or preview render (a route given more memory than a JSON handler), or
 * creating a payment at Mercado Pago.
 */
export function isHeavyRoute(route: RouteDef): boolean {
  return (
    route.rendersPdf === true ||
    // The public check of verification codes: cheap, but each try is a guess at a code (issue 23).
    route.path === VERIFY_ROUTE_PATH ||
    (route.memoryMb ?? DEFAULT_MEMORY_MB) > DEFAULT_MEMORY_MB ||
    (route.uses.mercadoPago === true && route.method === 'POST' && !isNotification(route))
  );
}

/** A POST open to callers without a sign-in (Mercado Pago's notification aside). */
export function isAnonymousCreateRoute(route: RouteDef): boolean {
  return (
    route.method === 'POST' &&
    (route.access === 'public' || route.access === 'optional-auth') &&
    !isNotification(route)
  );
}
