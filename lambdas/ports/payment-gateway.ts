// The payment-gateway port: what the payment endpoints need from a payment provider, in our terms (amounts in
// centavos, string ids). The Mercado Pago adapter implements it; the endpoints never see the SDK.

export type PaymentMethodKind = 'pix' | 'card';

export interface PixData {
  /** The PIX copy-and-paste code (EMV "BR Code"). */
  qrCode: string;
  /** The QR image of `qrCode`, a base64 PNG without the `data:` prefix. */
  qrBase64: string;
  /** Mercado Pago's page for the PIX, when it gives one. */
  ticketUrl: string | null;
}

/** A payment as the provider reports it. Never trusted from a client or a webhook body: fetched by id. */
export interface GatewayPayment {
  id: string;
  /** Raw provider status (`pending`, `approved`, ...); read it with `toMercadoPagoStatus` from shared. */
  status: string;
  statusDetail: string | null;
  /** `transaction_amount` in centavos. */
  amountCents: number;
  /** `currency_id`, `BRL` for every payment of this product. */
  currency: string;
  /** `payment_method_id`: `pix`, or a card brand such as `visa` or `master`. */
  paymentMethodId: string;
  /** `payment_type_id`: `bank_transfer` for PIX, `credit_card`/`debit_card` for cards. */
  paymentTypeId: string | null;
  externalReference: string | null;
  payerEmail: string | null;
  installments: number | null;
  /** Present for PIX payments. */
  pix: PixData | null;
  /** ISO 8601 with offset, as the provider gives them. */
  dateOfExpiration: string | null;
  dateCreated: string | null;
  dateApproved: string | null;
  dateLastUpdated: string | null;
}

interface CreatePaymentBase {
  /** The document's payment reference; sent as `external_reference`. */
  reference: string;
  /** Computed on the server (`paymentAmountCents`), never taken from the request. */
  amountCents: number;
  payerEmail: string;
  /** Shown to the payer, e.g. "Declaração de residência". */
  description: string;
  /**
   * Which issue of a payment for this reference: 1 first, +1 for each deliberate re-issue. The idempotency key
   * is derived from reference, method and attempt, so a retried create returns the same payment.
   */
  attempt: number;
}

export interface CreatePixInput extends CreatePaymentBase {
  /** Minutes until the PIX lapses; defaults to the adapter's setting, clamped to 30 minutes .. 30 days. */
  expiresInMinutes?: number;
}

export interface CreateCardInput extends CreatePaymentBase {
  /** The card token made in the browser with the public key; card numbers never reach our API. */
  token: string;
  /** The brand (`visa`, `master`, ...); looked up from the token's BIN when not given. */
  paymentMethodId?: string;
  issuerId?: string;
}

export type PaymentGatewayErrorKind =
  /** The provider refused the request as invalid (4xx other than auth/not-found). */
  | 'invalid-request'
  /** Our credentials were refused. */
  | 'unauthorized'
  | 'not-found'
  /** Network failure, time-out, 5xx, rate limit: worth retrying later. */
  | 'unavailable';

/** The one error a gateway throws; the handler layer maps it to HTTP. */
export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';
  constructor(
    readonly kind: PaymentGatewayErrorKind,
    message: string,
    /** The provider's HTTP status, when there was an answer. */
    readonly providerStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface PaymentGateway {
  /** Creates a PIX payment (status `pending`, with QR data). */
  createPix(input: CreatePixInput): Promise<GatewayPayment>;
  /** Creates a one-instalment card payment from a card token (status `approved`, `rejected`, `in_process`...). */
  createCard(input: CreateCardInput): Promise<GatewayPayment>;
  /** The payment as the provider has it now; `null` when it does not exist. */
  getPayment(id: string): Promise<GatewayPayment | null>;
  /** Every payment with this `external_reference`, newest first. */
  searchByExternalReference(reference: string): Promise<GatewayPayment[]>;
  /**
   * Cancels a payment not yet approved (a PIX replaced by a new one), so it can no longer be paid; the payment as
   * the provider has it then. `invalid-request` when it cannot be cancelled any more (approved meanwhile).
   */
  cancelPayment(id: string): Promise<GatewayPayment>;
  /** Refunds an approved payment in full; repeating it for the same payment makes no second refund. */
  refundPayment(id: string): Promise<void>;
}
