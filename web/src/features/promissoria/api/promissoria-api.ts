// The promissory-note endpoints the pages call (issue 20, spec part 2 §7): save, load and delete a batch, list
// the notes, and the released PDFs (the batch three to a sheet, one note, every note in one ZIP), whose link is
// downloaded at once with the toasts of spec part 2 §8.
import type { ContratoGetResponse } from '@shared/api/contratos';
import type { DocumentPdfResponse } from '@shared/api/declaracoes';
import type { PromissoriaListResponse, PromissoriaSaveResponse } from '@shared/api/promissorias';
import { type PromissoriaForm, promissoriaDraftSchema } from '@shared/documents/promissoria/schema';
import { toast } from '@/components/toast/toast-store';
import { type ApiClient, ApiError } from '@/lib/api-client';
import { downloadFromUrl } from '@/lib/download';
import { pdfFailureMessage } from '@/lib/pdf-failure';
import { storedFormWith } from '@/lib/stored-form';
import { formPayload, type VersionedChanges } from '@/lib/versioned-save';

export const PRODUCT = 'promissoria';

export function savePromissoria(
  api: ApiClient,
  input: {
    loteId: string | null;
    form: PromissoriaForm;
    /** Only these fields, on the form version the page holds (refused with 409 over a newer one). */
    versioned?: VersionedChanges<PromissoriaForm>;
  },
): Promise<PromissoriaSaveResponse> {
  return api.post<PromissoriaSaveResponse>('promissoria-save', {
    ...(input.loteId ? { lote_id: input.loteId } : {}),
    ...formPayload(input.loteId, input.versioned, { form: input.form }),
  });
}

export function getPromissoriaLote(api: ApiClient, id: string): Promise<ContratoGetResponse> {
  return api.get<ContratoGetResponse>('promissoria-lote', { id });
}

export function fetchMyPromissorias(
  api: ApiClient,
  lote: string | null,
  cursor?: string,
): Promise<PromissoriaListResponse> {
  return api.get<PromissoriaListResponse>('promissoria-list', {
    mine: 1,
    lote: lote || undefined,
    start_after_cursor: cursor,
  });
}

/** Deletes the whole batch, every note of it (issue 40: its PDFs, codes and payer go too). */
export function deletePromissoriaLote(api: ApiClient, loteId: string): Promise<object> {
  return api.post('promissoria-delete', { id: loteId });
}

/** The list's message for a failed load (spec part 2 §8 "Promissory list"). */
export function listLoadMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return 'Erro de rede';
    if (err.status >= 400) return 'Falha ao carregar';
  }
  return 'Erro ao carregar';
}

/** A stored form as the page edits it: unknown fields dropped, unreadable ones blank. */
export function formFromStored(stored: unknown): PromissoriaForm {
  return storedFormWith(promissoriaDraftSchema, stored);
}

/** The batch three to a sheet, one note (`parcela`), or every note alone in one ZIP (`todas`). */
export type PromissoriaPdfChoice = { kind: 'folha' } | { kind: 'nota'; parcela: number } | { kind: 'todas' };

export type PdfOutcome = 'done' | 'unpaid' | 'failed';

/** The failure toast of each choice (spec part 2 §8). */
const FAILURE: Record<PromissoriaPdfChoice['kind'], string> = {
  folha: 'Erro gerar PDF único',
  nota: 'Erro gerar PDF',
  todas: 'Erro gerar PDFs',
};

/**
 * `GET promissoria-pdf?lote=…` and the download of the link it answers: "PDF foi Gerado", the payment warning
 * on 402 ("Realize o pagamento para liberar a geração"), "Erro de rede" or the choice's failure.
 */
export async function downloadPromissoriaPdf(
  api: ApiClient,
  lote: string,
  choice: PromissoriaPdfChoice,
): Promise<PdfOutcome> {
  let pdf: DocumentPdfResponse;
  try {
    pdf = await api.get<DocumentPdfResponse>('promissoria-pdf', {
      lote,
      parcela: choice.kind === 'nota' ? choice.parcela : undefined,
      todas: choice.kind === 'todas' ? 1 : undefined,
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 402) {
      toast.warning('Realize o pagamento para liberar a geração');
      return 'unpaid';
    }
    toast.error(pdfFailureMessage(err, FAILURE[choice.kind]));
    return 'failed';
  }
  if (typeof pdf.url !== 'string' || !pdf.url) {
    toast.error(FAILURE[choice.kind]);
    return 'failed';
  }
  await downloadFromUrl(pdf.url, pdf.file_name || `promissorias_${lote}_3pp.pdf`);
  toast.success('PDF foi Gerado');
  return 'done';
}
