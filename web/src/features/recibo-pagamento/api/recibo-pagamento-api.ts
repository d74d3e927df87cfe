// The payment receipt's calls: declaracao-save / declaracao-get with product `recibo_pagamento`, and the PDF
// route of the kinds visitors make signed out. Made signed out, its creation answers an access key, kept in this
// browser (`lib/document-keys`) and sent by the API client on every later call about it.
import type { DeclaracaoGetResponse, DeclaracaoSaveResponse } from '@shared/api/declaracoes';
import {
  type ReciboPagamentoForm,
  reciboPagamentoDraftSchema,
} from '@shared/documents/recibo-pagamento/schema';
import type { ApiClient } from '@/lib/api-client';
import { rememberDocumentKey } from '@/lib/document-keys';
import { storedFormWith } from '@/lib/stored-form';
import { formPayload, type VersionedChanges } from '@/lib/versioned-save';

export const PRODUCT = 'recibo_pagamento';
/** The keyed PDF route the anonymous declaration records share (owner or access-key holder). */
export const PDF_ROUTE = 'procuracao-veiculo-pdf';

export async function saveReciboPagamento(
  api: ApiClient,
  input: {
    id: string | null;
    form: ReciboPagamentoForm;
    isDraft: boolean;
    versioned?: VersionedChanges<ReciboPagamentoForm>;
  },
): Promise<DeclaracaoSaveResponse> {
  const res = await api.post<DeclaracaoSaveResponse>('declaracao-save', {
    ...(input.id ? { id: input.id } : {}),
    ...formPayload(input.id, input.versioned, { form: input.form }),
    product: PRODUCT,
    ...(input.isDraft ? { is_draft: true } : {}),
  });
  if (res.access_key) rememberDocumentKey(res.id, res.access_key, PRODUCT);
  return res;
}

export function getReciboPagamento(api: ApiClient, id: string): Promise<DeclaracaoGetResponse> {
  return api.get<DeclaracaoGetResponse>('declaracao-get', { id });
}

/** A stored form as the page edits it: unknown fields dropped, missing ones blank, unreadable ones blanked. */
export function formFromStored(stored: unknown): ReciboPagamentoForm {
  return storedFormWith(reciboPagamentoDraftSchema, stored);
}
