// The page's knowledge of the work declaration's fields: the element that edits each one (the browser suite
// finds them by id), what a CEP lookup fills, and the page's answer to a refused check (the toast and the
// field to focus).
import type {
  DeclaracaoTrabalhoField,
  DeclaracaoTrabalhoForm,
} from '@shared/documents/declaracao-trabalho/schema';
import { DECLARACAO_TRABALHO_MESSAGES } from '@shared/documents/declaracao-trabalho/schema';
import type { CepAddress } from '@/components/address/api/cep-lookup';

/** The state and city selects of the company's address (`StateCityField`'s ids). */
export const PLACE_ID_PREFIX = 'trab-empresa';

/** The id of the element that edits a field: `trab-{field}`; state and city live in the shared picker. */
export function fieldElementId(field: DeclaracaoTrabalhoField): string {
  if (field === 'empresa_estado') return `${PLACE_ID_PREFIX}-uf`;
  if (field === 'empresa_cidade') return `${PLACE_ID_PREFIX}-cidade`;
  return `trab-${field}`;
}

/** What a found address fills: only what the lookup knows, never blanking what was typed. */
export function addressPatch(address: CepAddress): Partial<DeclaracaoTrabalhoForm> {
  const patch: Partial<Record<DeclaracaoTrabalhoField, string>> = {};
  const set = (field: DeclaracaoTrabalhoField, value: string) => {
    if (value.trim() !== '') patch[field] = value.trim();
  };
  set('empresa_rua', address.endereco);
  set('empresa_bairro', address.bairro);
  set('empresa_estado', address.uf.toUpperCase());
  set('empresa_cidade', address.cidade);
  return patch as Partial<DeclaracaoTrabalhoForm>;
}

export type ToastKind = 'info' | 'error';

/**
 * The page's answer to the first refusal of the check (spec part 2 §5 "Work declaration PDF"): its message as
 * a toast (a lookup still running is news, not a mistake) and the element to focus, when it names a field.
 */
export function refusalNotice(first: { name: string | null; message: string }): {
  kind: ToastKind;
  message: string;
  focus: string | null;
} {
  return {
    kind: first.message === DECLARACAO_TRABALHO_MESSAGES.aguardeCep ? 'info' : 'error',
    message: first.message,
    focus: first.name ? fieldElementId(first.name as DeclaracaoTrabalhoField) : null,
  };
}
