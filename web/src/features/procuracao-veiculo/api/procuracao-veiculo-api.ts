// The vehicle power of attorney's calls (spec part 2 §7: declaracao-save / declaracao-get with product
// `procuracao_veiculo`, and its PDF route). Made signed out, its creation answers an access key, kept in this
// browser (`lib/document-keys`) and sent by the API client on every later call about it.
import type { DeclaracaoGetResponse, DeclaracaoSaveResponse } from '@shared/api/declaracoes';
import {
  type ProcuracaoVeiculoForm,
  procuracaoVeiculoDraftSchema,
} from '@shared/documents/procuracao-veiculo/schema';
import type { ApiClient } from '@/lib/api-client';
import { rememberDocumentKey } from '@/lib/document-keys';
import { storedFormWith } from '@/lib/stored-form';
import { formPayload, type VersionedChanges } from '@/lib/versioned-save';

export const PRODUCT = 'procuracao_veiculo';
export const PDF_ROUTE = 'procuracao-veiculo-pdf';

export async function saveProcuracaoVeiculo(
  api: ApiClient,
  input: {
    id: string | null;
    form: ProcuracaoVeiculoForm;
    isDraft: boolean;
    versioned?: VersionedChanges<ProcuracaoVeiculoForm>;
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

export function getProcuracaoVeiculo(api: ApiClient, id: string): Promise<DeclaracaoGetResponse> {
  return api.get<DeclaracaoGetResponse>('declaracao-get', { id });
}

/** A stored form as the page edits it: unknown fields dropped, missing ones blank, unreadable ones blanked. */
export function formFromStored(stored: unknown): ProcuracaoVeiculoForm {
  return storedFormWith(procuracaoVeiculoDraftSchema, stored);
}
