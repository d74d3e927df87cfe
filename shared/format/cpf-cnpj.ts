// CPF and CNPJ: digits, progressive input masks and check digits (wrapping @brazilian-utils once).
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

/** Check digits of a 14-digit numeric CNPJ (mask characters ignored); all-equal digits are rejected. */
export function isValidCnpj(value: string | null | undefined): boolean {
  const digits = onlyDigits(value);
  return digits.length === CNPJ_LENGTH && !allSameDigit(digits) && buIsValidCnpj(digits);
}

/** "529982247" → "529.982.247"; full input → "529.982.247-25". Extra digits are dropped. */
export function maskCpf(value: string | null | undefined): string {
  return progressiveMask(onlyDigits(value).slice(0, CPF_LENGTH), { 3: '.', 6: '.', 9: '-' });
}

/** "112223330001" → "11.222.333/0001"; full input → "11.222.333/0001-81". Extra digits are dropped. */
export function maskCnpj(value: string | null | undefined): string {
  return progressiveMask(onlyDigits(value).slice(0, CNPJ_LENGTH), { 2: '.', 5: '.', 8: '/', 12: '-' });
}

/** One field for either document: up to 11 digits is masked as a CPF, 12 to 14 as a CNPJ. */
export function maskCpfCnpj(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  return digits.length <= CPF_LENGTH ? maskCpf(digits) : maskCnpj(digits);
}

/**
 * The CPF/CNPJ field rule of the promissory notes (spec part 2 §5): up to 11 digits is a CPF, 12 to 14 a
 * CNPJ. Returns null when valid, else the message to show. An empty value reads as an incomplete CPF:
 * callers check "obrigatório" first.
 */
export function checkCpfCnpj(value: string | null | undefined): CpfCnpjMessage | null {
  const digits = onlyDigits(value);
  if (digits.length < CPF_LENGTH) return 'CPF incompleto';
  if (digits.length === CPF_LENGTH) return isValidCpf(digits) ? null : 'CPF inválido';
  if (digits.length < CNPJ_LENGTH) return 'CNPJ incompleto';
  return isValidCnpj(digits) ? null : 'CNPJ inválido';
}
