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

const q = encodeURIComponent;

/**
 * The page each kind is edited on by an admin: the declarations' `adminMode` path; the kinds added since have no
 * such parameter, their own page treats a signed-in admin as one (the server lets an admin read, save and
 * generate any document), so the link opens the document there. A kind without an entry: the console says so.
 */
const ADMIN_EDITORS: Record<string, (id: string) => string> = {
  declaracao_residencia: (id) => `/DeclaracaoResidencia?id=${q(id)}&edit=true&adminMode=true`,
  declaracao_trabalho: (id) => `/DeclaracaoTrabalho?id=${q(id)}&edit=true&adminMode=true`,
  curriculo: (id) => `/CriarCurriculo?id=${q(id)}`,
  contrato_locacao: (id) => `/ContratoLocacao?reference=${q(id)}`,
  recibo_aluguel: (id) => `/GerarRecibosAluguel?reference=${q(id)}`,
  contrato_compra_veiculo: (id) => `/ContratoCompraVeiculo?reference=${q(id)}`,
  procuracao_veiculo: (id) => `/ProcuracaoVeiculo?id=${q(id)}`,
  promissoria: (id) => `/CriarPromissoria?lote=${q(id)}`,
  autorizacao_viagem: (id) => `/AutorizacaoViagemMenor?id=${q(id)}`,
};

export function adminEditorPath(kind: string, id: string): string | null {
  return ADMIN_EDITORS[kind]?.(id) ?? null;
}
