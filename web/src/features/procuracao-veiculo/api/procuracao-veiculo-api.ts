// The vehicle power of attorney's calls (spec part 2 §7: declaracao-save / declaracao-get with product
// `procuracao_veiculo`, and its PDF route). Made signed out, its creation answers an access key, kept in this
// browser (`lib/document-keys`) and sent by the API client on every later call about it.
import type { DeclaracaoGetResponse, DeclaracaoSaveResponse } from '@shared/api/declaracoes';
import {
  type ProcuracaoVeiculoForm,
  procuracaoVeiculoDraftSchema,
} from '@shared/documents/procuracao-veiculo/schema';
import type { ApiClient } from '@/lib/api-client';
import {
  type DeclaracaoRecordSave,
  getDeclaracaoRecord,
  saveKeyedDeclaracao,
} from '@/lib/declaracao-record-api';
import { storedFormWith } from '@/lib/stored-form';

export const PRODUCT = 'procuracao_veiculo';
export const PDF_ROUTE = 'procuracao-veiculo-pdf';

export function saveProcuracaoVeiculo(
  api: ApiClient,
  input: DeclaracaoRecordSave<ProcuracaoVeiculoForm>,
): Promise<DeclaracaoSaveResponse> {
  return saveKeyedDeclaracao(api, PRODUCT, input);
}

export function getProcuracaoVeiculo(api: ApiClient, id: string): Promise<DeclaracaoGetResponse> {
  return getDeclaracaoRecord(api, id);
}

/** A stored form as the page edits it: unknown fields dropped, missing ones blank, unreadable ones blanked. */
export function formFromStored(stored: unknown): ProcuracaoVeiculoForm {
  return storedFormWith(procuracaoVeiculoDraftSchema, stored);
}
