// The contract list's calls (spec part 2 §7): `contrato-list` a page at a time by cursor, `contrato-delete`, and
// the released PDF of a contract (`contrato-pdf`) or of receipts made without one (`recibo-aluguel-pdf`),
// downloaded at once; with the list page's and the delete's messages of spec part 2 §8.
import type { ContratoListItem, ContratoListResponse } from '@shared/api/contratos';
import type { DocumentPdfResponse } from '@shared/api/declaracoes';
import { type KindManifest, kindsOnList } from '@shared/kinds';
import { MEUS_CONTRATOS } from '@shared/kinds/list-pages';
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

/** A kind as the list shows it, from its manifest: its name, page, PDF route and its PDF's fallback name. */
function listedOf(kind: KindManifest): ListedKind {
  const list = kind.summary.list;
  return {
    label: list?.label ?? kind.labels.singular,
    roles: list?.roles ?? ['Titular', 'Dependente'],
    page: kind.pages.editor.path,
    pdf: list?.pdfRoute ?? '',
    // The PDF name's fixed start ("contrato_locacao" of "contrato_locacao_{time}.pdf").
    file: kind.pdfFileName.split('_{')[0] ?? kind.id,
  };
}

/** Each kind the list holds (the manifests whose list page is Meus Contratos); the first is the fallback. */
const LISTED = kindsOnList(MEUS_CONTRATOS.key).map((kind) => [kind.id, listedOf(kind)] as const);
const KINDS: ReadonlyMap<string, ListedKind> = new Map(LISTED);
const FALLBACK = LISTED[0]?.[1];
if (!FALLBACK) throw new Error('No kind lists its documents on Meus Contratos');

/** The kind's list entry: its label, page, PDF route and file name (the rental contract's when unknown). */
export const kindOf = (item: Pick<ContratoListItem, 'kind'>): ListedKind => KINDS.get(item.kind) ?? FALLBACK;

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
