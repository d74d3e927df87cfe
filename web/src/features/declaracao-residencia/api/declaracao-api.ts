// The residence declaration's save and load calls (spec part 2 §7) and the reading of a stored form.
import type { DeclaracaoGetResponse, DeclaracaoSaveResponse } from '@shared/api/declaracoes';
import {
  type DeclaracaoResidenciaForm,
  declaracaoResidenciaStoredSchema,
} from '@shared/documents/declaracao-residencia/schema';
import type { ApiClient } from '@/lib/api-client';
import { formPayload, type VersionedChanges } from '@/lib/versioned-save';

export const PRODUCT = 'declaracao_residencia';

export function saveDeclaracao(
  api: ApiClient,
  input: {
    id: string | null;
    form: DeclaracaoResidenciaForm;
    isDraft: boolean;
    adminMode?: boolean;
    /** Only these fields, on the form version the page holds (refused with 409 over a newer one). */
    versioned?: VersionedChanges<DeclaracaoResidenciaForm>;
  },
): Promise<DeclaracaoSaveResponse> {
  return api.post<DeclaracaoSaveResponse>('declaracao-save', {
    ...(input.id ? { id: input.id } : {}),
    ...formPayload(input.id, input.versioned, { form: input.form }),
    product: PRODUCT,
    // An admin editing someone else's declaration (admin edit mode) says so; the server refuses it otherwise.
    ...(input.adminMode ? { adminMode: true } : {}),
    // A final declaration (its PDF generated) is not turned back into a draft by a later save.
    ...(input.isDraft ? { is_draft: true } : {}),
  });
}

export function getDeclaracao(
  api: ApiClient,
  id: string,
  adminMode: boolean,
): Promise<DeclaracaoGetResponse> {
  return api.get<DeclaracaoGetResponse>('declaracao-get', {
    id,
    adminMode: adminMode ? 'true' : undefined,
  });
}

/** A stored form as the page edits it: unknown fields dropped, missing ones blank, over-long ones cut. */
export function formFromStored(stored: unknown): DeclaracaoResidenciaForm {
  const parsed = declaracaoResidenciaStoredSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const blank = declaracaoResidenciaStoredSchema.parse({});
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const out: Record<string, string> = { ...blank };
  for (const key of Object.keys(blank)) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  }
  const again = declaracaoResidenciaStoredSchema.safeParse(out);
  return again.success ? again.data : blank;
}
