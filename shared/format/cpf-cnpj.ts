// CPF and CNPJ: digits, progressive input masks and check digits (wrapping @brazilian-utils once). A CNPJ is
// numeric or, as issued since July 2026 (IN RFB 2.229/2024), 12 letters-or-digits followed by 2 check digits.
import { isValidCnpj as buIsValidCnpj, isValidCpf as buIsValidCpf } from '@brazilian-utils/brazilian-utils';
import { progressiveMask } from './mask';

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;

export type CpfCnpjMessage = 'CPF incompleto' | 'CPF inválido' | 'CNPJ incompleto' | 'CNPJ inválido';

/** Every non-digit removed; null and undefined read as empty. */
export function onlyDigits(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}

function allSameDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

/** Check digits of an 11-digit CPF (mask characters ignored); all-equal digits are rejected. */
export function isValidCpf(value: string | null | undefined): boolean {
  const digits = onlyDigits(value);
  return digits.length === CPF_LENGTH && !allSameDigit(digits) && buIsValidCpf(digits);
}

/**
 * The characters of a CNPJ as typed, numeric or alphanumeric: letters upper-cased, mask characters and
 * anything else dropped. The two check digits are always digits, so only the first 12 may be letters.
 */
export function cnpjCharacters(value: string | null | undefined): string {
  const chars = String(value ?? '')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
  const base = chars.slice(0, CNPJ_LENGTH - 2);
  return base + onlyDigits(chars.slice(base.length));
}

/** True once a value holds a letter where a CNPJ may have one: it can only be an alphanumeric CNPJ. */
export function isAlphanumericCnpj(value: string | null | undefined): boolean {
  return /[A-Z]/.test(cnpjCharacters(value));
}

/**
 * Check digits of a CNPJ, numeric or alphanumeric (each character weighs its ASCII code minus 48), mask
 * characters ignored and letters in any case; numeric all-equal digits are rejected.
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  const chars = cnpjCharacters(value);
  if (chars.length !== CNPJ_LENGTH || !/^\d{2}$/.test(chars.slice(-2))) return false;
  if (allSameDigit(chars)) return false;
  return buIsValidCnpj(chars, { version: 2 });
}

/** "529982247" → "529.982.247"; full input → "529.982.247-25". Extra digits are dropped. */
export function maskCpf(value: string | null | undefined): string {
  return progressiveMask(onlyDigits(value).slice(0, CPF_LENGTH), { 3: '.', 6: '.', 9: '-' });
}

/**
 * "112223330001" → "11.222.333/0001"; full input → "11.222.333/0001-81"; "12abc34501de35" →
 * "12.ABC.345/01DE-35". Extra characters are dropped.
 */
export function maskCnpj(value: string | null | undefined): string {
  return progressiveMask(cnpjCharacters(value).slice(0, CNPJ_LENGTH), { 2: '.', 5: '.', 8: '/', 12: '-' });
}

/** One field for either document: up to 11 digits is masked as a CPF, 12 to 14 or any letter as a CNPJ. */
export function maskCpfCnpj(value: string | null | undefined): string {
  if (isAlphanumericCnpj(value)) return maskCnpj(value);
  const digits = onlyDigits(value);
  return digits.length <= CPF_LENGTH ? maskCpf(digits) : maskCnpj(digits);
}

/** What a CPF/CNPJ field holds, for its printed label: a CNPJ once it has a letter or more than 11 digits. */
export function cpfOrCnpjLabel(value: string | null | undefined): 'CPF' | 'CNPJ' {
  return isAlphanumericCnpj(value) || onlyDigits(value).length > CPF_LENGTH ? 'CNPJ' : 'CPF';
}

/**
 * The CPF/CNPJ field rule of the promissory notes (spec part 2 §5): up to 11 digits is a CPF, 12 to 14 a
 * CNPJ, and a value with a letter an alphanumeric CNPJ. Returns null when valid, else the message to show. An empty value reads as an incomplete CPF:
 * callers check "obrigatório" first.
 */
export function checkCpfCnpj(value: string | null | undefined): CpfCnpjMessage | null {
  if (isAlphanumericCnpj(value)) {
    const length = cnpjCharacters(value).length;
    if (length < CNPJ_LENGTH) return 'CNPJ incompleto';
    return length === CNPJ_LENGTH && isValidCnpj(value) ? null : 'CNPJ inválido';
  }
  const digits = onlyDigits(value);
  if (digits.length < CPF_LENGTH) return 'CPF incompleto';
  if (digits.length === CPF_LENGTH) return isValidCpf(digits) ? null : 'CPF inválido';
  if (digits.length < CNPJ_LENGTH) return 'CNPJ incompleto';
  return isValidCnpj(digits) ? null : 'CNPJ inválido';
}
