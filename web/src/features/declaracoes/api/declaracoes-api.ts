// The declaration endpoints the list and the declaration pages call (spec part 2 §7): list, delete and the
// released PDF, whose link is downloaded at once (toasts of spec part 2 §8).
import type { DeclaracaoMineResponse, DocumentPdfResponse } from '@shared/api/declaracoes';
import { BRAZIL_TIME_ZONE } from '@shared/format/dates';
import { toast } from '@/components/toast/toast-store';
import { type ApiClient, ApiError } from '@/lib/api-client';
import { downloadFromUrl } from '@/lib/download';
import { pdfFailureMessage } from '@/lib/pdf-failure';

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

export const listLoadMessage = listLoadMessageFor('suas declarações');

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

/** Each kind of declaration the record holds: its Tipo, its page and where a new one starts. */
export interface DeclaracaoKind {
  product: string;
  /** Column Tipo. */
  tipo: string;
  /** The page that edits one (by `?id=`). */
  page: string;
  /** "Nova Declaração": the page of a new one, and its name in the choice. */
  create: { to: string; label: string };
}

export const DECLARACAO_KINDS: readonly DeclaracaoKind[] = [
  {
    product: 'declaracao_residencia',
    tipo: 'Residência',
    page: '/DeclaracaoResidencia',
    create: { to: '/CriarDeclaracaoResidencia', label: 'Declaração de Residência' },
  },
  {
    product: 'declaracao_trabalho',
    tipo: 'Trabalho',
    page: '/DeclaracaoTrabalho',
    create: { to: '/DeclaracaoTrabalho', label: 'Declaração de Trabalho' },
  },
  {
    product: 'procuracao_veiculo',
    tipo: 'Procuração',
    page: '/ProcuracaoVeiculo',
    create: { to: '/ProcuracaoVeiculo', label: 'Procuração de Veículo' },
  },
];

/** Products the record may hold whose page is not built here yet: named in the list, not editable. */
const OTHER_PRODUCTS: Readonly<Record<string, string>> = {};

const kindOf = (product: string | undefined) =>
  DECLARACAO_KINDS.find((kind) => kind.product === (product || 'declaracao_residencia'));

/** Column Tipo: "Residência", "Trabalho", or the name of any other product the record holds. */
export function tipoLabel(item: { product?: string }): string {
  const product = item.product || 'declaracao_residencia';
  return kindOf(product)?.tipo ?? OTHER_PRODUCTS[product] ?? product.replace(/_/g, ' ');
}

/**
 * Where "Editar" goes for each kind: the saved declaration by `id`, with `edit=true` as the list sends it; null
 * for a product without a page here.
 */
export function editPath(item: { id: string; product?: string }): string | null {
  const kind = kindOf(item.product);
  return kind ? `${kind.page}?id=${encodeURIComponent(item.id)}&edit=true` : null;
}

/** The reference a person reads (`shared/format/reference.ts`), one format for every kind and place. */
export { readableReference } from '@shared/format/reference';

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
