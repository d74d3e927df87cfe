// The X-Idempotency-Key of a payment creation, derived (not random) so that a retried create of the same issue
// attempt reaches Mercado Pago with the same key and gets the same payment back, while a deliberate re-issue
// (the next attempt) gets a new key and so a new payment. A refund's key is derived from its payment alone: a
// payment is refunded once, however many notifications ask for it.
import { createHash } from 'node:crypto';

export interface IdempotencyKeyInput {
  /** The document's payment reference (`external_reference`). */
  reference: string;
  /** Which issue of a payment for this reference: 1 for the first, +1 for each deliberate re-issue. */
  attempt: number;
  method: 'pix' | 'card';
}

/** A UUID-shaped key (Mercado Pago expects a UUID-like value) from SHA-256 of the reference, method and attempt. */
export function paymentIdempotencyKey({ reference, attempt, method }: IdempotencyKeyInput): string {
  if (!reference) throw new Error('paymentIdempotencyKey: reference is required');
  if (!Number.isInteger(attempt) || attempt < 1)
    throw new Error('paymentIdempotencyKey: attempt must be >= 1');
  return uuidShaped(`mp-payment\0${method}\0${reference}\0${attempt}`);
}

/** The key of the full refund of a payment. */
export function refundIdempotencyKey(paymentId: string): string {
  if (!paymentId) throw new Error('refundIdempotencyKey: payment id is required');
  return uuidShaped(`mp-refund\0${paymentId}`);
}

function uuidShaped(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  // Version nibble 5 and the RFC 4122 variant, so it parses as a UUID wherever one is expected.
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
