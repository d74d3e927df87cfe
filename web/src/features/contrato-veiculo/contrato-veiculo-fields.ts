// The page's knowledge of the vehicle contract's fields: the element that edits each one (the browser suite
// finds them by id), what a CEP lookup fills, and whether the words of the value were typed by hand.
import type { ContratoVeiculoField, ContratoVeiculoForm } from '@shared/documents/contrato-veiculo/schema';
import type { CepAddress } from '@/components/address/api/cep-lookup';

export type Party = 'vendedor' | 'comprador';

/** The state and city selects of a party's address (`StateCityField`'s ids). */
export const placeIdPrefix = (party: Party) => `cv-${party}`;

/** The id of the element that edits a field: `cv-{field}`; state and city live in the shared picker. */
export function fieldElementId(field: string): string {
  const place = /^(vendedor|comprador)_endereco_(estado|cidade)$/.exec(field);
  if (place) return `${placeIdPrefix(place[1] as Party)}-${place[2] === 'estado' ? 'uf' : 'cidade'}`;
  return `cv-${field}`;
}

/** What a found address fills: only what the lookup knows, never blanking what was typed. */
export function addressPatch(party: Party, address: CepAddress): Partial<ContratoVeiculoForm> {
  const patch: Partial<Record<ContratoVeiculoField, string>> = {};
  const set = (field: ContratoVeiculoField, value: string) => {
    if (value.trim() !== '') patch[field] = value.trim();
  };
  set(`${party}_endereco_rua`, address.endereco);
  set(`${party}_endereco_bairro`, address.bairro);
  set(`${party}_endereco_estado`, address.uf.toUpperCase());
  set(`${party}_endereco_cidade`, address.cidade);
  return patch as Partial<ContratoVeiculoForm>;
}

/** The words were typed by hand (Manual) when they differ from what the value reads (Auto). */
export function wordsAreManual(words: string, computed: string | null): boolean {
  return words.trim() !== '' && computed !== null && words.trim() !== computed;
}
