// What a declaration page (every kind) keeps of its saved record besides the form, the texts it shows about it,
// and its autosave pace: one definition for the residence and the work declaration pages.
import type { DeclaracaoRecord } from '@shared/api/declaracoes';

export interface DeclaracaoRecordMeta {
  id: string | null;
  paid: boolean;
  isDraft: boolean;
  needsRepayment: boolean;
  /** A PDF was released since the payment: the next change needs a new payment (asked first). */
  pdfSincePaid: boolean;
  blocked: boolean;
}

export const NEW_DECLARACAO_RECORD: DeclaracaoRecordMeta = {
  id: null,
  paid: false,
  isDraft: true,
  needsRepayment: false,
  pdfSincePaid: false,
  blocked: false,
};

/** The page's view of a record the server answered. */
export function declaracaoRecordMeta(
  id: string,
  data: Pick<DeclaracaoRecord, 'paid' | 'is_draft' | 'needs_repayment' | 'pdf_since_paid' | 'blocked'>,
): DeclaracaoRecordMeta {
  return {
    id,
    paid: data.paid,
    isDraft: data.is_draft,
    needsRepayment: data.needs_repayment,
    pdfSincePaid: data.pdf_since_paid === true,
    blocked: data.blocked,
  };
}

/** The page's view of a record kept as a contract (named by `reference`; the vehicle contract, rent receipts). */
export function contractRecordMeta(
  reference: string,
  data: { paid: boolean; needs_repayment: boolean; blocked: boolean },
): DeclaracaoRecordMeta {
  return {
    ...NEW_DECLARACAO_RECORD,
    id: reference,
    paid: data.paid,
    needsRepayment: data.needs_repayment,
    blocked: data.blocked,
  };
}

export const REPAYMENT_WARNING = 'Edição detectada: é necessário um novo pagamento para liberar o PDF.';
/** Autosave as a draft 900 ms after the last change (silent on failure, spec part 2 §4 Declarations). */
export const DECLARACAO_AUTOSAVE_DELAY_MS = 900;

export const DECLARACAO_LOAD_TEXTS = {
  notFound: 'Declaração não encontrada.',
  forbidden: 'Sem permissão para abrir esta declaração.',
};
