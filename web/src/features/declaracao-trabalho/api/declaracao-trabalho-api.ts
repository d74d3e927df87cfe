// The work declaration's save and load calls (spec part 2 §7, product `declaracao_trabalho`) and the reading of
// a stored form; the same calls and shapes as the residence declaration's, so both move together.
import type { DeclaracaoGetResponse, DeclaracaoSaveResponse } from '@shared/api/declaracoes';
import {
  type DeclaracaoTrabalhoForm,
  declaracaoTrabalhoDraftSchema,
} from '@shared/documents/declaracao-trabalho/schema';
import type { ApiClient } from '@/lib/api-client';
import { storedFormWith } from '@/lib/stored-form';
import { formPayload, type VersionedChanges } from '@/lib/versioned-save';

export const PRODUCT = 'declaracao_trabalho';

export function saveDeclaracaoTrabalho(
  api: ApiClient,
  input: {
    id: string | null;
    form: DeclaracaoTrabalhoForm;
    isDraft: boolean;
    /** Only these fields, on the form version the page holds (refused with 409 over a newer one). */
    versioned?: VersionedChanges<DeclaracaoTrabalhoForm>;
  },
): Promise<DeclaracaoSaveResponse> {
  return api.post<DeclaracaoSaveResponse>('declaracao-save', {
    ...(input.id ? { id: input.id } : {}),
    ...formPayload(input.id, input.versioned, { form: input.form }),
    product: PRODUCT,
    // A final declaration (its PDF generated) is not turned back into a draft by a later save.
    ...(input.isDraft ? { is_draft: true } : {}),
  });
}

export function getDeclaracaoTrabalho(api: ApiClient, id: string): Promise<DeclaracaoGetResponse> {
  return api.get<DeclaracaoGetResponse>('declaracao-get', { id });
}

/** A stored form as the page edits it: unknown fields dropped, missing ones blank, unreadable ones blanked. */
export function formFromStored(stored: unknown): DeclaracaoTrabalhoForm {
  return storedFormWith(declaracaoTrabalhoDraftSchema, stored);
}
