// Which payment statuses count as paid: the per-page sets the client uses to stop polling and unlock the PDF
// button (spec part 1 §4.3, part 2 §4), and the one rule the server applies before it releases a PDF.

/** The document areas whose pages read a payment status, each with the set the spec lists for it. */
export type PaidStatusArea =
  | 'curriculo'
  | 'contrato_locacao'
  | 'contrato_lista'
  | 'contrato_veiculo'
  | 'declaracao_residencia'
  | 'recibos_com_contrato'
  | 'declaracao_trabalho'
  | 'promissoria'
  | 'recibos_sem_contrato'
  | 'procuracao_veiculo'
  | 'autorizacao_viagem';

// Part 1 §4.3, "resume and contract area"; part 2 repeats it for the rental contract page. The vehicle
// contract's own set is "not shown", so it keeps the contract area's set.
const CONTRACT_AREA = [
  'approved',
  'paid',
  'authorized',
  'accredited',
  'available',
  'success',
  '3',
  '4',
] as const;
// Part 2 §4: promissory notes and receipts without contract.
const PROMISSORIA = ['approved', 'success', 'paid'] as const;

export const PAID_STATUSES: Readonly<Record<PaidStatusArea, readonly string[]>> = {
  curriculo: CONTRACT_AREA,
  contrato_locacao: CONTRACT_AREA,
  contrato_veiculo: CONTRACT_AREA,
  contrato_lista: ['paid', 'approved', 'available', '3', '4'],
  declaracao_residencia: ['approved', 'paid', 'available', 'pago', 'accredited', '3', '4'],
  recibos_com_contrato: ['approved', 'paid', 'available', 'pago', 'accredited', '3', '4'],
  declaracao_trabalho: ['approved'],
  promissoria: PROMISSORIA,
  recibos_sem_contrato: PROMISSORIA,
  // "also available, accredited, authorized, authorized_payment, pago, 3, 4": read as added to the set listed
  // just before it (approved, success, paid).
  procuracao_veiculo: [
    ...PROMISSORIA,
    'available',
    'accredited',
    'authorized',
    'authorized_payment',
    'pago',
    '3',
    '4',
  ],
  // Issue 21: the travel authorization's page reads only Mercado Pago's `approved`, the server's release rule.
  autorizacao_viagem: ['approved'],
};

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
