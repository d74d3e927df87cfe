// The payment receipt's calls: declaracao-save / declaracao-get with product `recibo_pagamento` (an access key
// kept in this browser when made signed out), and the PDF route of the kinds visitors make signed out.
import type { DeclaracaoGetResponse, DeclaracaoSaveResponse } from '@shared/api/declaracoes';
import {
  type ReciboPagamentoForm,
  reciboPagamentoDraftSchema,
  visibleReciboPagamento,
} from '@shared/documents/recibo-pagamento/schema';
import type { ApiClient } from '@/lib/api-client';
import {
  type DeclaracaoRecordSave,
  getDeclaracaoRecord,
  saveKeyedDeclaracao,
} from '@/lib/declaracao-record-api';
import { storedFormWith } from '@/lib/stored-form';

export const PRODUCT = 'recibo_pagamento';
/** The keyed PDF route the anonymous declaration records share (owner or access-key holder). */
export const PDF_ROUTE = 'procuracao-veiculo-pdf';

export function saveReciboPagamento(
  api: ApiClient,
  input: DeclaracaoRecordSave<ReciboPagamentoForm>,
): Promise<DeclaracaoSaveResponse> {
  return saveKeyedDeclaracao(api, PRODUCT, input);
}

export function getReciboPagamento(api: ApiClient, id: string): Promise<DeclaracaoGetResponse> {
  return getDeclaracaoRecord(api, id);
}

/** A stored form as the page edits it: unknown fields dropped, missing ones blank, unreadable ones blanked. */
export function formFromStored(stored: unknown): ReciboPagamentoForm {
  // What its choices hide is blanked, as the page does (an older draft may still hold it).
  return visibleReciboPagamento(storedFormWith(reciboPagamentoDraftSchema, stored));
}
