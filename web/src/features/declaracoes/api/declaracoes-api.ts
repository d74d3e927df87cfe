// The declaration endpoints the list and the declaration pages call (spec part 2 §7): list, delete and the
// released PDF, whose link is downloaded at once (toasts of spec part 2 §8).
import type {
  DeclaracaoListItem,
  DeclaracaoMineResponse,
  DocumentPdfResponse,
} from '@shared/api/declaracoes';
import { toast } from '@/components/toast/toast-store';
import { type ApiClient, ApiError } from '@/lib/api-client';
import { downloadFromUrl } from '@/lib/download';

export const LIST_PAGE_SIZE = 50;

export function fetchMyDeclaracoes(
  api: ApiClient,
  cursor: string | null = null,
): Promise<DeclaracaoMineResponse> {
  return api.get<DeclaracaoMineResponse>('declaracao-mine', {
    page_size: LIST_PAGE_SIZE,
    start_after_cursor: cursor ?? undefined,
  });
}

export function deleteDeclaracao(api: ApiClient, id: string): Promise<object> {
  return api.post('declaracao-delete', { id });
}

/** The list page's message for a failed load (spec part 2 §8 "List pages"). */
export function listLoadMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 500) return 'Erro interno ao carregar suas declarações';
    if (err.status === 0) return 'Erro de rede';
    // Any other failed status is named by its number, whatever the server's body said.
    if (err.status >= 400) return `Falha HTTP ${err.status}`;
  }
  return 'Resposta inválida';
}

/** The delete result texts of spec part 2 §8 "Delete". */
export function deleteFailureMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 403) return 'Sem permissão';
    if (err.status === 401) return 'Sessão expirada, faça login novamente.';
    if (err.status === 0) return 'Rede indisponível';
  }
  return 'Falha ao excluir';
}

export type PdfOutcome = 'done' | 'unpaid' | 'failed';

/**
 * `GET declaracao-pdf?reference=…` and the download of the link it answers. Toasts "PDF foi Gerado",
 * "Efetue o pagamento para liberar o PDF" (402) or "Falha ao gerar PDF".
 */
export async function downloadDeclaracaoPdf(
  api: ApiClient,
  reference: string,
  options: { adminMode?: boolean } = {},
): Promise<PdfOutcome> {
  let pdf: DocumentPdfResponse;
  try {
    pdf = await api.get<DocumentPdfResponse>('declaracao-pdf', {
      reference,
      adminMode: options.adminMode ? 'true' : undefined,
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 402) {
      toast.warning('Efetue o pagamento para liberar o PDF');
      return 'unpaid';
    }
    if (err instanceof ApiError && err.status === 0) toast.error('Erro de rede');
    else toast.error('Falha ao gerar PDF');
    return 'failed';
  }
  if (typeof pdf.url !== 'string' || !pdf.url) {
    toast.error('Falha ao gerar PDF');
    return 'failed';
  }
  await downloadFromUrl(pdf.url, pdf.file_name || `declaracao_residencia_${reference}.pdf`);
  toast.success('PDF foi Gerado');
  return 'done';
}

/** "Trabalho" or "Residência" (column Tipo). */
export function tipoLabel(item: Pick<DeclaracaoListItem, 'product'>): string {
  return item.product === 'declaracao_trabalho' ? 'Trabalho' : 'Residência';
}

/** Where "Editar" goes for each kind: the saved declaration by `id`, with `edit=true` as the list sends it. */
export function editPath(item: Pick<DeclaracaoListItem, 'id' | 'product'>): string {
  const page = item.product === 'declaracao_trabalho' ? '/DeclaracaoTrabalho' : '/DeclaracaoResidencia';
  return `${page}?id=${encodeURIComponent(item.id)}&edit=true`;
}

/** "05/03/2026 14:03" in Brazil's time; "—" for an unreadable time. Seconds (older records) are accepted. */
export function formatCreated(epoch: number): string {
  if (!Number.isFinite(epoch) || epoch <= 0) return '—';
  const date = new Date(epoch < 1e11 ? epoch * 1000 : epoch);
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}
