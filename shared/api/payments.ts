// Request and response shapes of the payment endpoints (spec part 1 §7, part 2 §7), shared by the
// handlers and the SPA's payment panel. The server computes every amount; none is ever taken from here.
import * as z from 'zod';

export const PAYMENT_METHODS = ['pix', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** `POST mp-pay`. Unknown fields (such as an `amount`) are stripped, never read. */
export const mpPayInput = z
  .object({
    reference: z
      .string({ error: 'Referência ausente' })
      .trim()
      .min(1, { error: 'Referência ausente' })
      .max(120),
    method: z.enum(PAYMENT_METHODS, { error: 'Forma de pagamento inválida' }),
    email: z.string().trim().max(254).default(''),
    /** Rental contract only: add the monthly rent receipts to the payment. */
    addReceipts: z.boolean().optional(),
    /** Card only: the token made in the browser against Mercado Pago's card-token API. */
    token: z.string().trim().max(200).optional(),
    installments: z.literal(1, { error: 'Apenas pagamento em 1x' }).optional(),
    payment_method_id: z.string().trim().max(40).optional(),
    issuer_id: z.string().trim().max(40).optional(),
    /** True when the person deliberately asks for a new PIX ("Reemitir"); a plain retry sends false. */
    reissue: z.boolean().optional(),
    /** The version of the terms the person accepted (`TERMS_VERSION`); recorded with the payment. */
    terms_version: z.string().trim().max(40).optional(),
  })
  .strip();
export type MpPayInput = z.infer<typeof mpPayInput>;

export interface PixData {
  qr_base64: string;
  qr_code: string;
}

export interface MpPayResponse {
  ok: true;
  payment: {
    id: string;
    status: string;
    status_detail: string | null;
    pix: PixData | null;
    date_of_expiration: string | null;
  };
  /** Amount charged, in centavos, as computed by the server (for display). */
  amount_cents: number;
}

/** `GET mp-status?id=…` or `?reference=…` and `GET mp-webhook?reference=…`. */
export const mpStatusQuery = z
  .object({
    id: z.string().trim().max(64).optional(),
    reference: z.string().trim().max(120).optional(),
    /** `1`: the page is resuming after a reload and wants an open PIX's QR and code back. */
    pix: z.literal('1').optional(),
  })
  .refine((q) => Boolean(q.id || q.reference), { error: 'Informe o pagamento ou a referência' });

export interface MpStatusResponse {
  ok: true;
  found: boolean;
  /** The stored Mercado Pago status ('pending', 'approved', ...), or null when nothing is found. */
  status: string | null;
  entry: { status: string | null; payment_id: string | null } | null;
  /** True when the server will release the document (approved, or nothing to pay for an admin). */
  paid: boolean;
  /**
   * True when this payment paid an earlier content of the document, edited since (`needs_repayment`): whatever
   * its status, it no longer releases the document and a new payment is needed.
   */
  superseded: boolean;
  /**
   * True when this payment was approved after the form changed to cost more than it paid (a contract's receipts
   * ticked after its PIX was made): it released nothing, is refunded in full, and a new payment is needed.
   */
  price_changed: boolean;
  /**
   * Asked with `pix=1`: an open PIX's QR image and copy-and-paste code, read again from Mercado Pago, so a
   * reloaded page shows the same code instead of a new "Gerar PIX" (issue 41 item 4). Null otherwise.
   */
  pix?: PixData | null;
  /** With `pix`: the amount that PIX charges (centavos), so the panel can tell it from the form's price now. */
  amount_cents?: number | null;
}

/** Local storage key where the SPA remembers the payment id of a reference. */
export function paymentIdStorageKey(reference: string): string {
  return `mp_payment_id:${reference}`;
}
