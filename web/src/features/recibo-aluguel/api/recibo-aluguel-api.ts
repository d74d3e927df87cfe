// The rent receipts' calls (spec part 2 §7; routes recibo-aluguel-save, -get, -pdf) and the access key of
// receipts made signed out: kept by this browser per document (localStorage) and sent in the `x-document-key`
// header, never in a URL.
import type { ContratoGetResponse, ContratoSaveResponse } from '@shared/api/contratos';
import type { DocumentPdfResponse } from '@shared/api/declaracoes';
import { type ReciboAluguelForm, reciboAluguelDraftSchema } from '@shared/documents/recibo-aluguel/schema';
import { accessKeyHeaders } from '@/components/payment/api/payment-api';
import { toast } from '@/components/toast/toast-store';
import { type ApiClient, ApiError } from '@/lib/api-client';
import { documentKeyFor, rememberDocumentKey } from '@/lib/document-keys';
import { downloadFromUrl } from '@/lib/download';
import { formPayload, type VersionedChanges } from '@/lib/versioned-save';

export const PRODUCT = 'recibo_aluguel';

/** The access key this browser was given for the receipts `reference`, or null. */
export function recallAccessKey(reference: string | null): string | null {
  return reference ? documentKeyFor(reference) : null;
}

/** Kept with every anonymous document's key (lib/document-keys), so a later sign-in claims the receipts too. */
export function rememberAccessKey(reference: string, key: string): void {
  rememberDocumentKey(reference, key, PRODUCT);
}

export function saveReciboAluguel(
  api: ApiClient,
  input: {
    reference: string | null;
    form: ReciboAluguelForm;
    accessKey: string | null;
    /** Only these fields, on the form version the page holds (refused with 409 over a newer one). */
    versioned?: VersionedChanges<ReciboAluguelForm>;
  },
): Promise<ContratoSaveResponse> {
  return api.request<ContratoSaveResponse>({
    method: 'POST',
    path: 'recibo-aluguel-save',
    body: {
      ...(input.reference ? { reference: input.reference } : {}),
      ...formPayload(input.reference, input.versioned, { form: input.form }),
    },
    headers: accessKeyHeaders(input.accessKey),
  });
}

export function getReciboAluguel(
  api: ApiClient,
  reference: string,
  accessKey: string | null,
): Promise<ContratoGetResponse> {
  return api.request<ContratoGetResponse>({
    method: 'GET',
    path: 'recibo-aluguel-get',
    query: { id: reference },
    headers: accessKeyHeaders(accessKey),
  });
}

/** A stored form as the page edits it: unknown fields dropped, missing ones blank, unreadable ones blanked. */
export function formFromStored(stored: unknown): ReciboAluguelForm {
  const parsed = reciboAluguelDraftSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  let form = reciboAluguelDraftSchema.parse({});
  for (const key of Object.keys(form)) {
    const candidate = reciboAluguelDraftSchema.safeParse({ ...form, [key]: source[key] });
    if (candidate.success) form = candidate.data;
  }
  return form;
}

export type RecibosPdfOutcome = 'done' | 'unpaid' | 'failed';

/**
 * `GET recibo-aluguel-pdf?reference=…` and the download of the link it answers; toasts "Recibos gerados",
 * "Conclua o pagamento para liberar os recibos" (402) or "Falha ao gerar recibos" (spec part 2 §5, §8).
 */
export async function downloadRecibosPdf(
  api: ApiClient,
  reference: string,
  accessKey: string | null,
): Promise<RecibosPdfOutcome> {
  let pdf: DocumentPdfResponse;
  try {
    pdf = await api.request<DocumentPdfResponse>({
      method: 'GET',
      path: 'recibo-aluguel-pdf',
      query: { reference },
      headers: accessKeyHeaders(accessKey),
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 402) {
      toast.warning('Conclua o pagamento para liberar os recibos');
      return 'unpaid';
    }
    toast.error(err instanceof ApiError && err.status === 0 ? 'Erro de rede' : 'Falha ao gerar recibos');
    return 'failed';
  }
  if (typeof pdf.url !== 'string' || !pdf.url) {
    toast.error('Falha ao gerar recibos');
    return 'failed';
  }
  await downloadFromUrl(pdf.url, pdf.file_name || `recibos_aluguel_${reference}.pdf`);
  toast.success('Recibos gerados');
  return 'done';
}
