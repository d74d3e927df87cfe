// Forward-only movement of a stored payment status as Mercado Pago statuses arrive (webhook or reconcile),
// so that repeated, late and out-of-order deliveries have exactly one effect and approval never goes back.

/** Statuses Mercado Pago reports for a payment; `expired` is our name for a PIX that lapsed unpaid. */
export const MERCADO_PAGO_STATUSES = [
  'pending',
  'in_process',
  'in_mediation',
  'authorized',
  'approved',
  'rejected',
  'cancelled',
  'expired',
  'refunded',
  'charged_back',
] as const;
export type MercadoPagoStatus = (typeof MERCADO_PAGO_STATUSES)[number];

export function toMercadoPagoStatus(value: unknown): MercadoPagoStatus | null {
  if (typeof value !== 'string') return null;
  const s = value.trim().toLowerCase();
  return (MERCADO_PAGO_STATUSES as readonly string[]).includes(s) ? (s as MercadoPagoStatus) : null;
}

// Still waiting for the payer or the acquirer; ordered, so pending -> in_process -> authorized only moves on.
const OPEN_RANK: Partial<Record<MercadoPagoStatus, number>> = {
  pending: 0,
  in_process: 1,
  in_mediation: 1,
  authorized: 2,
};
const CLOSED_UNPAID: readonly MercadoPagoStatus[] = ['rejected', 'cancelled', 'expired'];
const WITHDRAWN: readonly MercadoPagoStatus[] = ['refunded', 'charged_back'];
/** Ends of a payment that leave the document unpaid: it will never pay, or paid and was taken back. */
export const UNPAID_OUTCOMES: readonly MercadoPagoStatus[] = [...CLOSED_UNPAID, ...WITHDRAWN];

export function isFinalStatus(status: MercadoPagoStatus): boolean {
  return OPEN_RANK[status] === undefined;
}

/**
 * What applying a provider status did:
 * - `release`: it just became `approved` (release the PDF);
 * - `withdraw`: an approved payment was refunded or charged back (take the release back);
 * - `record`: the stored status moved but the release did not change;
 * - `none`: a repeat, an unknown value, or a step backwards; nothing to store.
 */
export type TransitionEffect = 'release' | 'withdraw' | 'record' | 'none';

export interface StatusTransition {
  /** The status to keep: the incoming one when it moved forward, else the current one. */
  status: MercadoPagoStatus | null;
  changed: boolean;
  effect: TransitionEffect;
}

function accepts(current: MercadoPagoStatus, incoming: MercadoPagoStatus): boolean {
  const from = OPEN_RANK[current];
  if (from !== undefined) {
    const to = OPEN_RANK[incoming];
    // From an open status: forward within the open ones, or to any outcome. A refund or chargeback means an
    // approval we never saw (it was taken back before anyone asked): it released nothing, so it is only recorded.
    if (to !== undefined) return to > from;
    return true;
  }
  // Approved only moves to a withdrawal; rejected, cancelled, expired, refunded and charged_back are ends.
  return current === 'approved' && WITHDRAWN.includes(incoming);
}

/** Applies an incoming provider status to the stored one (`null` when nothing is stored yet). */
export function applyProviderStatus(current: MercadoPagoStatus | null, incoming: unknown): StatusTransition {
  const next = toMercadoPagoStatus(incoming);
  if (next === null || next === current || (current !== null && !accepts(current, next))) {
    return { status: current, changed: false, effect: 'none' };
  }
  if (next === 'approved') return { status: next, changed: true, effect: 'release' };
  if (current === 'approved') return { status: next, changed: true, effect: 'withdraw' };
  return { status: next, changed: true, effect: 'record' };
}

/** A status that closes a payment without it ever being paid. */
export function isClosedUnpaid(status: MercadoPagoStatus): boolean {
  return CLOSED_UNPAID.includes(status);
}
