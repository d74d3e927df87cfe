// The payment gateway on Mercado Pago's API through the official `mercadopago` SDK: the only module that knows
// the SDK, its base URL, its request bodies and its errors.
import {
  CardToken,
  MercadoPagoConfig,
  MercadoPagoError,
  Payment,
  PaymentMethod,
  PaymentRefund,
} from 'mercadopago';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PaymentSearchResult } from 'mercadopago/dist/clients/payment/search/types';
import type { PaymentMethodResponse } from 'mercadopago/dist/clients/paymentMethod/get/types';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import * as z from 'zod';
import { ConfigError, envUrl, parseEnv } from '../core/env';
import { getMercadoPagoSecrets } from '../core/secrets';
import { paymentIdempotencyKey, refundIdempotencyKey } from '../payments/idempotency';
import {
  type CreateCardInput,
  type CreatePixInput,
  type GatewayPayment,
  type PaymentGateway,
  PaymentGatewayError,
} from '../ports/payment-gateway';

export const MERCADO_PAGO_PRODUCTION_API = 'https://api.mercadopago.com';

/** Mercado Pago accepts a PIX `date_of_expiration` from 30 minutes to 30 days ahead. */
export const PIX_EXPIRATION_MIN_MINUTES = 30;
export const PIX_EXPIRATION_MAX_MINUTES = 30 * 24 * 60;
export const PIX_EXPIRATION_DEFAULT_MINUTES = 24 * 60;

/**
 * Per-request time-out and retries when MP_TIMEOUT_MS / MP_MAX_RETRIES are unset (the local runtime). In AWS the
 * stack sets both per route so that the attempts and the SDK's back-off between them (1 s, then 2 s...) end
 * within the route's Lambda time-out.
 */
export const MERCADO_PAGO_DEFAULT_TIMEOUT_MS = 10_000;
export const MERCADO_PAGO_DEFAULT_MAX_RETRIES = 2;

export interface MercadoPagoGatewayConfig {
  /** `MP_ACCESS_TOKEN`. */
  accessToken: string;
  /** `MP_API_BASE_URL`: production when unset, the local stand-in otherwise. */
  apiBaseUrl?: string;
  /** Our public API base as Mercado Pago reaches it, e.g. `https://site/backend/api`; the webhook hangs below. */
  publicApiBaseUrl: string;
  /** Default lifetime of a PIX, clamped to 30 minutes .. 30 days; 24 h when unset. */
  pixExpirationMinutes?: number;
  /** Per-request time-out; the SDK's 60 s default is longer than an API Gateway request may last. */
  timeoutMs?: number;
  /** Retries of 429/5xx/network failures and time-outs (safe: writes carry an idempotency key). */
  maxRetries?: number;
  now?: () => Date;
}

/** The Mercado Pago API base to use: the configured one without a trailing slash, or production. */
export function resolveMercadoPagoApiBase(configured: string | undefined): string {
  const base = configured?.trim() || MERCADO_PAGO_PRODUCTION_API;
  const url = new URL(base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`Mercado Pago API base: bad URL ${base}`);
  return base.replace(/\/+$/, '');
}

// The SDK has no base-URL option: RestClient builds `${AppConfig.BASE_URL}${endpoint}`, reading the static
// synchronously before its first await. Setting it immediately before each SDK call, with no await between,
// makes every call go to this gateway's base even when gateways with different bases share a process.
const sdkUrl = AppConfig as unknown as { BASE_URL: string };
if (typeof sdkUrl.BASE_URL !== 'string') {
  throw new Error('mercadopago SDK: AppConfig.BASE_URL is gone; update the base-URL override in this module');
}

function pinApiBase<T>(apiBase: string, call: () => Promise<T>): Promise<T> {
  sdkUrl.BASE_URL = apiBase;
  return call();
}

export function clampPixExpirationMinutes(minutes: number): number {
  if (!Number.isFinite(minutes)) return PIX_EXPIRATION_DEFAULT_MINUTES;
  return Math.min(PIX_EXPIRATION_MAX_MINUTES, Math.max(PIX_EXPIRATION_MIN_MINUTES, Math.round(minutes)));
}

