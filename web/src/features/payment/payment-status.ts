// What a Mercado Pago status means on a document page: paid (per the area's set of spec part 2 §4), still
// open, or finished without payment; and the Portuguese words the status line shows.
import { isPaidStatus, type PaidStatusArea } from '@shared/payments/paid-status';
import { UNPAID_OUTCOMES } from '@shared/payments/status-transitions';

export type PaymentPhase = 'paid' | 'open' | 'failed';

const norm = (status: unknown) =>
  typeof status === 'number' ? String(status) : typeof status === 'string' ? status.trim().toLowerCase() : '';

export function paymentPhase(area: PaidStatusArea, status: unknown): PaymentPhase {
  if (isPaidStatus(area, status)) return 'paid';
  // After these this payment will never pay: polling stops and the next "Gerar PIX" makes a new one.
  return (UNPAID_OUTCOMES as readonly string[]).includes(norm(status)) ? 'failed' : 'open';
}

const LABELS: Record<string, string> = {
  '': 'aguardando',
  aguardando: 'aguardando',
  pending: 'aguardando pagamento',
  in_process: 'pagamento em análise',
  in_mediation: 'pagamento em disputa',
  authorized: 'pagamento autorizado',
  approved: 'pagamento aprovado',
  paid: 'pagamento aprovado',
  pago: 'pagamento aprovado',
  accredited: 'pagamento aprovado',
  available: 'pagamento aprovado',
  success: 'pagamento aprovado',
  rejected: 'pagamento recusado',
  cancelled: 'pagamento cancelado ou expirado',
  expired: 'PIX expirado',
  refunded: 'pagamento estornado',
  charged_back: 'pagamento contestado',
};

/** "Status: aguardando pagamento" and the like; an unknown status is shown as it came. */
export function paymentStatusLine(status: unknown): string {
  const s = norm(status);
  return `Status: ${LABELS[s] ?? s}`;
}
