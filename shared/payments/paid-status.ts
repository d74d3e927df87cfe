// Which payment statuses count as paid: the per-page sets the client uses to stop polling and unlock the PDF
// button (spec part 1 §4.3, part 2 §4), and the one rule the server applies before it releases a PDF.

import { KINDS, type KindManifest, type KindPaidArea } from '../kinds';

/** The document areas whose pages read a payment status: each kind's own, and its other pages' (shared/kinds). */
export type PaidStatusArea = KindPaidArea;

/** Each area with the set the spec lists for it, as the kinds' manifests hold them. */
export const PAID_STATUSES: Readonly<Record<PaidStatusArea, readonly string[]>> = Object.fromEntries(
  (KINDS as readonly KindManifest[]).flatMap((kind) =>
    [kind.paidStatus, ...(kind.otherPaidStatuses ?? [])].map(({ area, statuses }) => [area, statuses]),
  ),
) as Record<PaidStatusArea, readonly string[]>;

function normalise(status: unknown): string {
  if (typeof status === 'number') return String(status);
  return typeof status === 'string' ? status.trim().toLowerCase() : '';
}

/** What the client shows: does this status end polling and unlock the PDF button on this area's page? */
export function isPaidStatus(area: PaidStatusArea, status: unknown): boolean {
  const s = normalise(status);
  return s !== '' && PAID_STATUSES[area].includes(s);
}

/**
 * The server's release rule: only Mercado Pago's `approved` releases a PDF (admins aside, decided elsewhere).
 * `authorized`, `paid` and the other client-side values never do.
 */
export function isApproved(status: unknown): boolean {
  return normalise(status) === 'approved';
}