/** ISO 8601 with the Brasília offset (-03:00, no daylight saving since 2019), the form Mercado Pago shows. */
export function formatMercadoPagoDate(date: Date): string {
  const shifted = new Date(date.getTime() - 3 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 23)}-03:00`;
}

export function centsToReais(cents: number): number {
  if (!Number.isInteger(cents) || cents <= 0)
    throw new Error(`amount must be a positive integer of centavos: ${cents}`);
  return cents / 100;
}

function reaisToCents(reais: number | undefined): number {
  return typeof reais === 'number' ? Math.round(reais * 100) : 0;
}

type ProviderPayment = PaymentResponse | PaymentSearchResult;

export function toGatewayPayment(p: ProviderPayment): GatewayPayment {
  const data = 'point_of_interaction' in p ? p.point_of_interaction?.transaction_data : undefined;
  return {
    id: String(p.id ?? ''),
    status: p.status ?? 'unknown',
    statusDetail: p.status_detail ?? null,
    amountCents: reaisToCents(p.transaction_amount),
    currency: p.currency_id ?? '',
    paymentMethodId: p.payment_method_id ?? '',
    paymentTypeId: p.payment_type_id ?? null,
    externalReference: p.external_reference ?? null,
    payerEmail: p.payer?.email ?? null,
    installments: p.installments ?? null,
    pix: data?.qr_code
      ? { qrCode: data.qr_code, qrBase64: data.qr_code_base64 ?? '', ticketUrl: data.ticket_url ?? null }
      : null,
    dateOfExpiration: p.date_of_expiration ?? null,
    dateCreated: p.date_created ?? null,
    dateApproved: p.date_approved ?? null,
    dateLastUpdated: p.date_last_updated ?? null,
  };
}

function toGatewayError(error: unknown, what: string): PaymentGatewayError {
  if (error instanceof PaymentGatewayError) return error;
  if (error instanceof MercadoPagoError) {
    const s = error.status;
    const message = `Mercado Pago ${what}: ${s || 'no answer'} ${error.message}`.trim();
    if (s === 401 || s === 403) return new PaymentGatewayError('unauthorized', message, s, { cause: error });
    if (s === 404) return new PaymentGatewayError('not-found', message, s, { cause: error });
    if (s >= 400 && s < 500 && s !== 429 && s !== 423 && s !== 424) {
      return new PaymentGatewayError('invalid-request', message, s, { cause: error });
    }
    return new PaymentGatewayError('unavailable', message, s || undefined, { cause: error });
  }
  return new PaymentGatewayError('unavailable', `Mercado Pago ${what}: ${String(error)}`, undefined, {
    cause: error,
  });
}

function binMatches(method: PaymentMethodResponse, bin: string): boolean {
  return (method.settings ?? []).some((s) => {
    if (!s.bin?.pattern || !new RegExp(s.bin.pattern).test(bin)) return false;
    return !s.bin.exclusion_pattern || !new RegExp(s.bin.exclusion_pattern).test(bin);
  });
}

const PAYMENT_METHODS_TTL_MS = 60 * 60 * 1000;

export function createMercadoPagoGateway(config: MercadoPagoGatewayConfig): PaymentGateway {
  if (!config.accessToken) throw new Error('MP_ACCESS_TOKEN is required');
  const apiBase = resolveMercadoPagoApiBase(config.apiBaseUrl);
  const notificationUrl = `${config.publicApiBaseUrl.replace(/\/+$/, '')}/mp-webhook?source_news=webhooks`;
  const defaultPixMinutes = clampPixExpirationMinutes(
    config.pixExpirationMinutes ?? PIX_EXPIRATION_DEFAULT_MINUTES,
  );
  const now = config.now ?? (() => new Date());
  const baseOptions = {
    timeout: config.timeoutMs ?? MERCADO_PAGO_DEFAULT_TIMEOUT_MS,
    maxRetries: config.maxRetries ?? MERCADO_PAGO_DEFAULT_MAX_RETRIES,
  };

  // A fresh SDK config per call: the SDK merges per-call requestOptions into the config it was given (sdk-nodejs
  // #481), so a shared one would carry one payment's idempotency key into the next request.
  function sdkConfig(idempotencyKey?: string): MercadoPagoConfig {
    return new MercadoPagoConfig({
      accessToken: config.accessToken,
      options: idempotencyKey ? { ...baseOptions, idempotencyKey } : { ...baseOptions },
    });
  }

  let methodsCache: { at: number; methods: PaymentMethodResponse[] } | null = null;
  async function paymentMethods(): Promise<PaymentMethodResponse[]> {
    if (methodsCache && Date.now() - methodsCache.at < PAYMENT_METHODS_TTL_MS) return methodsCache.methods;
    const methods = await pinApiBase(apiBase, () => new PaymentMethod(sdkConfig()).get());
    methodsCache = { at: Date.now(), methods };
    return methods;
  }

  // The browser may not send the brand; the token knows the card's first six digits, and the brand list its BINs.
  async function brandOfToken(token: string): Promise<string> {
    const card = await pinApiBase(apiBase, () => new CardToken(sdkConfig()).get({ id: token }));
    const bin = card.first_six_digits ?? '';
    const methods = (await paymentMethods()).filter((m) => m.status !== 'inactive');
    const match =
      methods.find((m) => m.payment_type_id === 'credit_card' && binMatches(m, bin)) ??
      methods.find((m) => m.payment_type_id !== 'bank_transfer' && binMatches(m, bin));
    if (!match?.id)
      throw new PaymentGatewayError('invalid-request', 'Mercado Pago: card brand not recognised');
    return match.id;
  }

  function create(body: Parameters<Payment['create']>[0]['body'], key: string): Promise<PaymentResponse> {
    return pinApiBase(apiBase, () => new Payment(sdkConfig(key)).create({ body }));
  }

  return {
    async createPix(input: CreatePixInput): Promise<GatewayPayment> {
      const minutes = clampPixExpirationMinutes(input.expiresInMinutes ?? defaultPixMinutes);
      const key = paymentIdempotencyKey({
        reference: input.reference,
        attempt: input.attempt,
        method: 'pix',
      });
      // Outside the try: a bad amount is our fault (a 500), not the provider's refusal.
      const amount = centsToReais(input.amountCents);
      try {
        const created = await create(
          {
            transaction_amount: amount,
            payment_method_id: 'pix',
            payer: { email: input.payerEmail },
            description: input.description,
            external_reference: input.reference,
            notification_url: notificationUrl,
            date_of_expiration: formatMercadoPagoDate(new Date(now().getTime() + minutes * 60_000)),
          },
          key,
        );
        return toGatewayPayment(created);
      } catch (error) {
        throw toGatewayError(error, 'create PIX');
      }
    },

    async createCard(input: CreateCardInput): Promise<GatewayPayment> {
      const key = paymentIdempotencyKey({
        reference: input.reference,
        attempt: input.attempt,
        method: 'card',
      });
      const amount = centsToReais(input.amountCents);
      try {
        const paymentMethodId = input.paymentMethodId || (await brandOfToken(input.token));
        const created = await create(
          {
            transaction_amount: amount,
            token: input.token,
            installments: 1,
            payment_method_id: paymentMethodId,
            ...(input.issuerId ? { issuer_id: Number(input.issuerId) } : {}),
            payer: { email: input.payerEmail },
            description: input.description,
            external_reference: input.reference,
            notification_url: notificationUrl,
          },
          key,
        );
        return toGatewayPayment(created);
      } catch (error) {
        throw toGatewayError(error, 'create card payment');
      }
    },

    async getPayment(id: string): Promise<GatewayPayment | null> {
      try {
        const payment = await pinApiBase(apiBase, () => new Payment(sdkConfig()).get({ id }));
        return toGatewayPayment(payment);
      } catch (error) {
        const e = toGatewayError(error, 'get payment');
        if (e.kind === 'not-found') return null;
        throw e;
      }
    },

    async searchByExternalReference(reference: string): Promise<GatewayPayment[]> {
      try {
        const found = await pinApiBase(apiBase, () =>
          new Payment(sdkConfig()).search({
            options: { external_reference: reference, sort: 'date_created', criteria: 'desc', limit: 100 },
          }),
        );
        return (found.results ?? []).map(toGatewayPayment);
      } catch (error) {
        throw toGatewayError(error, 'search payments');
      }
    },

    async cancelPayment(id: string): Promise<GatewayPayment> {
      try {
        return toGatewayPayment(await pinApiBase(apiBase, () => new Payment(sdkConfig()).cancel({ id })));
      } catch (error) {
        throw toGatewayError(error, 'cancel payment');
      }
    },

    async refundPayment(id: string): Promise<void> {
      try {
        await pinApiBase(apiBase, () =>
          new PaymentRefund(sdkConfig(refundIdempotencyKey(id))).total({ payment_id: id }),
        );
      } catch (error) {
        throw toGatewayError(error, 'refund payment');
      }
    },
  };
}

export interface MercadoPagoSettings {
  apiBaseUrl: string;
  publicApiBaseUrl: string;
  pixExpirationMinutes: number;
  /** MP_TIMEOUT_MS; the adapter's default when unset. */
  timeoutMs?: number;
  /** MP_MAX_RETRIES; the adapter's default when unset. */
  maxRetries?: number;
}

/** An optional whole number from `min` to `max` in an environment variable; empty counts as unset. */
const envInteger = (min: number, max: number, error: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined),
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).optional(),
  );

type Env = Record<string, string | undefined>;

/**
 * The gateway's non-secret settings: MP_API_BASE_URL (production when unset), PUBLIC_API_BASE_URL (required:
 * the webhook's base as Mercado Pago reaches it), MP_PIX_EXPIRATION_MINUTES (default 24 h), and the per-request
 * MP_TIMEOUT_MS (100 ms to 60 s) and MP_MAX_RETRIES (0 to 5). Throws a ConfigError naming the variable.
 */
export function mercadoPagoSettingsFromEnv(env: Env = process.env): MercadoPagoSettings {
  const vars = parseEnv(
    {
      PUBLIC_API_BASE_URL: envUrl(),
      MP_PIX_EXPIRATION_MINUTES: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined),
        z.number({ error: 'must be a number of minutes' }).int().positive().optional(),
      ),
      MP_TIMEOUT_MS: envInteger(100, 60_000, 'must be a number of milliseconds from 100 to 60000'),
      MP_MAX_RETRIES: envInteger(0, 5, 'must be a whole number of retries from 0 to 5'),
    },
    env,
  );
  if (!vars.PUBLIC_API_BASE_URL) {
    throw new ConfigError('Invalid environment variable(s): PUBLIC_API_BASE_URL is not set');
  }
  // The local stand-in's address is no setting of an AWS bundle, whose access token goes to production only:
  // `process.env.DP_BUNDLE` is the constant "aws" there, so this is left out (see readLocalEnv in core/env.ts).
  const localApiBase =
    process.env.DP_BUNDLE === 'aws'
      ? undefined
      : parseEnv({ MP_API_BASE_URL: envUrl() }, env).MP_API_BASE_URL;
  return {
    apiBaseUrl: resolveMercadoPagoApiBase(localApiBase),
    publicApiBaseUrl: vars.PUBLIC_API_BASE_URL,
    pixExpirationMinutes: clampPixExpirationMinutes(
      vars.MP_PIX_EXPIRATION_MINUTES ?? PIX_EXPIRATION_DEFAULT_MINUTES,
    ),
    ...(vars.MP_TIMEOUT_MS === undefined ? {} : { timeoutMs: vars.MP_TIMEOUT_MS }),
    ...(vars.MP_MAX_RETRIES === undefined ? {} : { maxRetries: vars.MP_MAX_RETRIES }),
  };
}

/**
 * The gateway the payment handlers build once at module load: settings checked now, the access token read
 * (Secrets Manager in AWS, the environment locally) on the first call and kept.
 */
export function mercadoPagoGatewayFromEnv(env: Env = process.env): PaymentGateway {
  const settings = mercadoPagoSettingsFromEnv(env);
  let built: { token: string; gateway: PaymentGateway } | undefined;
  const gateway = async (): Promise<PaymentGateway> => {
    const { accessToken } = await getMercadoPagoSecrets(env);
    if (built?.token !== accessToken) {
      built = { token: accessToken, gateway: createMercadoPagoGateway({ ...settings, accessToken }) };
    }
    return built.gateway;
  };
  return {
    createPix: async (input) => (await gateway()).createPix(input),
    createCard: async (input) => (await gateway()).createCard(input),
    getPayment: async (id) => (await gateway()).getPayment(id),
    searchByExternalReference: async (reference) => (await gateway()).searchByExternalReference(reference),
    cancelPayment: async (id) => (await gateway()).cancelPayment(id),
    refundPayment: async (id) => (await gateway()).refundPayment(id),
  };
}
