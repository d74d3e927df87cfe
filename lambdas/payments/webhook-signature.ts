// The `x-signature` of Mercado Pago webhooks: one manifest builder used both to sign (the local stand-in) and
// to verify (the mp-webhook handler), so the two can never drift apart.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignatureManifestParts {
  /** `data.id` from the notification's query string. */
  dataId?: string | null;
  /** The `x-request-id` header. */
  requestId?: string | null;
  /** The `ts` of the `x-signature` header, epoch seconds. */
  ts: string | number;
}

// Mercado Pago: alphanumeric ids are signed lower-cased; a missing value is left out of the template.
function manifestId(dataId: string | null | undefined): string | undefined {
  const id = dataId?.trim();
  if (!id) return undefined;
  return /^[a-z0-9]+$/i.test(id) ? id.toLowerCase() : id;
}

/** `id:{data.id};request-id:{x-request-id};ts:{ts};`, leaving out the parts that are missing. */
export function mercadoPagoSignatureManifest({ dataId, requestId, ts }: SignatureManifestParts): string {
  const parts: string[] = [];
  const id = manifestId(dataId);
  if (id) parts.push(`id:${id}`);
  const rid = requestId?.trim();
  if (rid) parts.push(`request-id:${rid}`);
  parts.push(`ts:${ts}`);
  return `${parts.join(';')};`;
}

function hmacHex(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

export interface SignWebhookInput extends SignatureManifestParts {
  secret: string;
}

/** The `x-signature` header value Mercado Pago would send: `ts={seconds},v1={hex}`. */
export function signMercadoPagoWebhook(input: SignWebhookInput): string {
  return `ts=${input.ts},v1=${hmacHex(input.secret, mercadoPagoSignatureManifest(input))}`;
}

export interface VerifySignatureInput {
  xSignature: string | null | undefined;
  xRequestId: string | null | undefined;
  dataId: string | null | undefined;
  /** The webhook secret; when empty every notification is refused (fail closed). */
  secret: string | null | undefined;
  /** Current time in epoch milliseconds; defaults to `Date.now()`. */
  now?: number;
  toleranceSeconds?: number;
}

export type SignatureFailure =
  | 'no-secret'
  | 'missing-signature'
  | 'malformed-signature'
  | 'mismatch'
  | 'stale';
export type SignatureCheck = { ok: true; ts: number } | { ok: false; reason: SignatureFailure };

function parseSignatureHeader(header: string): { ts?: string; v1?: string } {
  const out: { ts?: string; v1?: string } = {};
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    const value = part.slice(eq + 1).trim();
    if (key === 'ts') out.ts = value;
    else if (key === 'v1') out.v1 = value;
  }
  return out;
}

/** Checks a notification's `x-signature`: HMAC compared in constant time, `ts` within the tolerance. */
export function verifyMercadoPagoSignature(input: VerifySignatureInput): SignatureCheck {
  const { xSignature, xRequestId, dataId, secret, now = Date.now(), toleranceSeconds = 300 } = input;
  if (!secret) return { ok: false, reason: 'no-secret' };
  if (!xSignature?.trim()) return { ok: false, reason: 'missing-signature' };
  const { ts, v1 } = parseSignatureHeader(xSignature);
  if (!ts || !/^\d{1,12}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) {
    return { ok: false, reason: 'malformed-signature' };
  }
  const expected = Buffer.from(
    hmacHex(secret, mercadoPagoSignatureManifest({ dataId, requestId: xRequestId, ts })),
  );
  const received = Buffer.from(v1.toLowerCase());
  if (!timingSafeEqual(expected, received)) return { ok: false, reason: 'mismatch' };
  const seconds = Number(ts);
  if (Math.abs(now - seconds * 1000) > toleranceSeconds * 1000) return { ok: false, reason: 'stale' };
  return { ok: true, ts: seconds };
}
