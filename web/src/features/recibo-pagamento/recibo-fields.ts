// The page's knowledge of the receipt's fields: the element that edits each one (the browser suite finds them by
// id), and what counts as a receipt nobody has started.
import type { ReciboPagamentoField, ReciboPagamentoForm } from '@shared/documents/recibo-pagamento/schema';

/** The state and city selects of the place of payment (`StateCityField`'s ids). */
export const PLACE_ID_PREFIX = 'rpg-local';

export function fieldElementId(field: ReciboPagamentoField): string {
  if (field === 'uf') return `${PLACE_ID_PREFIX}-uf`;
  if (field === 'cidade') return `${PLACE_ID_PREFIX}-cidade`;
  // The person/company choice: its first radio.
  if (field === 'pagador_tipo' || field === 'recebedor_tipo') return `rpg-${field}-pf`;
  if (field === 'vias') return 'rpg-vias-1';
  return `rpg-${field}`;
}

/** The choices a blank receipt starts with; a receipt with only these is not worth a save. */
const PRESET = new Set<string>([
  'pagador_tipo',
  'recebedor_tipo',
  'forma_pagamento',
  'vias',
  'data_pagamento',
]);

export function isBlankReciboPagamento(form: ReciboPagamentoForm): boolean {
  return Object.entries(form).every(
    ([field, value]) => PRESET.has(field) || String(value ?? '').trim() === '',
  );
}
