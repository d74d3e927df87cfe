// How the console writes dates, states and the page that opens a document in admin mode.
import { ADMIN_PAYMENT_STATE_LABELS, type AdminPaymentState } from '@shared/api/admin';
import { BRAZIL_TIME_ZONE } from '@shared/format/dates';

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRAZIL_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

export function formatDateTime(at: number): string {
  return DATE_TIME.format(new Date(at));
}

export function paymentStateLabel(state: AdminPaymentState): string {
  return ADMIN_PAYMENT_STATE_LABELS[state];
}

/**
 * The page each kind is edited on by an admin (from its manifest, shared/kinds): the declarations' `adminMode`
 * path; the kinds added since have no such parameter, their own page treats a signed-in admin as one (the server
 * lets an admin read, save and generate any document), so the link opens the document there. A kind without a
 * manifest: the console says so.
 */
export { adminEditorPath } from '@shared/kinds';
