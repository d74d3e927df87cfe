// The save and load calls of a kind saved as a declaration record (`declaracao-save` / `declaracao-get` with its
// product), for the kinds visitors may make signed out: a creation made signed out answers an access key, kept in
// this browser (`document-keys`) and sent by the API client on every later call about it.
import type { DeclaracaoGetResponse, DeclaracaoSaveResponse } from '@shared/api/declaracoes';
import type { ApiClient } from './api-client';
import { rememberDocumentKey } from './document-keys';
import { formPayload, type VersionedChanges } from './versioned-save';

export interface DeclaracaoRecordSave<Form> {
  id: string | null;
  form: Form;
  isDraft: boolean;
  versioned?: VersionedChanges<Form>;
}

export async function saveKeyedDeclaracao<Form extends Record<string, unknown>>(
  api: ApiClient,
  product: string,
  input: DeclaracaoRecordSave<Form>,
): Promise<DeclaracaoSaveResponse> {
  const res = await api.post<DeclaracaoSaveResponse>('declaracao-save', {
    ...(input.id ? { id: input.id } : {}),
    ...formPayload(input.id, input.versioned, { form: input.form }),
    product,
    ...(input.isDraft ? { is_draft: true } : {}),
  });
  if (res.access_key) rememberDocumentKey(res.id, res.access_key, product);
  return res;
}

export function getDeclaracaoRecord(api: ApiClient, id: string): Promise<DeclaracaoGetResponse> {
  return api.get<DeclaracaoGetResponse>('declaracao-get', { id });
}
