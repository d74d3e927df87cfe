// The payment panel's calls: our API (`mp-pay`, `mp-status`), Mercado Pago's card-token and payment-method
// endpoints with the public key (card numbers go from the browser to Mercado Pago only), and the local
// stand-in's "simulate approval" control.
import { ACCESS_KEY_HEADER } from '@shared/api/access-key';
import type { MpPayInput, MpPayResponse, MpStatusResponse } from '@shared/api/payments';
import type { RuntimeConfig } from '@shared/runtime-config';
import { TERMS_VERSION } from '@shared/terms';
import type { ApiClient } from '@/lib/api-client';
import { type CardFields, type CardMethod, cardBrandFor, cardTokenBody } from '../card-form';

/** The header that opens a document made anonymously (its access key), or none. */
export function accessKeyHeaders(accessKey: string | null | undefined): Record<string, string> | undefined {
  return accessKey ? { [ACCESS_KEY_HEADER]: accessKey } : undefined;
}

/**
 * Called once the person has accepted the terms in force: the server records that version with the payment.
 * `accessKey` opens a document made anonymously (rent receipts), sent in its header.
 */
export function requestPayment(
  api: ApiClient,
  body: Omit<MpPayInput, 'terms_version'>,
  accessKey?: string | null,
): Promise<MpPayResponse> {
  return api.request<MpPayResponse>({
    method: 'POST',
    path: 'mp-pay',
    body: { ...body, terms_version: TERMS_VERSION },
    headers: accessKeyHeaders(accessKey),
  });
}

/**
 * By payment id, by reference, or by both: with both the server still answers for the id, and reads the payment
 * and its document in one round trip.
 */
export function fetchPaymentStatus(
  api: ApiClient,
  query: ({ id: string; reference?: string | null } | { reference: string }) & { pix?: '1' },
  accessKey?: string | null,
): Promise<MpStatusResponse> {
  return api.request<MpStatusResponse>({
    method: 'GET',
    path: 'mp-status',
    query,
    headers: accessKeyHeaders(accessKey),
  });
}

/**
 * The provider status of an `mp-status` answer, wherever it came; null for a payment that paid an earlier
 * content of the document (edited since), which counts for nothing now; `refunded` for one refunded because
 * the form changed after it was made to cost more.
 */
export function statusOf(res: MpStatusResponse): string | null {
  // Approved after the form changed to cost more: it is being refunded, and the panel starts over.
  if (res.price_changed) return 'refunded';
  if (res.superseded) return null;
  return res.status ?? res.entry?.status ?? null;
}

/** Mercado Pago refused the card data (or could not be reached); the message is for the person. */
export class CardPaymentError extends Error {
  override name = 'CardPaymentError';
}

const mpUrl = (config: RuntimeConfig, path: string) =>
  `${config.mpApiBaseUrl.replace(/\/+$/, '')}${path}?public_key=${encodeURIComponent(config.mpPublicKey)}`;

async function mpJson(res: Response): Promise<Record<string, unknown>> {
  const body = (await res.json().catch(() => null)) as unknown;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

export interface CardToken {
  id: string;
  first_six_digits: string;
}

/** `POST {mpApiBaseUrl}/v1/card_tokens?public_key=…`: the card becomes a one-use token. */
export async function createCardToken(
  config: RuntimeConfig,
  card: CardFields,
  fetchImpl: typeof fetch = fetch,
): Promise<CardToken> {
  let res: Response;
  try {
    res = await fetchImpl(mpUrl(config, '/v1/card_tokens'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(cardTokenBody(card)),
    });
  } catch {
    throw new CardPaymentError('Erro de rede');
  }
  const body = await mpJson(res);
  if (!res.ok || typeof body.id !== 'string') throw new CardPaymentError('Pagamento não autorizado');
  return {
    id: body.id,
    first_six_digits:
      typeof body.first_six_digits === 'string' ? body.first_six_digits : card.number.slice(0, 6),
  };
}

/** The card brand (`payment_method_id`) from Mercado Pago's public list; null when it cannot be told. */
export async function findCardBrand(
  config: RuntimeConfig,
  bin: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const res = await fetchImpl(mpUrl(config, '/v1/payment_methods'), {
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) return null;
    const list = (await res.json()) as unknown;
    return Array.isArray(list) ? cardBrandFor(list as CardMethod[], bin) : null;
  } catch {
    return null;
  }
}

/** Local test environment only: the stand-in approves the payment and sends the signed webhook. */
export async function simulateApproval(
  config: RuntimeConfig,
  paymentId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const url = `${config.mpApiBaseUrl.replace(/\/+$/, '')}/v1/__sim/payments/${encodeURIComponent(paymentId)}`;
  const res = await fetchImpl(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'approved' }),
  });
  if (!res.ok) throw new Error(`simulação respondeu HTTP ${res.status}`);
}
