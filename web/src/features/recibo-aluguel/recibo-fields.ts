// The receipts page's knowledge of its fields: the element that edits each one (the browser suite finds them
// by id), what a CEP lookup fills, the day and month typing rules of spec part 2 §5, and the rent in words
// while it follows the amount ("Auto") or was typed ("Manual").
import {
  DEFAULT_DIA_VENCIMENTO,
  type ReciboAluguelField,
  type ReciboAluguelForm,
} from '@shared/documents/recibo-aluguel/schema';
import { onlyDigits } from '@shared/format/cpf-cnpj';
import { centsFromDigits, moneyInWords } from '@shared/format/money';
import type { CepAddress } from '@/components/address/api/cep-lookup';

/** Spec part 2 §9: the receipts page looks a CEP up 500 ms after the last digit. */
export const RECIBO_CEP_DEBOUNCE_MS = 500;

/** The state and city selects of each address (`StateCityField`'s ids). */
export const PLACE_IDS = { locador: 'rec-locador', imovel: 'rec-imovel' } as const;

/** The id of the element that edits a field: `rec-{field}`; states and cities live in the shared picker. */
export function fieldElementId(field: ReciboAluguelField): string {
  if (field === 'locador_endereco_estado') return `${PLACE_IDS.locador}-uf`;
  if (field === 'locador_endereco_cidade') return `${PLACE_IDS.locador}-cidade`;
  if (field === 'imovel_endereco_estado') return `${PLACE_IDS.imovel}-uf`;
  if (field === 'imovel_endereco_cidade') return `${PLACE_IDS.imovel}-cidade`;
  return `rec-${field}`;
}

type Patch = Partial<ReciboAluguelForm>;

function filled(entries: Array<[keyof ReciboAluguelForm, string]>): Patch {
  const patch: Partial<Record<keyof ReciboAluguelForm, string>> = {};
  for (const [field, value] of entries) if (value.trim() !== '') patch[field] = value.trim();
  return patch as Patch;
}

/** The lessor's CEP fills only the lessor's state and city (the only address fields the receipts keep). */
export function locadorAddressPatch(address: CepAddress): Patch {
  return filled([
    ['locador_endereco_estado', address.uf.toUpperCase()],
    ['locador_endereco_cidade', address.cidade],
  ]);
}

/** The property's CEP fills street, neighbourhood, state and city: only what the lookup knows. */
export function imovelAddressPatch(address: CepAddress): Patch {
  return filled([
    ['imovel_endereco_rua', address.endereco],
    ['imovel_endereco_bairro', address.bairro],
    ['imovel_endereco_estado', address.uf.toUpperCase()],
    ['imovel_endereco_cidade', address.cidade],
  ]);
}

/** A day or month left with one digit gains its leading zero ("5" → "05"). */
export function padTwo(value: string): string {
  const digits = onlyDigits(value);
  return digits.length === 1 ? `0${digits}` : digits;
}

/** A due day left empty is the default 10. */
export function completeDueDay(value: string): string {
  return value.trim() === '' ? String(DEFAULT_DIA_VENCIMENTO) : value;
}

/** The rent in words the amount gives ("" for no amount). */
export function autoWords(aluguelValor: string): string {
  const cents = centsFromDigits(aluguelValor);
  return cents > 0 ? moneyInWords(cents) : '';
}

/** A stored form follows the amount ("Auto") unless its words were typed otherwise. */
export function wordsAreAuto(form: Pick<ReciboAluguelForm, 'aluguel_valor' | 'aluguel_valor_extenso'>) {
  const words = form.aluguel_valor_extenso.trim();
  return words === '' || words === autoWords(form.aluguel_valor);
}

/** True while nothing was typed beyond the defaults: no receipts are made for an empty page. */
export function isBlankRecibo(form: ReciboAluguelForm, empty: ReciboAluguelForm): boolean {
  return (Object.keys(form) as Array<keyof ReciboAluguelForm>).every(
    (key) => form[key].trim() === empty[key].trim(),
  );
}
