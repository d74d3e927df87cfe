// Mercado Pago's payment statuses in Portuguese, as every screen shows them: the payment panel's status line and
// the admin console's payments (issue 41 item 8). An unknown status is shown as it came.

const LABELS: Readonly<Record<string, string>> = {
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

/** A status as the payment APIs write it (any case, a number from an old record) in one form. */
export function normalizePaymentStatus(status: unknown): string {
  if (typeof status === 'number') return String(status);
  return typeof status === 'string' ? status.trim().toLowerCase() : '';
}

/** "pagamento aprovado" for `approved`, and the like; an unknown status as it came. */
export function paymentStatusLabel(status: unknown): string {
  const s = normalizePaymentStatus(status);
  return Object.hasOwn(LABELS, s) ? (LABELS[s] as string) : s;
}
