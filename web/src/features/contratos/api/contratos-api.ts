// The contract list's calls (spec part 2 §7): `contrato-list` a page at a time by cursor, `contrato-delete`, and
// the released PDF of a contract (`contrato-pdf`) or of receipts made without one (`recibo-aluguel-pdf`),
// downloaded at once; with the list page's and the delete's messages of spec part 2 §8.
import type { ContratoKind, ContratoListItem, ContratoListResponse } from '@shared/api/contratos';
import type { DocumentPdfResponse } from '@shared/api/declaracoes';
import { toast } from '@/components/toast/toast-store';
import { type ApiClient, ApiError } from '@/lib/api-client';
import { listLoadMessageFor } from '@/lib/document-api';
import { downloadFromUrl } from '@/lib/download';

/** Spec part 2 §9: the contract list's page size. */
export const CONTRATO_PAGE_SIZE = 50;

export function fetchMyContratos(
  api: ApiClient,
  cursor: string | null = null,
): Promise<ContratoListResponse> {
  return api.get<ContratoListResponse>('contrato-list', {
    mine: 1,
    page_size: CONTRATO_PAGE_SIZE,
    start_after_cursor: cursor ?? undefined,
  });
}

export function deleteContrato(api: ApiClient, id: string): Promise<object> {
  return api.post('contrato-delete', { id });
}

/** The list page's message for a failed load (spec part 2 §8 "List pages"). */
export const contratoListLoadMessage = listLoadMessageFor('seus contratos');

interface ListedKind {
  label: string;
  page: string;
  pdf: string;
  file: string;
  /** What the list calls the first and the second party. */
  roles: readonly [string, string];
}

/** Each kind the list holds: its name in the list, its page, its PDF route and its PDF's fallback name. */
const KINDS: Readonly<Record<ContratoKind, ListedKind>> = {
  contrato_locacao: {
    label: 'Contrato de locação',
    roles: ['Locador', 'Locatário'],
    page: '/ContratoLocacao',
    pdf: 'contrato-pdf',
    file: 'contrato_locacao',
  },
  recibo_aluguel: {
    label: 'Recibos de aluguel (sem contrato)',
    roles: ['Locador', 'Locatário'],
    page: '/GerarRecibosAluguel',
    pdf: 'recibo-aluguel-pdf',
    file: 'recibos_aluguel',
  },
  contrato_compra_veiculo: {
    label: 'Contrato de compra e venda de veículo',
    roles: ['Vendedor', 'Comprador'],
    page: '/ContratoCompraVeiculo',
    pdf: 'contrato-veiculo-pdf',
    file: 'contrato_compra_veiculo',
  },
};

/** The kind's list entry: its label, page, PDF route and file name (the contract's when unknown). */
export const kindOf = (item: Pick<ContratoListItem, 'kind'>) => KINDS[item.kind] ?? KINDS.contrato_locacao;

export function kindLabel(item: Pick<ContratoListItem, 'kind'>): string {
  return kindOf(item).label;
}

/** The row's two parties with what the kind calls them ("Locador: Maria Souza"). */
export function partiesOf(
  item: Pick<ContratoListItem, 'kind' | 'titular' | 'dependente'>,
): { role: string; name: string }[] {
  const [first, second] = kindOf(item).roles;
  return [
    { role: first, name: item.titular ?? '' },
    { role: second, name: item.dependente ?? '' },
  ];
}

/** "Editar": the document's page with `?reference=`; "Abrir + PDF" adds `pdf=1` (the page generates it once loaded). */
export function editPath(item: Pick<ContratoListItem, 'id' | 'kind'>, withPdf = false): string {
  return `${kindOf(item).page}?reference=${encodeURIComponent(item.id)}${withPdf ? '&pdf=1' : ''}`;
}

export type ContratoPdfOutcome = 'done' | 'unpaid' | 'failed';

/**
 * "PDF Direto": the released PDF's link, downloaded at once. Toasts "PDF foi Gerado", "Contrato ainda não está
 * pago." (402), "Sessão expirada" (401) or "Falha gerar PDF" (spec part 2 §8 "Contract PDF").
 */
export async function downloadContratoPdf(
  api: ApiClient,
  item: Pick<ContratoListItem, 'id' | 'kind'>,
): Promise<ContratoPdfOutcome> {
  const kind = kindOf(item);
  let pdf: DocumentPdfResponse;
  try {
    pdf = await api.get<DocumentPdfResponse>(kind.pdf, { reference: item.id });
  } catch (err) {
    if (err instanceof ApiError && err.status === 402) {
      toast.warning('Contrato ainda não está pago.');
      return 'unpaid';
    }
    if (err instanceof ApiError && err.status === 401) toast.error('Sessão expirada');
    else if (err instanceof ApiError && err.status === 0) toast.error('Erro de rede');
    else toast.error('Falha gerar PDF');
    return 'failed';
  }
  if (typeof pdf.url !== 'string' || !pdf.url) {
    toast.error('Falha gerar PDF');
    return 'failed';
  }
  await downloadFromUrl(pdf.url, pdf.file_name || `${kind.file}_${item.id}.pdf`);
  toast.success('PDF foi Gerado');
  return 'done';
}
