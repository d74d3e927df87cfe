// Money held in integer centavos: typed digits to cents, pt-BR display and the value in words (extenso).
// The "R$" display lives in `brl.ts`, so the price banners do not pull extenso into the first page load.
import extenso from 'extenso';
import { assertCents, formatBRL, formatCents } from './brl';
import { onlyDigits } from './cpf-cnpj';

export { formatBRL, formatCents } from './brl';

/** Typed money is at most 15 digits (under 10 trillion reais) so cents stay a safe integer. */
const MAX_MONEY_DIGITS = 15;

/** Digits typed in a money field, read right to left as centavos: "123456" → 123456 (R$ 1.234,56). */
export function centsFromDigits(typed: string | null | undefined): number {
  const digits = onlyDigits(typed).replace(/^0+/, '').slice(0, MAX_MONEY_DIGITS);
  return digits === '' ? 0 : Number(digits);
}

/** The live mask of a money input: typed digits → "1.234,56"; nothing typed → "". */
export function maskMoney(typed: string | null | undefined): string {
  return onlyDigits(typed) === '' ? '' : formatCents(centsFromDigits(typed));
}

/** Centavos → reais as a number (990 → 9.9), for APIs that speak reais. */
export function reaisFromCents(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/**
 * The value in words, as written in contracts and receipts:
 * 123456 → "mil duzentos e trinta e quatro reais e cinquenta e seis centavos".
 */
export function moneyInWords(cents: number): string {
  assertCents(cents);
  if (cents < 0) throw new RangeError('valor negativo não tem extenso monetário');
  // extenso says "zero centavos" for 0; a document stating an amount of nothing says "zero reais".
  if (cents === 0) return 'zero reais';
  const reais = Math.floor(cents / 100);
  const centavos = String(cents % 100).padStart(2, '0');
  return extenso(`${reais},${centavos}`, { mode: 'currency', currency: { type: 'BRL' }, locale: 'br' });
}

/** Case, accents, punctuation and spacing set aside: how two spellings of an amount are compared. */
function wordsKey(words: string): string {
  return words
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/**
 * The amount in words spells `cents` (issue 38 item 6): it reads as `moneyInWords` does, whatever its case,
 * accents, punctuation or spacing. An empty text matches nothing.
 */
export function wordsMatchCents(words: string, cents: number): boolean {
  if (cents <= 0 || words.trim() === '') return false;
  return wordsKey(words) === wordsKey(moneyInWords(cents));
}

/** "O valor por extenso não corresponde a R$ 4.750,00": the field message of words that spell another amount. */
export function wordsMismatchMessage(cents: number): string {
  return `O valor por extenso não corresponde a ${formatBRL(cents)}`;
}
