// Money in centavos shown as "R$ 1.234,56" or "1.234,56": the part of `money.ts` the price banners and money
// inputs need, without extenso.
const brlFormatter = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const centsFormatter = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Intl writes a non-breaking space after "R$"; documents and banners need a plain one. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`valor em centavos inválido: ${cents}`);
}

/** 123456 → "R$ 1.234,56", with a plain space after the sign. */
export function formatBRL(cents: number): string {
  assertCents(cents);
  return plainSpaces(brlFormatter.format(cents / 100));
}

/** 123456 → "1.234,56" (no currency sign, as shown inside a money input). */
export function formatCents(cents: number): string {
  assertCents(cents);
  return plainSpaces(centsFormatter.format(cents / 100));
}
