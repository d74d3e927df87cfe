// The travel authorization endpoints the editor, the list and the payment page call (issue 21; spec part 2
// §7): save, load, list, delete, and the PDF answered in the body and saved as autorizacao_viagem_{ref}.pdf.
import {
  type AutorizacaoLoadResponse,
  type AutorizacaoMineResponse,
  type AutorizacaoSaveResponse,
  autorizacaoFileName,
} from '@shared/api/autorizacoes';
import {
  type AutorizacaoViagemForm,
  autorizacaoViagemDraftSchema,
  visibleAutorizacaoViagem,
} from '@shared/documents/autorizacao-viagem/schema';
import { toast } from '@/components/toast/toast-store';
import { type ApiClient, ApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { type FileRequestDeps, fetchApiFile } from '@/lib/file-request';
import { pdfFailureMessage } from '@/lib/pdf-failure';
import { storedFormWith } from '@/lib/stored-form';
import { formPayload, type VersionedChanges } from '@/lib/versioned-save';

export const KIND = 'autorizacao_viagem';
export const LIST_PAGE_SIZE = 50;

export function saveAutorizacao(
  api: ApiClient,
  input: {
    id: string | null;
    form: AutorizacaoViagemForm;
    /** Only these fields, on the form version the page holds (refused with 409 over a newer one). */
    versioned?: VersionedChanges<AutorizacaoViagemForm>;
  },
): Promise<AutorizacaoSaveResponse> {
  return api.post<AutorizacaoSaveResponse>('autorizacao-viagem-save', {
    ...(input.id ? { id: input.id } : {}),
    ...formPayload(input.id, input.versioned, { form: input.form }),
  });
}

export function loadAutorizacao(api: ApiClient, id: string): Promise<AutorizacaoLoadResponse> {
  return api.get<AutorizacaoLoadResponse>('autorizacao-viagem-load', { id });
}

export function fetchMyAutorizacoes(
  api: ApiClient,
  cursor: string | null = null,
): Promise<AutorizacaoMineResponse> {
  return api.get<AutorizacaoMineResponse>('autorizacao-viagem-mine', {
    page_size: LIST_PAGE_SIZE,
    start_after_cursor: cursor ?? undefined,
  });
}

export function deleteAutorizacao(api: ApiClient, id: string): Promise<object> {
  return api.post('autorizacao-viagem-delete', { id });
}

/** The list page's message for a failed load (spec part 2 §8 "List pages"). */
export function listLoadMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 500) return 'Erro interno ao carregar suas autorizações.';
    if (err.status === 0) return 'Erro de rede';
    if (err.status >= 400) return `Falha HTTP ${err.status}`;
  }
  return 'Resposta inválida';
}

export type PdfOutcome = 'done' | 'unpaid' | 'failed';

/**
 * `GET autorizacao-viagem-get?reference=…`, saved as `autorizacao_viagem_{reference}.pdf`. Toasts "PDF foi
 * Gerado", "Efetue o pagamento para liberar o PDF" (402) or the failure.
 */
export async function downloadAutorizacaoPdf(deps: FileRequestDeps, reference: string): Promise<PdfOutcome> {
  try {
    const blob = await fetchApiFile(deps, 'autorizacao-viagem-get', { reference });
    saveBlob(blob, autorizacaoFileName(reference));
    toast.success('PDF foi Gerado');
    return 'done';
  } catch (err) {
    if (err instanceof ApiError && err.status === 402) {
      toast.warning('Efetue o pagamento para liberar o PDF');
      return 'unpaid';
    }
    toast.error(
      pdfFailureMessage(
        err,
        err instanceof ApiError && err.code === 'invalid_response' ? err.message : undefined,
      ),
    );
    return 'failed';
  }
}

/**
 * A stored form as the page edits it: unknown fields dropped, missing ones blank, unreadable ones blanked, and
 * what its choices hide blanked (an older draft may still hold a companion it no longer shows).
 */
export function formFromStored(stored: unknown): AutorizacaoViagemForm {
  return visibleAutorizacaoViagem(storedFormWith(autorizacaoViagemDraftSchema, stored));
}
