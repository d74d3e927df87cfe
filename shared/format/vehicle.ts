// A vehicle's identifiers as the DETRAN writes them: the plate (old ABC1234 or Mercosul ABC1D23), the RENAVAM
// (11 digits, the last a check digit; older 9-digit numbers are the same with two leading zeros), the chassis
// (VIN: 17 characters without I, O or Q) and a plausible model year. Used by the page and again by the server.

/** The plate as typed, uppercased, without spaces or hyphen ("abc-1d23" → "ABC1D23"). */
export function plateCharacters(value: string | null | undefined): string {
  return String(value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 7);
}

const OLD_PLATE = /^[A-Z]{3}\d{4}$/;
const MERCOSUL_PLATE = /^[A-Z]{3}\d[A-Z]\d{2}$/;

/** Which pattern a plate follows, or null when it follows none. */
export function plateKind(value: string | null | undefined): 'antiga' | 'mercosul' | null {
  const plate = plateCharacters(value);
  if (OLD_PLATE.test(plate)) return 'antiga';
  if (MERCOSUL_PLATE.test(plate)) return 'mercosul';
  return null;
}

export function isValidPlate(value: string | null | undefined): boolean {
  return plateKind(value) !== null;
}

/** The plate as printed: "ABC-1234" (old pattern) or "ABC1D23" (Mercosul); anything else as typed, uppercased. */
export function formatPlate(value: string | null | undefined): string {
  const plate = plateCharacters(value);
  return plateKind(plate) === 'antiga' ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}

export const RENAVAM_LENGTH = 11;

/** RENAVAM digits only, at most 11. */
export function renavamDigits(value: string | null | undefined): string {
  return String(value ?? '')
    .replace(/\D/g, '')
    .slice(0, RENAVAM_LENGTH);
}

/** A 9-digit RENAVAM (issued before 2013) padded to 11 with leading zeros; other lengths unchanged. */
export function normaliseRenavam(value: string | null | undefined): string {
  const digits = renavamDigits(value);
  return digits.length === 9 ? `00${digits}` : digits;
}

/** The check digit of the first 10 digits: weights 3,2,9,8,7,6,5,4,3,2; (sum × 10) mod 11, 10 counts as 0. */
export function renavamCheckDigit(first10: string): number {
  const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(first10[i]), 0);
  const digit = (sum * 10) % 11;
  return digit === 10 ? 0 : digit;
}

/** 11 digits (or 9, padded) whose last is the check digit of the others; all zeros is refused. */
export function isValidRenavam(value: string | null | undefined): boolean {
  const digits = normaliseRenavam(value);
  if (digits.length !== RENAVAM_LENGTH || /^0+$/.test(digits)) return false;
  return renavamCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

export const VIN_LENGTH = 17;

/** The chassis as typed, uppercased, letters and digits only, at most 17. */
export function vinCharacters(value: string | null | undefined): string {
  return String(value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, VIN_LENGTH);
}

/**
 * 17 letters and digits without I, O or Q (ISO 3779). The ninth character is a check digit only in North
 * America: Brazilian chassis are not held to it.
 */
export function isValidVin(value: string | null | undefined): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vinCharacters(value));
}

/** Why a chassis is refused, for the field's message; null when valid. */
export function vinProblem(value: string | null | undefined): 'letras' | 'tamanho' | null {
  const vin = vinCharacters(value);
  if (/[IOQ]/.test(vin)) return 'letras';
  if (vin.length !== VIN_LENGTH) return 'tamanho';
  return null;
}

/** A model or manufacturing year from 1900 to next year (models are sold a year ahead). */
export function isPlausibleVehicleYear(
  value: string | number | null | undefined,
  today: Date = new Date(),
): boolean {
  const text = String(value ?? '').trim();
  if (!/^\d{4}$/.test(text)) return false;
  const year = Number(text);
  return year >= 1900 && year <= today.getUTCFullYear() + 1;
}
