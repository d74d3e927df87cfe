// POST mp-webhook (spec part 1 §7): a Mercado Pago notification is acted on only after its x-signature checks
// out, and then only on the payment as Mercado Pago reports it when fetched by id, never on the body.

import type { TransitionEffect } from '@shared/payments/status-transitions';
import { BadGatewayError, ServiceUnavailableError, UnauthorizedError } from '../core/errors';
import { verifyMercadoPagoSignature } from '../payments/webhook-signature';
import { PaymentGatewayError } from '../ports/payment-gateway';
import { applyProviderPayment, type PaymentDeps } from './payment-updates';

export interface WebhookRequest {
  /** The notification's query string: `type=payment&data.id=…` (webhooks) or `topic=…&id=…` (old IPN). */
  query: Readonly<Record<string, string | undefined>>;
  xSignature: string | undefined;
  xRequestId: string | undefined;
  /**
   * Reads the webhook secret (asked only for a notification we would act on); without one every notification
   * is refused (fail closed).
   */
  secret: () => Promise<string | undefined>;
}

export type WebhookOutcome =
  | { handled: false; reason: 'topic' | 'unknown-payment' | 'mismatch' }
  | { handled: true; effect: TransitionEffect };

export async function handlePaymentWebhook(
  deps: PaymentDeps,
  request: WebhookRequest,
): Promise<WebhookOutcome> {
  const { query } = request;
  const dataId = query['data.id']?.trim();
  // Other topics (merchant orders, plans...) and IPN-style calls carry nothing we act on: 200, no change, so
  // Mercado Pago does not retry them. Only what we would act on needs (and gets) the signature check.
  if ((query.type ?? query.topic) !== 'payment' || !dataId) return { handled: false, reason: 'topic' };

  let secret: string | undefined;
  try {
    secret = await request.secret();
  } catch (error) {
    // The secret store failed: not a 200, so Mercado Pago delivers the notification again later.
    deps.log.error('webhook: the webhook secret could not be read', { error });
    throw new ServiceUnavailableError(undefined, 'secret_unavailable', { cause: error });
  }
  const check = verifyMercadoPagoSignature({
    xSignature: request.xSignature,
    xRequestId: request.xRequestId,
    dataId,
    secret,
    now: deps.now(),
  });
  if (!check.ok) {
    deps.log.warn('webhook refused: bad signature', { reason: check.reason, data_id: dataId });
    throw new UnauthorizedError('Assinatura inválida.', 'invalid_signature');
  }
  if (dataId.length > 64) return { handled: false, reason: 'unknown-payment' };

  let fetched: Awaited<ReturnType<PaymentDeps['gateway']['getPayment']>>;
  try {
    fetched = await deps.gateway.getPayment(dataId);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    // Not a 200: Mercado Pago delivers the notification again later.
    if (error.kind === 'unavailable')
      throw new ServiceUnavailableError(undefined, 'gateway_unavailable', { cause: error });
    throw new BadGatewayError(undefined, 'gateway_error', { cause: error });
  }
  if (!fetched) {
    deps.log.warn('webhook for a payment Mercado Pago does not know', { data_id: dataId });
    return { handled: false, reason: 'unknown-payment' };
  }
  const applied = await applyProviderPayment(deps, fetched, 'webhook');
  return applied.matched ? { handled: true, effect: applied.effect } : { handled: false, reason: 'mismatch' };
}
