// Money in centavos shown as "R$ 1.234,56" or "1.234,56": the part of `money.ts` the price banners and money
// inputs need, without extenso. Written out by hand rather than with Intl.NumberFormat: the first Intl formatter
// of a page loads ICU's locale data, which took 45 to 160 ms of the home page's first render (its price banner),
// and a Lambda importing this module would pay it too. `brl.test.ts` holds the output to Intl's, digit by digit.

/** Intl writes a non-breaking space after "R$"; documents and banners need a plain one. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`valor em centavos inválido: ${cents}`);
}

/** 123456 → "1.234,56"; a negative amount without its sign (the callers place it). */
function unsignedAmount(cents: number): string {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const reais = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${reais},${digits.slice(-2)}`;
}

/** 123456 → "R$ 1.234,56", with a plain space after the sign; -5 → "-R$ 0,05". */
export function formatBRL(cents: number): string {
  assertCents(cents);
  return `${cents < 0 ? '-' : ''}R$ ${unsignedAmount(cents)}`;
}

/** 123456 → "1.234,56" (no currency sign, as shown inside a money input). */
export function formatCents(cents: number): string {
  assertCents(cents);
  return `${cents < 0 ? '-' : ''}${unsignedAmount(cents)}`;
}
