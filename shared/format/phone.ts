// Brazilian phone numbers: area code plus 8 (landline) or 9 (mobile) digits, shown (DD) NNNN-NNNN / (DD) NNNNN-NNNN.
import { onlyDigits } from './cpf-cnpj';

export const PHONE_MAX_DIGITS = 11;

/** The digits of a phone field, at most 11 (2 of area code and up to 9 of number). */
export function phoneDigits(value: string | null | undefined): string {
  return onlyDigits(value).slice(0, PHONE_MAX_DIGITS);
}

/**
 * Progressive mask: "(11", "(11) 3456", "(11) 3456-7890"; an 11th digit moves the hyphen:
 * "(11) 98765-4321". Extra digits are dropped.
 */
export function maskPhone(value: string | null | undefined): string {
  const digits = phoneDigits(value);
  if (digits === '') return '';
  const area = digits.slice(0, 2);
  const number = digits.slice(2);
  if (number === '') return `(${area}`;
  const split = number.length > 8 ? 5 : 4;
  const head = number.slice(0, split);
  const tail = number.slice(split);
  return `(${area}) ${head}${tail ? `-${tail}` : ''}`;
}

/** Has an area code and a full number: 10 or 11 digits ("Informe telefone com DDD" otherwise). */
export function isCompletePhone(value: string | null | undefined): boolean {
  const length = onlyDigits(value).length;
  return length === 10 || length === 11;
}

/**
 * A Brazilian number as dialled at home: 10 or 11 digits, an area code of two digits from 1 to 9 (there is
 * no DDD with a 0), and an 11-digit number is a mobile, which starts with 9.
 */
export function isBrazilianPhone(value: string | null | undefined): boolean {
  const digits = onlyDigits(value);
  if (!isCompletePhone(digits) || !/^[1-9][1-9]/.test(digits)) return false;
  return digits.length === 10 || digits[2] === '9';
}
