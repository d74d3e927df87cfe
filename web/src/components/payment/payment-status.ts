// What a Mercado Pago status means on a document page: paid (per the area's set of spec part 2 §4), still
// open, or finished without payment; and the Portuguese words the status line shows.
import { isPaidStatus, type PaidStatusArea } from '@shared/payments/paid-status';
import { normalizePaymentStatus, paymentStatusLabel } from '@shared/payments/status-labels';
import { UNPAID_OUTCOMES } from '@shared/payments/status-transitions';

export type PaymentPhase = 'paid' | 'open' | 'failed';

export function paymentPhase(area: PaidStatusArea, status: unknown): PaymentPhase {
  if (isPaidStatus(area, status)) return 'paid';
  // After these this payment will never pay: polling stops and the next "Gerar PIX" makes a new one.
  return (UNPAID_OUTCOMES as readonly string[]).includes(normalizePaymentStatus(status)) ? 'failed' : 'open';
}

/** "Status: aguardando pagamento" and the like; an unknown status is shown as it came. */
export function paymentStatusLine(status: unknown): string {
  return `Status: ${paymentStatusLabel(status)}`;
}
