// How a money input reads what is typed (spec part 2 §5): digits only, read right to left as centavos
// ("100001" → "1.000,01"), shown with thousands dots and a decimal comma; the caret keeps the digits to its
// right, so typing at the end stays at the end and a digit corrected in the middle keeps its place.
import { formatCents } from '@shared/format/brl';

/** R$ 9.999.999.999.999,99: cents stay a safe integer. */
export const MAX_MONEY_DIGITS = 15;

export interface MoneyEdit {
  /** Integer centavos; null when no digit other than zeros was typed. */
  cents: number | null;
  shown: string;
  caret: number;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The shown value of `cents`: "" for none. */
export function showMoney(cents: number | null): string {
  return cents === null ? '' : formatCents(cents);
}

function centsOfDigits(digits: string, maxDigits: number): number | null {
  const significant = digits.replace(/^0+/, '').slice(0, maxDigits);
  return significant === '' ? null : Number(significant);
}

/** The caret in `shown` with `digitsAfter` digits to its right. */
function caretBefore(shown: string, digitsAfter: number): number {
  let at = shown.length;
  for (let count = 0; count < digitsAfter && at > 0; ) {
    at -= 1;
    if (/\d/.test(shown[at]!)) count += 1;
  }
  return at;
}

/**
 * The field after an edit: `typed` is the input's text with the caret at `caret`, `before` the text it
 * replaced, `inputType` the browser's kind of edit ("deleteContentBackward" for Backspace). A deletion that
 * took only a separator takes the digit beside it instead, as the person meant.
 */
export function editMoney(
  typed: string,
  caret: number,
  before: string,
  inputType = '',
  maxDigits = MAX_MONEY_DIGITS,
): MoneyEdit {
  let text = typed;
  let at = Math.min(Math.max(caret, 0), text.length);
  if (inputType.startsWith('delete') && text.length < before.length && digitsOf(text) === digitsOf(before)) {
    const forward = inputType.endsWith('Forward');
    let digitAt = forward ? at : at - 1;
    while (digitAt >= 0 && digitAt < text.length && !/\d/.test(text[digitAt]!)) digitAt += forward ? 1 : -1;
    if (digitAt >= 0 && digitAt < text.length) {
      text = text.slice(0, digitAt) + text.slice(digitAt + 1);
      if (!forward) at = digitAt;
    }
  }
  const cents = centsOfDigits(digitsOf(text), maxDigits);
  const shown = showMoney(cents);
  return { cents, shown, caret: caretBefore(shown, digitsOf(text.slice(at)).length) };
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
  return centsOfDigits(reais + centavos, maxDigits);
}
