// The rental contract's calls (spec part 2 §7 contrato-save/-get/-pdf) and the reading of a stored form: the
// server decides payment, release and block; the page sends only the form.
import type { ContratoGetResponse, ContratoRecord, ContratoSaveResponse } from '@shared/api/contratos';
import type { DocumentPdfResponse } from '@shared/api/declaracoes';
import {
  CONTRATO_LOCACAO_MESSAGES,
  type ContratoLocacaoForm,
  contratoLocacaoDraftSchema,
  emptyContratoLocacao,
} from '@shared/documents/contrato-locacao/schema';
import { toast } from '@/components/toast/toast-store';
import { type ApiClient, ApiError } from '@/lib/api-client';
import { downloadFromUrl } from '@/lib/download';
import { formPayload, type VersionedChanges } from '@/lib/versioned-save';

export const PRODUCT = 'contrato_locacao';

export function saveContrato(
  api: ApiClient,
  input: {
    reference: string | null;
    form: ContratoLocacaoForm;
    /** Only these fields, on the form version the page holds (refused with 409 over a newer one). */
    versioned?: VersionedChanges<ContratoLocacaoForm>;
  },
): Promise<ContratoSaveResponse> {
  return api.post<ContratoSaveResponse>('contrato-save', {
    ...(input.reference ? { reference: input.reference } : {}),
    ...formPayload(input.reference, input.versioned, { form: input.form }),
  });
}

/**
 * `GET contrato-get?id=…`, a rental contract only: receipts made without a contract share the route, and are
 * not found here (404) as a contract.
 */
export async function getContrato(api: ApiClient, reference: string): Promise<ContratoGetResponse> {
  const res = await api.get<ContratoGetResponse>('contrato-get', { id: reference });
  if (res.data.kind !== PRODUCT) throw new ApiError('Contrato não encontrado.', 404, 'not_found');
  return res;
}

/**
 * A stored form as the page edits it: unknown fields dropped, unreadable ones at their defaults, and the
 * defaults (term 12 months, due day 10, ...) for what an older record lacks.
 */
export function formFromStored(stored: unknown): ContratoLocacaoForm {
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const parsed = contratoLocacaoDraftSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  // Field by field: each value the draft schema takes is kept, the others left at the blank form's.
  let form = emptyContratoLocacao();
  for (const key of Object.keys(form)) {
    const candidate = contratoLocacaoDraftSchema.safeParse({ ...form, [key]: source[key] });
    if (candidate.success) form = candidate.data;
  }
  return form;
}

/** What the page keeps of the saved record besides the form. */
export interface ContratoRecordMeta {
  reference: string | null;
  paid: boolean;
  needsRepayment: boolean;
  blocked: boolean;
  pdfGenerated: boolean;
}

export const NEW_CONTRATO_RECORD: ContratoRecordMeta = {
  reference: null,
  paid: false,
  needsRepayment: false,
  blocked: false,
  pdfGenerated: false,
};

export function contratoRecordMeta(record: ContratoRecord): ContratoRecordMeta {
  return {
    reference: record.reference,
    paid: record.paid,
    needsRepayment: record.needs_repayment,
    blocked: record.blocked,
    pdfGenerated: record.pdf_generated,
  };
}

export type PdfOutcome = 'done' | 'unpaid' | 'blocked' | 'failed';

/**
 * `GET contrato-pdf?reference=…` and the download of the link it answers, with the contract PDF's toasts of
 * spec part 2 §8: "PDF foi Gerado", "Contrato ainda não está pago." (402), "Sessão expirada" (401), "Dados
 * inválidos" (400), "Falha gerar PDF"; a blocked contract (403) says so.
 */
export async function downloadContratoPdf(api: ApiClient, reference: string): Promise<PdfOutcome> {
  let pdf: DocumentPdfResponse;
  try {
    pdf = await api.get<DocumentPdfResponse>('contrato-pdf', { reference });
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.status === 402) {
        toast.warning('Contrato ainda não está pago.');
        return 'unpaid';
      }
      if (err.status === 403) {
        toast.error(CONTRATO_LOCACAO_MESSAGES.bloqueado);
        return 'blocked';
      }
      if (err.status === 401) toast.error('Sessão expirada');
      else if (err.status === 400) toast.error('Dados inválidos');
      else if (err.status === 0) toast.error('Erro de rede');
      else toast.error('Falha gerar PDF');
    } else toast.error('Falha gerar PDF');
    return 'failed';
  }
  if (typeof pdf.url !== 'string' || !pdf.url) {
    toast.error('Falha gerar PDF');
    return 'failed';
  }
  await downloadFromUrl(pdf.url, pdf.file_name || `contrato_locacao_${reference}.pdf`);
  toast.success('PDF foi Gerado');
  return 'done';
}
