// The page's knowledge of the form's fields: names per person, the element to focus for a field the final
// check refuses, what a CEP lookup fills, and which lookup outcomes block the PDF.
import type {
  DeclaracaoResidenciaField,
  DeclaracaoResidenciaForm,
  CepLookupState as ShareCepState,
} from '@shared/documents/declaracao-residencia/schema';
import type { CepAddress } from '@/components/address/api/cep-lookup';
import { isCepRefused } from '@/components/address/cep-check';
import type { CepLookupState } from '@/components/address/hooks/use-cep-lookup';

export type Who = 'titular' | 'dep';

type PersonSuffix =
  | 'nome'
  | 'cpf'
  | 'rg'
  | 'rg_uf'
  | 'cep'
  | 'rua'
  | 'numero'
  | 'complemento'
  | 'bairro'
  | 'cidade'
  | 'estado';

export function personField(who: Who, suffix: PersonSuffix): DeclaracaoResidenciaField {
  return `${who}_${suffix}` as DeclaracaoResidenciaField;
}

/** The id of the element that edits a field (state and city live in the shared picker). */
export function fieldElementId(field: DeclaracaoResidenciaField): string {
  const place = /^(titular|dep)_(estado|cidade)$/.exec(field);
  if (place) return `decl-${place[1]}-${place[2] === 'estado' ? 'uf' : 'cidade'}`;
  if (field === 'condicao') return 'decl-condicao-membro';
  if (field === 'titular_vinculo') return 'decl-titular_vinculo-proprietario';
  return `decl-${field}`;
}

/** What a found address fills: only what the lookup knows, never blanking what was typed. */
export function addressPatch(who: Who, address: CepAddress): Partial<DeclaracaoResidenciaForm> {
  const patch: Partial<Record<DeclaracaoResidenciaField, string>> = {};
  const set = (suffix: PersonSuffix, value: string) => {
    if (value.trim() !== '') patch[personField(who, suffix)] = value.trim();
  };
  set('rua', address.endereco);
  set('bairro', address.bairro);
  set('estado', address.uf.toUpperCase());
  set('cidade', address.cidade);
  // Person fields are all free text, never the condition.
  return patch as Partial<DeclaracaoResidenciaForm>;
}

/** The lookup facts the final check reads (spec part 2 §5: wait for lookups; no lookup error). */
export function cepCheckState(titular: CepLookupState, dep: CepLookupState): ShareCepState {
  return {
    pending: titular.status === 'loading' || dep.status === 'loading',
    titularError: isCepRefused(titular),
    depError: isCepRefused(dep),
  };
}
