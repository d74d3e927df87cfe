// The vehicle sale contract's calls (spec part 2 §7): `contrato-save` / `contrato-update` with `kind`, the stored
// contract by `contrato-get`, and its PDF link from `contrato-veiculo-pdf`. A contract made without signing in
// is opened by its access key, which the client given here sends (`withHeaders`).
import type { ContratoGetResponse, ContratoSaveResponse } from '@shared/api/contratos';
import type { DocumentPdfResponse } from '@shared/api/declaracoes';
import {
  type ContratoVeiculoForm,
  contratoVeiculoStoredSchema,
  emptyContratoVeiculo,
  visibleContratoVeiculo,
} from '@shared/documents/contrato-veiculo/schema';
import { contratoVeiculoPlainText, PREVIEW_TEXT_MAX } from '@shared/documents/contrato-veiculo/text';
import { toast } from '@/components/toast/toast-store';
import { type ApiClient, ApiError } from '@/lib/api-client';
import { downloadFromUrl } from '@/lib/download';
import { pdfFailureMessage } from '@/lib/pdf-failure';
import { formPayload, type VersionedChanges } from '@/lib/versioned-save';

export const KIND = 'contrato_compra_veiculo';

/** Creates (no reference) or updates the contract; the spec's `previewTexto`, cut to 3000 characters. */
export function saveContratoVeiculo(
  api: ApiClient,
  input: {
    reference: string | null;
    form: ContratoVeiculoForm;
    /** Only these fields, on the form version the page holds (refused with 409 over a newer one). */
    versioned?: VersionedChanges<ContratoVeiculoForm>;
  },
): Promise<ContratoSaveResponse> {
  const body = {
    kind: KIND,
    ...formPayload(input.reference, input.versioned, { data: input.form }),
    previewTexto: contratoVeiculoPlainText(input.form).slice(0, PREVIEW_TEXT_MAX),
  };
  return input.reference
    ? api.post<ContratoSaveResponse>('contrato-update', { ...body, id: input.reference })
    : api.post<ContratoSaveResponse>('contrato-save', body);
}

export function getContratoVeiculo(api: ApiClient, reference: string): Promise<ContratoGetResponse> {
  return api.get<ContratoGetResponse>('contrato-get', { id: reference });
}

/** A stored form as the page edits it: unknown fields dropped, missing ones at their defaults. */
export function formFromStored(stored: unknown): ContratoVeiculoForm {
  const parsed = contratoVeiculoStoredSchema.safeParse(stored);
  // What its choices hide is blanked, as the page does (an older draft may still hold it).
  return parsed.success
    ? visibleContratoVeiculo({ ...emptyContratoVeiculo(), ...parsed.data })
    : emptyContratoVeiculo();
}

export type PdfOutcome = 'done' | 'unpaid' | 'failed';

/** Asks for the PDF's link and downloads it; the toasts of spec part 2 §8. */
export async function downloadContratoVeiculoPdf(api: ApiClient, reference: string): Promise<PdfOutcome> {
  let pdf: DocumentPdfResponse;
  try {
    pdf = await api.get<DocumentPdfResponse>('contrato-veiculo-pdf', { reference });
  } catch (err) {
    if (err instanceof ApiError && err.status === 402) {
      toast.warning('Efetue o pagamento para liberar o PDF');
      return 'unpaid';
    }
    // The server's own refusal (a final check) reads as it is; a blocked document says where to turn.
    toast.error(pdfFailureMessage(err, err instanceof ApiError ? err.message : undefined));
    return 'failed';
  }
  await downloadFromUrl(pdf.url, pdf.file_name || `contrato_compra_veiculo_${Date.now()}.pdf`);
  toast.success('PDF foi Gerado');
  return 'done';
}
