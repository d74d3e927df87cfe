// The sets of payment statuses the spec lists per page area, shared by several kinds' manifests.

/** Part 1 §4.3, "resume and contract area"; part 2 repeats it for the rental contract page. */
export const CONTRACT_AREA = [
  'approved',
  'paid',
  'authorized',
  'accredited',
  'available',
  'success',
  '3',
  '4',
] as const;

/** Part 2 §4: promissory notes and receipts without contract. */
export const PROMISSORIA_AREA = ['approved', 'success', 'paid'] as const;

/** The declaration page's set, which the receipts made with a contract repeat. */
export const DECLARATION_AREA = ['approved', 'paid', 'available', 'pago', 'accredited', '3', '4'] as const;

/** Only Mercado Pago's `approved`: the server's one release rule. */
export const APPROVED_ONLY = ['approved'] as const;
