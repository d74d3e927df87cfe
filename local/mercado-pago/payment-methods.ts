// Card brands and test-card outcomes of the local Mercado Pago stand-in: the `GET /v1/payment_methods` list
// (with BIN patterns, as Mercado Pago publishes them) and the cardholder names that decide a card payment.

export interface StandInPaymentMethod {
  id: string;
  name: string;
  payment_type_id: 'credit_card' | 'debit_card' | 'bank_transfer';
  status: 'active';
  settings: Array<{
    bin: { pattern: string; exclusion_pattern: string; installments_pattern: string };
    card_number: { length: number; validation: 'standard' | 'none' };
    security_code: { mode: 'mandatory'; length: number; card_location: 'back' | 'front' };
  }>;
  min_allowed_amount: number;
  max_allowed_amount: number;
}

function card(
  id: string,
  name: string,
  pattern: string,
  exclusion: string,
  cvvLength = 3,
  numberLength = 16,
): StandInPaymentMethod {
  return {
    id,
    name,
    payment_type_id: 'credit_card',
    status: 'active',
    settings: [
      {
        bin: { pattern, exclusion_pattern: exclusion, installments_pattern: pattern },
        card_number: { length: numberLength, validation: 'standard' },
        security_code: {
          mode: 'mandatory',
          length: cvvLength,
          card_location: cvvLength === 4 ? 'front' : 'back',
        },
      },
    ],
    min_allowed_amount: 0.5,
    max_allowed_amount: 60000,
  };
}

const ELO_BINS =
  '^(401178|401179|431274|438935|451416|457393|457631|457632|504175|506699|5067|509|627780|636297|636368|650|6516|6550)';

export const PAYMENT_METHODS: readonly StandInPaymentMethod[] = [
  card('visa', 'Visa', '^4', ELO_BINS),
  card('master', 'Mastercard', '^(5[0-5]|2(2[2-9]|[3-6]|7[01]|720))', ELO_BINS),
  card('amex', 'American Express', '^3[47]', '^$', 4, 15),
  card('elo', 'Elo', ELO_BINS, '^$'),
  card('hipercard', 'Hipercard', '^(606282|3841)', '^$'),
  {
    id: 'pix',
    name: 'PIX',
    payment_type_id: 'bank_transfer',
    status: 'active',
    settings: [],
    min_allowed_amount: 0.01,
    max_allowed_amount: 100000000,
  },
];

/** The brand a card number belongs to, by the same BIN patterns the list publishes. */
export function brandOfBin(bin: string): StandInPaymentMethod | undefined {
  return PAYMENT_METHODS.find((m) =>
    m.settings.some(
      (s) => new RegExp(s.bin.pattern).test(bin) && !new RegExp(s.bin.exclusion_pattern).test(bin),
    ),
  );
}

export interface CardOutcome {
  status: 'approved' | 'in_process' | 'rejected';
  status_detail: string;
}

// Mercado Pago's test cards: the cardholder name decides the result.
const OUTCOMES: Record<string, CardOutcome> = {
  APRO: { status: 'approved', status_detail: 'accredited' },
  CONT: { status: 'in_process', status_detail: 'pending_contingency' },
  OTHE: { status: 'rejected', status_detail: 'cc_rejected_other_reason' },
  CALL: { status: 'rejected', status_detail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_other' },
};

/** APRO approves, CONT stays in process, OTHE and the other test names reject; any other name rejects. */
export function outcomeForCardholder(name: string): CardOutcome {
  const first = name.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  return OUTCOMES[first] ?? { status: 'rejected', status_detail: 'cc_rejected_other_reason' };
}

/** Luhn check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}
