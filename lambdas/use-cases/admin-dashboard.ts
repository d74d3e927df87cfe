// The admins' dashboard (issue 22 item 4): the counters kept on write for the last 30 Brasília days of every
// kind (one Query per kind, no scan) and the payments still open at Mercado Pago an hour after they were made
// (the payments table's sparse `byOpenUntil` index, which holds only the payments in flight).
import {
  type AdminDashboardResponse,
  DASHBOARD_DAYS,
  type DashboardCell,
  lastDays,
  PENDING_ALERT_MS,
} from '@shared/api/admin-dashboard';
import type { BusinessCounters } from '../ports/business-counters';
import type { PaymentStore } from '../ports/payment-store';
import { allDocumentKinds } from './document-kinds';

export interface DashboardDeps {
  counters: BusinessCounters;
  payments: Pick<PaymentStore, 'listOpen'>;
  now: () => number;
}

/** Open payments read at most: the count shows "more than" beyond it. */
const PENDING_SHOWN = 200;

export async function adminDashboard(deps: DashboardDeps): Promise<Omit<AdminDashboardResponse, 'ok'>> {
  const now = deps.now();
  const days = lastDays(now, DASHBOARD_DAYS);
  const kinds = allDocumentKinds().map((kind) => ({ kind: kind.kind, label: kind.description }));
  const [perKind, open] = await Promise.all([
    Promise.all(kinds.map(({ kind }) => deps.counters.read(kind, days[0]!, days.at(-1)!))),
    deps.payments.listOpen({ openAfter: 0, createdBefore: now - PENDING_ALERT_MS, limit: PENDING_SHOWN + 1 }),
  ]);
  const cells: DashboardCell[] = perKind.flatMap((items, i) =>
    items.map((item) => ({ ...item, kind: kinds[i]!.kind })),
  );
  const shown = open.slice(0, PENDING_SHOWN);
  return {
    days,
    kinds,
    cells,
    pending: {
      count: shown.length,
      more: open.length > PENDING_SHOWN,
      oldest_created_at: shown.length ? Math.min(...shown.map((payment) => payment.created_at)) : null,
    },
  };
}
