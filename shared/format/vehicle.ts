// A vehicle's identifiers as the DETRAN writes them: plate (old ABC1234 or Mercosul ABC1D23), RENAVAM (11 digits
// with a check digit; older 9-digit numbers padded with zeros), chassis (VIN: 17 characters without I, O, Q) and
// model year. Plate and RENAVAM checks are @brazilian-utils'; the VIN's North-American check digit is not asked
// for, since Brazilian-built VINs need not carry it (Resolução CONTRAN nº 968/2022).
import { isValidLicensePlate, isValidRenavam } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from './cpf-cnpj';

export const PLATE_LENGTH = 7;
export const RENAVAM_LENGTH = 11;
export const VIN_LENGTH = 17;
export const FIRST_MODEL_YEAR = 1900;

/** Letters and digits only, upper-cased, at most 7: "abc-1d23" → "ABC1D23". */
export function normalisePlate(value: string | null | undefined): string {
  return String(value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PLATE_LENGTH);
}

/** Old (ABC1234) or Mercosul (ABC1D23) plate, mask characters and case ignored. */
export function isValidPlate(value: string | null | undefined): boolean {
  const plate = normalisePlate(value);
  return plate.length === PLATE_LENGTH && isValidLicensePlate(plate);
}

/** An old plate as the documents print it ("ABC-1234"); a Mercosul one has no hyphen ("ABC1D23"). */
export function formatPlate(value: string | null | undefined): string {
  const plate = normalisePlate(value);
  return /^[A-Z]{3}\d{4}$/.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}

/** Digits only, at most 11. */
export function renavamDigits(value: string | null | undefined): string {
  return onlyDigits(value).slice(0, RENAVAM_LENGTH);
}

/** 11 digits with a valid check digit; a 9-digit number of the older series is read padded with two zeros. */
export function isValidRenavamNumber(value: string | null | undefined): boolean {
  const digits = onlyDigits(value);
  return (digits.length === 9 || digits.length === RENAVAM_LENGTH) && isValidRenavam(digits);
}

/** The RENAVAM as 11 digits ("639884962" → "00639884962"); anything not 9 or 11 digits as typed. */
export function normaliseRenavam(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  return digits.length === 9 ? digits.padStart(RENAVAM_LENGTH, '0') : String(value ?? '').trim();
}

/** Letters and digits only, upper-cased, at most 17 (spaces and hyphens typed by habit dropped). */
export function normaliseVin(value: string | null | undefined): string {
  return String(value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, VIN_LENGTH);
}

/**
 * 17 letters and digits without I, O or Q (ISO 3779 leaves them out as too like 1 and 0), not all the same
 * character (a placeholder), the last four digits (the serial's end, as CONTRAN's rules for the VIN require).
 */
export function isValidVin(value: string | null | undefined): boolean {
  const vin = String(value ?? '')
    .trim()
    .toUpperCase();
  return /^[A-HJ-NPR-Z0-9]{13}\d{4}$/.test(vin) && !/^(.)\1*$/.test(vin);
}

/**
 * The year as the registration shows it: "2020", or manufacture and model "2020/2021" (the model year the same
 * or the next). Each from 1900 to next year, since next year's models are sold from mid-year.
 */
export function isPlausibleModelYear(value: string | null | undefined, today: Date = new Date()): boolean {
  const match = /^(\d{4})(?:\s*\/\s*(\d{4}))?$/.exec(String(value ?? '').trim());
  if (!match) return false;
  const last = today.getUTCFullYear() + 1;
  const made = Number(match[1]);
  const model = match[2] ? Number(match[2]) : made;
  return made >= FIRST_MODEL_YEAR && model <= last && (model === made || model === made + 1);
}

/** Why a chassis is refused, for the power of attorney's two messages; null when it has 17 allowed characters. */
export function vinProblem(value: string | null | undefined): 'letras' | 'tamanho' | null {
  const vin = normaliseVin(value);
  if (/[IOQ]/.test(vin)) return 'letras';
  if (vin.length !== VIN_LENGTH) return 'tamanho';
  return null;
}
