// How a money input reads an edit (spec part 2 §5), as react-number-format's `removeFormatting` of the money
// field: digits only, read right to left as centavos ("100001" → "1.000,01"); a deletion that took only a
// separator takes the digit beside it, as the person meant; a pasted "1.234,56", "1234.56" or "R$ 1.234,5" is
// read as the amount. The library places the caret and keeps it inside the digits.
import { formatCents } from '@shared/format/brl';

/** R$ 9.999.999.999.999,99: cents stay a safe integer. */
export const MAX_MONEY_DIGITS = 15;

/** What changed, as react-number-format's ChangeMeta tells it: `from` in `lastValue`, `to` in the new text. */
export interface MoneyChange {
  from: { start: number; end: number };
  to: { start: number; end: number };
  lastValue: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');
const significant = (digits: string) => digits.replace(/^0+/, '');

/** The shown amount of a digit string of centavos: "123456" → "1.234,56", "" for none. */
export function showDigits(digits: string): string {
  const cents = significant(digits);
  return cents === '' ? '' : formatCents(Number(cents));
}

/**
 * The centavos, as a digit string without leading zeros, that the input's text `typed` stands for after
 * `change` (none when the library re-reads its own formatted text). More than one character inserted at once
 * is a paste (or a keyboard's autofill) and replaces the amount; `forward` is a Delete key rather than
 * Backspace.
 */
export function moneyDigits(
  typed: string,
  change?: MoneyChange,
  forward = false,
  maxDigits = MAX_MONEY_DIGITS,
): string {
  if (!change) return significant(digitsOf(typed));
  const { from, to, lastValue } = change;
  if (to.end - to.start > 1) {
    const pasted = centsFromPaste(typed.slice(to.start, to.end), maxDigits);
    return pasted === null ? significant(digitsOf(lastValue)) : String(pasted);
  }
  const removed = lastValue.slice(from.start, from.end);
  if (to.end === to.start && removed !== '' && digitsOf(removed) === '') {
    let at = forward ? from.end : from.start - 1;
    while (at >= 0 && at < lastValue.length && !/\d/.test(lastValue[at]!)) at += forward ? 1 : -1;
    if (at >= 0 && at < lastValue.length) {
      return significant(digitsOf(lastValue.slice(0, at) + lastValue.slice(at + 1)));
    }
  }
  return significant(digitsOf(typed));
}

/**
 * A pasted amount in centavos: "1.234,56", "1234.56", "R$ 1.234,5" as reais and centavos (a separator followed
 * by one or two digits is the decimal one), "1.234" or "1234" as whole reais; null when it holds no digit.
 */
export function centsFromPaste(pasted: string, maxDigits = MAX_MONEY_DIGITS): number | null {
  const text = pasted.replace(/[^\d.,]/g, '');
  if (digitsOf(text) === '') return null;
  const decimal = /^(.*)[.,](\d{1,2})$/.exec(text);
  const reais = digitsOf(decimal ? decimal[1]! : text);
  const centavos = decimal ? decimal[2]!.padEnd(2, '0') : '00';
  const cents = significant(reais + centavos).slice(0, maxDigits);
  return cents === '' ? null : Number(cents);
}
