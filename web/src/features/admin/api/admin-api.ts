// The admin console's calls (all `admin` routes; the server checks the admin group and writes the audit line):
// the search, one document's page and the actions, each action with the reason the console asks for.
import type {
  AdminActionResponse,
  AdminDocumentResponse,
  AdminPaymentCheckResponse,
  AdminPaymentFilter,
  AdminPricesResponse,
  AdminRefundResponse,
  AdminSearchResponse,
} from '@shared/api/admin';
import type { AdminAuditResponse } from '@shared/api/admin-audit';
import type { AdminDashboardResponse } from '@shared/api/admin-dashboard';
import { type ApiClient, ApiError } from '@/lib/api-client';

export interface AdminSearchParams {
  q: string;
  kind: string;
  state: AdminPaymentFilter | '';
  blocked: '' | 'true' | 'false';
  from: string;
  to: string;
}

export const EMPTY_SEARCH: AdminSearchParams = { q: '', kind: '', state: '', blocked: '', from: '', to: '' };

export function searchDocuments(
  api: ApiClient,
  params: AdminSearchParams,
  cursor: string | null,
): Promise<AdminSearchResponse> {
  const query: Record<string, string | undefined> = { cursor: cursor ?? undefined };
  for (const [key, value] of Object.entries(params)) query[key] = value.trim() || undefined;
  return api.get<AdminSearchResponse>('admin-search', query);
}

export function fetchAdminDocument(api: ApiClient, id: string): Promise<AdminDocumentResponse> {
  return api.get<AdminDocumentResponse>('admin-document', { id });
}

export function setBlocked(
  api: ApiClient,
  id: string,
  blocked: boolean,
  reason: string,
): Promise<AdminActionResponse> {
  return api.post<AdminActionResponse>('admin-block', { id, blocked, reason });
}

export function setPaymentState(
  api: ApiClient,
  id: string,
  action: 'needs_repayment' | 'release',
  reason: string,
): Promise<AdminActionResponse> {
  return api.post<AdminActionResponse>('admin-payment-state', { id, action, reason });
}

export function checkPayment(
  api: ApiClient,
  id: string,
  paymentId: string,
): Promise<AdminPaymentCheckResponse> {
  return api.post<AdminPaymentCheckResponse>('admin-payment-check', { id, payment_id: paymentId });
}

export function refundPayment(
  api: ApiClient,
  id: string,
  paymentId: string,
  reason: string,
): Promise<AdminRefundResponse> {
  return api.post<AdminRefundResponse>('admin-refund', { id, payment_id: paymentId, reason });
}

export function fetchPrices(api: ApiClient): Promise<AdminPricesResponse> {
  return api.get<AdminPricesResponse>('admin-prices');
}

export function savePrices(
  api: ApiClient,
  prices: Record<string, number>,
  reason: string,
): Promise<AdminPricesResponse> {
  return api.post<AdminPricesResponse>('admin-prices-save', { prices, reason });
}

export function fetchDashboard(api: ApiClient): Promise<AdminDashboardResponse> {
  return api.get<AdminDashboardResponse>('admin-dashboard');
}

/** The admin actions newest first: all of them, or one document's (`id`), from `cursor` on. */
export function fetchAudit(
  api: ApiClient,
  id: string | null,
  cursor: string | null,
): Promise<AdminAuditResponse> {
  return api.get<AdminAuditResponse>('admin-audit', { id: id ?? undefined, cursor: cursor ?? undefined });
}

/** The console's words for a failed call: the server's message, or what went wrong with the network. */
export function adminFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return 'Acesso restrito a administradores.';
    if (error.status === 0) return 'Rede indisponível. Tente novamente.';
    return error.message || `Falha HTTP ${error.status}`;
  }
  return 'Falha inesperada. Tente novamente.';
}
