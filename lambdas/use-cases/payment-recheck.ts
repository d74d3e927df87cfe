// Asking Mercado Pago again about payments still open, so that an approval whose webhook was lost is found
// without the person's help: by a status poll (mp-status), by the lists that show such payments, and by the
// scheduled re-check of every payment open for more than a few minutes. All of them go through the one update
// path (`applyProviderPayment`), and one caller at a time asks about a payment (`claimCheck` on `checked_at`).
import { isFinalStatus, toMercadoPagoStatus } from '@shared/payments/status-transitions';
import type { DocumentRecord } from '../ports/document-store';
import { PaymentGatewayError } from '../ports/payment-gateway';
import type { PaymentRecord, PaymentSource } from '../ports/payment-store';
import { isSettled } from './document-kinds';
import { applyProviderPayment, type PaymentDeps } from './payment-updates';

/** Still open, or approved without the document marked yet: worth asking Mercado Pago. */
export function worthChecking(record: PaymentRecord): boolean {
  const status = toMercadoPagoStatus(record.status);
  if (!status) return false;
  return !isFinalStatus(status) || (status === 'approved' && !record.released);
}

/** When this process last tried to claim a check of each payment (bounded: old entries are dropped). */
const claimTried = new Map<string, number>();

function rememberClaim(paymentId: string, now: number, ttlMs: number): void {
  if (claimTried.size >= 1000) {
    for (const [id, at] of claimTried) if (at <= now - ttlMs) claimTried.delete(id);
    if (claimTried.size >= 1000) claimTried.clear();
  }
  claimTried.set(paymentId, now);
}

export interface Rechecked {
  record: PaymentRecord;
  /** The payment's document as the update path left it, when Mercado Pago was asked and the payment matched. */
  document?: DocumentRecord | null;
}

/**
 * Asks Mercado Pago for the payment when it is worth it and this caller wins the check; the stored record
 * otherwise. When Mercado Pago cannot be reached, the stored status is still a true answer: the next check asks
 * again.
 */
export async function recheckPayment(
  deps: PaymentDeps,
  record: PaymentRecord,
  source: PaymentSource,
): Promise<Rechecked> {
  if (!worthChecking(record)) return { record };
  const now = deps.now();
  // Checked a moment ago (by this or another caller): answer what is stored without even trying to claim.
  if (record.checked_at > now - deps.recheckAfterMs) return { record };
  // Callers that read the record in the same instant all see it stale; in one process only the first tries.
  if ((claimTried.get(record.payment_id) ?? 0) > now - deps.recheckAfterMs) return { record };
  rememberClaim(record.payment_id, now, deps.recheckAfterMs);
  if (!(await deps.payments.claimCheck(record.payment_id, now, deps.recheckAfterMs))) return { record };
  try {
    const fetched = await deps.gateway.getPayment(record.payment_id);
    if (!fetched) return { record };
    const applied = await applyProviderPayment(deps, fetched, source);
    return applied.matched && applied.record
      ? { record: applied.record, document: applied.document }
      : { record };
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    deps.log.warn('status check: Mercado Pago unavailable, answering the stored status', {
      payment_id: record.payment_id,
      source,
      error,
    });
    return { record };
  }
}

/**
 * An admin's "Consultar Mercado Pago": asks now, whatever the status and however recently it was checked (one
 * person pressing a button, not a poll), and applies the answer through the same update path. Answers Mercado
 * Pago's status, or null when it could not be reached or does not know the payment (the stored record stands).
 */
export async function recheckPaymentNow(
  deps: PaymentDeps,
  record: PaymentRecord,
): Promise<Rechecked & { providerStatus: string | null }> {
  try {
    const fetched = await deps.gateway.getPayment(record.payment_id);
    if (!fetched) return { record, providerStatus: null };
    const applied = await applyProviderPayment(deps, fetched, 'admin');
    return {
      record: applied.record ?? record,
      document: applied.document,
      providerStatus: fetched.status,
    };
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    deps.log.warn('admin check: Mercado Pago unavailable', { payment_id: record.payment_id, error });
    return { record, providerStatus: null };
  }
}

