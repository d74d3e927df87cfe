// CEP (postal code): 8 digits, shown 00000-000 (or 00.000-000 on the receipts page).
import { onlyDigits } from './cpf-cnpj';
import { progressiveMask } from './mask';

export const CEP_LENGTH = 8;

/** The digits of a CEP field, at most 8. */
export function cepDigits(value: string | null | undefined): string {
  return onlyDigits(value).slice(0, CEP_LENGTH);
}

/** "01310100" → "01310-100", progressively while typing. */
export function maskCep(value: string | null | undefined): string {
  return progressiveMask(cepDigits(value), { 5: '-' });
}

/** The receipts-page style: "01310100" → "01.310-100", progressively while typing. */
export function maskCepDotted(value: string | null | undefined): string {
  return progressiveMask(cepDigits(value), { 2: '.', 5: '-' });
}

/** Exactly 8 digits once the mask characters are removed (more digits is not a CEP either). */
export function isCompleteCep(value: string | null | undefined): boolean {
  return onlyDigits(value).length === CEP_LENGTH;
}

/**
 * A CEP written in the shown format: "00000-000", or also "00.000-000" when `allowDotted` (the
 * rental contract accepts both; the vehicle contract only the first).
 */
export function isMaskedCep(
  value: string | null | undefined,
  options: { allowDotted?: boolean } = {},
): boolean {
  const text = String(value ?? '').trim();
  return /^\d{5}-\d{3}$/.test(text) || (options.allowDotted === true && /^\d{2}\.\d{3}-\d{3}$/.test(text));
}
