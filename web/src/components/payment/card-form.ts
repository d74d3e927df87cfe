// The card form's rules (spec part 1 §5.3, part 2 §5): what each field accepts while typing, the check before
// paying, the body of Mercado Pago's card-token request and the card brand by its first digits.
import { isValidCpf, maskCpf, onlyDigits } from '@shared/format/cpf-cnpj';

export interface CardFields {
  number: string;
  holder: string;
  month: string;
  year: string;
  cvv: string;
  /** CPF of the cardholder (Mercado Pago asks for the holder's document in Brazil). */
  cpf: string;
}

export const EMPTY_CARD: CardFields = { number: '', holder: '', month: '', year: '', cvv: '', cpf: '' };

export const CARD_LIMITS = { number: 19, month: 2, year: 4, cvv: 4 } as const;

/** The value a field keeps as the person types: digits only and the spec's lengths; the CPF masked. */
export function cardFieldInput(field: keyof CardFields, value: string): string {
  switch (field) {
    case 'number':
    case 'month':
    case 'year':
    case 'cvv':
      return onlyDigits(value).slice(0, CARD_LIMITS[field]);
    case 'cpf':
      return maskCpf(value);
    case 'holder':
      return value.slice(0, 80);
  }
}

export type CardCheckMessage =
  | 'Preencha todos os campos'
  | 'Número do cartão inválido'
  | 'Validade inválida'
  | 'CVV inválido'
  | 'CPF inválido';

/** The first problem of the card form, or null. */
export function checkCardFields(card: CardFields, now: Date = new Date()): CardCheckMessage | null {
  const values = [card.number, card.holder.trim(), card.month, card.year, card.cvv, onlyDigits(card.cpf)];
  if (values.some((v) => v === '')) return 'Preencha todos os campos';
  if (card.number.length < 13) return 'Número do cartão inválido';
  const month = Number(card.month);
  const year = Number(card.year);
  if (card.month.length !== 2 || month < 1 || month > 12 || card.year.length !== 4)
    return 'Validade inválida';
  const thisYear = now.getFullYear();
  if (year < thisYear || (year === thisYear && month < now.getMonth() + 1) || year > thisYear + 30)
    return 'Validade inválida';
  if (card.cvv.length < 3) return 'CVV inválido';
  if (!isValidCpf(card.cpf)) return 'CPF inválido';
  return null;
}

/** `POST /v1/card_tokens` body, as Mercado Pago's card form sends it. */
export function cardTokenBody(card: CardFields) {
  return {
    card_number: card.number,
    expiration_month: Number(card.month),
    expiration_year: Number(card.year),
    security_code: card.cvv,
    cardholder: {
      name: card.holder.trim(),
      identification: { type: 'CPF', number: onlyDigits(card.cpf) },
    },
  };
}

/** One entry of Mercado Pago's `GET /v1/payment_methods` list, as far as the brand lookup reads it. */
export interface CardMethod {
  id: string;
  payment_type_id: string;
  status?: string;
  settings?: Array<{ bin?: { pattern?: string; exclusion_pattern?: string } }>;
}

function matches(pattern: string | undefined, bin: string): boolean {
  if (!pattern) return false;
  try {
    return new RegExp(pattern).test(bin);
  } catch {
    return false;
  }
}

/** The `payment_method_id` (visa, master, elo, ...) of a card by its first six digits, or null. */
export function cardBrandFor(methods: readonly CardMethod[], bin: string): string | null {
  const cards = methods.filter(
    (m) =>
      (m.payment_type_id === 'credit_card' || m.payment_type_id === 'debit_card') &&
      (m.status ?? 'active') === 'active',
  );
  const found = cards.find((m) =>
    (m.settings ?? []).some(
      (s) => matches(s.bin?.pattern, bin) && !matches(s.bin?.exclusion_pattern || undefined, bin),
    ),
  );
  return found?.id ?? null;
}
