// Mercado Pago notifications as a test sends them to mp-webhook: signed with the runtime's secret (or a wrong
// one, or an old ts), for a payment id, in Mercado Pago's query and body shape.

import { randomUUID } from 'node:crypto';
import { signMercadoPagoWebhook } from '../../lambdas/payments/webhook-signature';
import type { DocumentRecord } from '../../lambdas/ports/document-store';
import type { PaymentRecord } from '../../lambdas/ports/payment-store';
import { TERMS_VERSION } from '../../shared/terms';
import { readItem } from './dynamo';
import type { ApiResult, TestRuntime } from './runtime';

export interface WebhookOptions {
  /** Default: the runtime's webhook secret. */
  secret?: string;
  /** Epoch seconds of the signature; default now. */
  ts?: number;
  /** Leave the x-signature header out. */
  unsigned?: boolean;
  /** Replaces the query string (e.g. an old IPN call). */
  query?: string;
  body?: unknown;
}

export function sendWebhook(
  runtime: TestRuntime,
  paymentId: string,
  options: WebhookOptions = {},
): Promise<ApiResult> {
  const requestId = randomUUID();
  const ts = options.ts ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = { 'x-request-id': requestId };
  if (!options.unsigned) {
    headers['x-signature'] = signMercadoPagoWebhook({
      secret: options.secret ?? runtime.webhookSecret ?? '',
      dataId: paymentId,
      requestId,
      ts,
    });
  }
  const query = options.query ?? `data.id=${encodeURIComponent(paymentId)}&type=payment`;
  return runtime.api(`/mp-webhook?${query}`, {
    method: 'POST',
    headers,
    body: options.body ?? { action: 'payment.updated', type: 'payment', data: { id: paymentId } },
  });
}

/** The stored payment, read straight from the runtime's table. */
export async function storedPayment(
  runtime: TestRuntime,
  paymentId: string,
): Promise<PaymentRecord | undefined> {
  return (await readItem(runtime.dynamoEndpoint, 'payments', { payment_id: paymentId })) as
    | PaymentRecord
    | undefined;
}

/** The stored document, read straight from the runtime's table. */
export async function storedDocument(runtime: TestRuntime, id: string): Promise<DocumentRecord | undefined> {
  return (await readItem(runtime.dynamoEndpoint, 'documents', { id })) as DocumentRecord | undefined;
}

/** A card token made as the browser makes it (public key, no access token); the holder name decides the outcome. */
export async function cardToken(runtime: TestRuntime, holder: 'APRO' | 'OTHE' | 'CONT'): Promise<string> {
  const response = await fetch(
    `${runtime.url}/__mp/v1/card_tokens?public_key=${encodeURIComponent(process.env.MP_PUBLIC_KEY ?? '')}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        card_number: '4235647728025682',
        security_code: '123',
        expiration_month: 11,
        expiration_year: new Date().getFullYear() + 4,
        cardholder: { name: holder, identification: { type: 'CPF', number: '12345678909' } },
      }),
    },
  );
  const body = (await response.json()) as { id?: string };
  if (response.status !== 201 || !body.id)
    throw new Error(`card token: ${response.status} ${JSON.stringify(body)}`);
  return body.id;
}

/** `mp-pay` by card, with a fresh token for a test card holder (APRO approves, CONT stays in review, OTHE refused). */
export async function payByCard(
  runtime: TestRuntime,
  token: string,
  reference: string,
  holder: 'APRO' | 'OTHE' | 'CONT',
): Promise<ApiResult> {
  return runtime.api('/mp-pay', {
    token,
    body: {
      terms_version: TERMS_VERSION,
      reference,
      method: 'card',
      email: 'pagador@example.com',
      token: await cardToken(runtime, holder),
      installments: 1,
    },
  });
}
