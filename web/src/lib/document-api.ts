// What every document page and list says the same way (spec part 2 §7, §8): a list's load and delete failures,
// the creation time, and the released PDF, whose link is downloaded at once.
import type { DocumentPdfResponse } from '@shared/api/declaracoes';
import { BRAZIL_TIME_ZONE } from '@shared/format/dates';
import { toast } from '@/components/toast/toast-store';
import { type ApiClient, ApiError } from '@/lib/api-client';
import { downloadFromUrl } from '@/lib/download';
import { pdfFailureMessage } from '@/lib/pdf-failure';

/**
 * A list page's message for a failed load (spec part 2 §8 "List pages"), naming what it lists on a 500
 * ("suas declarações", "seus contratos").
 */
export function listLoadMessageFor(what: string): (err: unknown) => string {
  return (err) => {
    if (err instanceof ApiError) {
      if (err.status === 500) return `Erro interno ao carregar ${what}`;
      if (err.status === 0) return 'Erro de rede';
      // Any other failed status is named by its number, whatever the server's body said.
      if (err.status >= 400) return `Falha HTTP ${err.status}`;
    }
    return 'Resposta inválida';
  };
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
  /** `route`: a kind's own PDF route (the power of attorney's is open to its key holder, signed out). */
  options: { adminMode?: boolean; route?: string } = {},
): Promise<PdfOutcome> {
  let pdf: DocumentPdfResponse;
  try {
    pdf = await api.get<DocumentPdfResponse>(options.route ?? 'declaracao-pdf', {
      reference,
      adminMode: options.adminMode ? 'true' : undefined,
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 402) {
      toast.warning('Efetue o pagamento para liberar o PDF');
      return 'unpaid';
    }
    toast.error(pdfFailureMessage(err));
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

/** Made once per page, on first use: making one loads ICU's data, and a list wrote a row with a new one each. */
let createdFormat: Intl.DateTimeFormat | undefined;

/** "05/03/2026 14:03" in Brazil's time; "—" for an unreadable time. Seconds (older records) are accepted. */
export function formatCreated(epoch: number): string {
  if (!Number.isFinite(epoch) || epoch <= 0) return '—';
  const date = new Date(epoch < 1e11 ? epoch * 1000 : epoch);
  createdFormat ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: BRAZIL_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = createdFormat.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}
