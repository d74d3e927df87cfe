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
 * The page each kind is edited on by an admin (its `adminMode` path); a kind without an entry has no such page
 * yet and the console says so. Links only: what the console does is generic over the server's kinds.
 */
const ADMIN_EDITORS: Record<string, (id: string) => string> = {
  declaracao_residencia: (id) =>
    `/DeclaracaoResidencia?id=${encodeURIComponent(id)}&edit=true&adminMode=true`,
  declaracao_trabalho: (id) => `/DeclaracaoTrabalho?id=${encodeURIComponent(id)}&edit=true&adminMode=true`,
  curriculo: (id) => `/CriarCurriculo?id=${encodeURIComponent(id)}`,
};

export function adminEditorPath(kind: string, id: string): string | null {
  return ADMIN_EDITORS[kind]?.(id) ?? null;
}
