// The page's knowledge of the power of attorney's fields: the element that edits each one (the browser suite
// finds them by id), what a CEP lookup fills, and what the final check is told of the lookup.
import type {
  ProcuracaoVeiculoField,
  ProcuracaoVeiculoForm,
} from '@shared/documents/procuracao-veiculo/schema';
import type { CepAddress } from '@/components/address/api/cep-lookup';

/** The state and city selects of the owner's address (`StateCityField`'s ids). */
export const PLACE_ID_PREFIX = 'proc-dono';

export function fieldElementId(field: ProcuracaoVeiculoField): string {
  if (field === 'estado_endereco_dono') return `${PLACE_ID_PREFIX}-uf`;
  if (field === 'cidade_endereco_dono') return `${PLACE_ID_PREFIX}-cidade`;
  return `proc-${field}`;
}

/** What a found address fills: only what the lookup knows, never blanking what was typed. */
export function addressPatch(address: CepAddress): Partial<ProcuracaoVeiculoForm> {
  const patch: Partial<Record<ProcuracaoVeiculoField, string>> = {};
  const set = (field: ProcuracaoVeiculoField, value: string) => {
    if (value.trim() !== '') patch[field] = value.trim();
  };
  set('endereco_completo_dono', address.endereco);
  set('bairro_endereco_dono', address.bairro);
  set('estado_endereco_dono', address.uf.toUpperCase());
  set('cidade_endereco_dono', address.cidade);
  return patch as Partial<ProcuracaoVeiculoForm>;
}