/** Like `recheckPayment`, for callers with something else to answer: any failure is logged, the record kept. */
async function recheckQuietly(deps: PaymentDeps, record: PaymentRecord, source: PaymentSource) {
  try {
    return await recheckPayment(deps, record, source);
  } catch (error) {
    deps.log.error('payment re-check failed', { payment_id: record.payment_id, source, error });
    return { record };
  }
}

/** Documents of a list whose payment is looked up (one BatchGetItem), newest first. */
export const LIST_CANDIDATES = 10;
/**
 * Of those, how many open payments one list request asks Mercado Pago about. They are asked at once, so the
 * request waits as long as for one (within the route's Mercado Pago budget, infra/mercado-pago.ts); the next
 * load of the list asks about the rest.
 */
export const LIST_RECHECKS = 3;

/**
 * The documents of a list, those whose payment is open re-checked first (a few per request): a payment approved
 * while its webhook was lost shows paid in the list itself, not only once its document is opened.
 */
export async function recheckListed<D extends DocumentRecord>(
  deps: PaymentDeps,
  docs: readonly D[],
): Promise<D[]> {
  const now = deps.now();
  const candidates = docs.filter((doc) => doc.payment_id && !isSettled(doc, now)).slice(0, LIST_CANDIDATES);
  if (candidates.length === 0) return [...docs];
  const records = await deps.payments.getMany(candidates.map((doc) => doc.payment_id!));
  const open = records
    .filter((record): record is PaymentRecord => record !== null && worthChecking(record))
    .slice(0, LIST_RECHECKS);
  const checked = await Promise.all(open.map((record) => recheckQuietly(deps, record, 'poll')));
  const updated = new Map<string, DocumentRecord>();
  for (const { document } of checked) if (document) updated.set(document.id, document);
  return docs.map((doc) => (updated.get(doc.id) as D | undefined) ?? doc);
}

/** A payment is re-read by the scheduled re-check once it has been open this long (spec: 10 minutes). */
export const RECHECK_MIN_AGE_MS = 10 * 60_000;
/**
 * And until this long after its expiry: a PIX paid in its last minutes is still found by the next pass (every
 * 5 minutes) even though Mercado Pago's answer comes after the expiry.
 */
export const RECHECK_AFTER_EXPIRY_MS = 10 * 60_000;
/** Payments one pass reads from the index at most; the next pass takes the rest. */
export const RECHECK_BATCH = 50;
/** Payments asked about at once. */
export const RECHECK_CONCURRENCY = 4;
/**
 * Kept at the end of the job's Lambda time for the checks still running: one check waits on Mercado Pago as long
 * as a status poll may (10 s, `POLL_REPLY_MS` in infra/mercado-pago.ts), then writes; no new check starts after.
 */
export const JOB_RESERVE_MS = 15_000;

export interface RecheckPass {
  /** Open payments found in the index. */
  found: number;
  /** Of those, re-checked before the deadline (each asks Mercado Pago unless another caller just did). */
  asked: number;
  /** Of those, whose status moved on. */
  changed: number;
}

/**
 * One pass of the scheduled re-check: every payment open for more than RECHECK_MIN_AGE_MS and not past its expiry
 * (`open_until`) is read again from Mercado Pago through the update path. No new check starts after `deadline`
 * (epoch ms), so the pass ends within its Lambda's time.
 */
export async function recheckOpenPayments(
  deps: PaymentDeps,
  options: { deadline?: number } = {},
): Promise<RecheckPass> {
  const now = deps.now();
  const open = await deps.payments.listOpen({
    openAfter: now - RECHECK_AFTER_EXPIRY_MS,
    createdBefore: now - RECHECK_MIN_AGE_MS,
    limit: RECHECK_BATCH,
  });
  const pass: RecheckPass = { found: open.length, asked: 0, changed: 0 };
  const queue = [...open];
  const worker = async () => {
    for (let record = queue.shift(); record; record = queue.shift()) {
      if (options.deadline !== undefined && deps.now() >= options.deadline) return;
      pass.asked += 1;
      const { record: after } = await recheckQuietly(deps, record, 'recheck');
      if (after.status !== record.status) pass.changed += 1;
    }
  };
  await Promise.all(Array.from({ length: RECHECK_CONCURRENCY }, worker));
  return pass;
}
