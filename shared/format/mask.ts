// The one progressive-mask helper behind every Brazilian input mask in shared/format.

/**
 * Lays `digits` over a pattern as far as they go: `separators[i]` is written before the digit at index
 * `i` (never before the first one), so partial input shows only the separators already reached.
 */
export function progressiveMask(digits: string, separators: Readonly<Record<number, string>>): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) out += (i > 0 ? (separators[i] ?? '') : '') + digits[i];
  return out;
}
