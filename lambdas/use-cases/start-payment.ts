// mp-pay (spec part 1 §4.3, §5.3, §7): issues a PIX or a one-instalment card payment for a document the caller
// may pay for, at the amount the server computes, with an idempotency key per issue attempt so a retried
// request gets the same payment and a deliberate re-issue ("Reemitir") a new one; the document's other open PIX
// codes are cancelled, so that nobody pays twice.
import { createHash } from 'node:crypto';
import type { MpPayInput, MpPayResponse } from '@shared/api/payments';
import { readableReference } from '@shared/format/reference';
import { isFinalStatus, toMercadoPagoStatus } from '@shared/payments/status-transitions';
import { TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '@shared/terms';
import {
  BadGatewayError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  fieldProblems,
  NotFoundError,
  ServiceUnavailableError,
} from '../core/errors';
import type { DocumentRecord } from '../ports/document-store';
import { type GatewayPayment, PaymentGatewayError } from '../ports/payment-gateway';
import type { PaymentRecord, TermsAcceptance } from '../ports/payment-store';
import {
  BLOCKED_MESSAGE,
  DOCUMENT_NOT_FOUND,
  type DocumentCaller,
  isAdmin,
  loadDocumentFor,
} from './document-access';
import { type DocumentKind, documentKind, documentPrice, isSettled } from './document-kinds';
import { retryOnConflict } from './optimistic';
import { documentIdOf } from './payment-rounds';
import {
  type ApplyResult,
  applyProviderPayment,
  type PaymentDeps,
  providerStatusOf,
} from './payment-updates';
import { limitPixIssue, type RateLimitDeps } from './rate-limits';

export const PAYMENT_MESSAGES = {
  pixEmail: 'Informe e-mail válido',
  cardEmail: 'E-mail inválido',
  cardFields: 'Preencha todos os campos',
  alreadyPaid: 'Pagamento já aprovado',
  adminNoPayment: 'Admin: pagamento não exigido.',
  pixFailed: 'Falha ao gerar PIX',
  cardRefused: 'Pagamento não autorizado',
  createFailed: 'Erro ao criar pagamento',
} as const;

/** The "{email}" shape of spec part 1 §5.3: something@something.tld, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The payer's e-mail: the one the request names (the person changed it on purpose in the payment panel), or
 * else the signed-in person's own, from the verified token; an anonymous payer must name one.
 */
export function payerEmail(input: MpPayInput, caller: DocumentCaller): string {
  return input.email || caller.principal?.email || '';
}

function checkInput(input: MpPayInput, email: string): void {
  // The page asks for the terms first; a request without the current version (an old tab, a hand-made call)
  // has not accepted what is in force now.
  if (input.terms_version !== TERMS_VERSION)
    throw new BadRequestError(TERMS_REQUIRED_MESSAGE, 'terms_required');
  const card = input.method === 'card';
  if (!EMAIL_SHAPE.test(email)) {
    throw new BadRequestError(card ? PAYMENT_MESSAGES.cardEmail : PAYMENT_MESSAGES.pixEmail, 'invalid_email');
  }
  if (card && !input.token) throw new BadRequestError(PAYMENT_MESSAGES.cardFields, 'missing_card_token');
}

/**
 * The issue attempt of this request: the first is 1; a re-issue takes the next; so does any request once the
 * current attempt's payment is over (approved and used, rejected, cancelled, expired), since the same key
 * would only answer that finished payment again.
 */
function attemptFor(doc: DocumentRecord, current: PaymentRecord | null, reissue: boolean): number {
  if (doc.payment_attempt < 1) return 1;
  if (reissue) return doc.payment_attempt + 1;
  const status = current ? toMercadoPagoStatus(current.status) : null;
  if (current && current.attempt === doc.payment_attempt && status && isFinalStatus(status)) {
    return doc.payment_attempt + 1;
  }
  return doc.payment_attempt;
}

function gatewayFailure(error: unknown, method: MpPayInput['method']): Error {
  if (!(error instanceof PaymentGatewayError)) return error as Error;
  // A card Mercado Pago refuses (bad, used or unknown token, unknown brand) is the payer's "não autorizado".
  if ((error.kind === 'invalid-request' || error.kind === 'not-found') && method === 'card') {
    return new BadRequestError(PAYMENT_MESSAGES.cardRefused, 'card_refused', { cause: error });
  }
  const message = method === 'pix' ? PAYMENT_MESSAGES.pixFailed : PAYMENT_MESSAGES.createFailed;
  if (error.kind === 'unavailable')
    return new ServiceUnavailableError(message, 'gateway_unavailable', { cause: error });
  return new BadGatewayError(message, 'gateway_error', { cause: error });
}

/** "Contrato de locação CONT-9F3A2-C41B7": the kind and the reference a person reads (issue 41 item 5). */
export function paymentDescription(kind: Pick<DocumentKind, 'description'>, id: string): string {
  return `${kind.description} ${readableReference(id)}`;
}

/** Points the document at its newest payment (never over a newer issue, never away from a payment that paid it). */
async function linkPayment(
  deps: PaymentDeps,
  id: string,
  payment: GatewayPayment,
  attempt: number,
): Promise<void> {
  await retryOnConflict(async () => {
    const doc = await deps.documents.get(id);
    if (!doc || doc.payment_attempt > attempt) return;
    if (doc.payment_id === payment.id && doc.payment_attempt === attempt) return;
    if (isSettled(doc, deps.now()) && doc.payment_id !== payment.id) return;
    await deps.documents.update(
      id,
      doc.version,
      { payment_id: payment.id, payment_attempt: attempt },
      deps.now(),
    );
  });
}

/**
 * What Mercado Pago says of another PIX once it is dealt with: an open one cancelled, or read by id when it was
 * paid (also when it was paid this very moment, so could no longer be cancelled); null when it does not know it.
 */
async function closeOrRead(deps: PaymentDeps, other: GatewayPayment, approved: boolean) {
  if (!approved) {
    try {
      return await deps.gateway.cancelPayment(other.id);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      if (error.kind === 'not-found') return null;
      if (error.kind !== 'invalid-request') throw error;
    }
  }
  return deps.gateway.getPayment(other.id);
}

/**
 * The other PIX codes of the reference, as Mercado Pago has them, before a new payment: each still open is
 * cancelled so that nobody pays two codes for one document, and each found paid (or paid before it could be
 * cancelled) is applied at once, releasing the document or, when another payment did, refunded. `keep` is the
 * payment a retried request is answered with. Answers whether the document is now paid.
 */
async function settleOtherPix(deps: PaymentDeps, doc: DocumentRecord, keep: string | null): Promise<boolean> {
  let applied = false;
  try {
    let found = await deps.gateway.searchByExternalReference(doc.payment_reference);
    // The search may lag behind the newest payment; the document's own is asked for by id.
    if (doc.payment_id && doc.payment_id !== keep && !found.some((p) => p.id === doc.payment_id)) {
      const latest = await deps.gateway.getPayment(doc.payment_id);
      if (latest?.externalReference === doc.payment_reference) found = [latest, ...found];
    }
    for (const other of found) {
      const status = providerStatusOf(other);
      if (other.paymentMethodId !== 'pix' || other.id === keep || !status) continue;
      const approved = status === 'approved';
      // Over without paying, or a payment that released the document already: nothing left to do.
      if (approved ? doc.released_payment_ids?.includes(other.id) : isFinalStatus(status)) continue;
      const fetched = await closeOrRead(deps, other, approved);
      if (!fetched) continue;
      await applyProviderPayment(deps, fetched, approved ? 'poll' : 'cancel');
      applied = true;
    }
  } catch (error) {
    throw gatewayFailure(error, 'pix');
  }
  if (!applied) return false;
  const latest = await deps.documents.get(doc.id);
  return latest !== null && isSettled(latest, deps.now());
}

/** A PIX the payer can still pay for the document's current content. */
function usablePix(payment: GatewayPayment, doc: DocumentRecord): boolean {
  const status = providerStatusOf(payment);
  if (!status) return true;
  if (status === 'approved') return !doc.released_payment_ids?.includes(payment.id);
  return !isFinalStatus(status);
}

/** Cancels a PIX just made that is not needed after all, and records it so; a failure only leaves it open. */
async function withdrawNewPix(deps: PaymentDeps, payment: GatewayPayment): Promise<void> {
  try {
    await applyProviderPayment(deps, await deps.gateway.cancelPayment(payment.id), 'cancel');
  } catch (error) {
    deps.log.warn('a PIX made and not needed could not be cancelled', { payment_id: payment.id, error });
  }
}

/** Stores what the kind's rules ask before a payment (a resume's new payment round), on the latest version. */
async function prepareRound(deps: PaymentDeps, first: DocumentRecord, kind: DocumentKind) {
  const rules = kind.paymentRules;
  if (!rules) return first;
  let tries = 0;
  return retryOnConflict(async () => {
    const doc = tries++ === 0 ? first : await deps.documents.get(first.id);
    if (!doc) throw new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
    const now = deps.now();
    const changes = rules.beforePayment(doc, now);
    return changes ? deps.documents.update(doc.id, doc.version, changes, now) : doc;
  });
}

/** The consent this request gives: the version in force (checked by `checkInput`), now, by whom. */
function termsAcceptance(caller: DocumentCaller, now: number): TermsAcceptance {
  const by = caller.principal
    ? caller.principal.uid
    : `chave:${createHash('sha256')
        .update(caller.accessKey ?? '')
        .digest('hex')
        .slice(0, 16)}`;
  return { version: TERMS_VERSION, accepted_at: now, accepted_by: by };
}

export async function startPayment(
  deps: PaymentDeps,
  limits: RateLimitDeps,
  caller: DocumentCaller,
  input: MpPayInput,
): Promise<Omit<MpPayResponse, 'ok'>> {
  const email = payerEmail(input, caller);
  checkInput(input, email);
  // A resume is paid with its current round's reference (`{id}.p{n}`); any round leads to the resume, and the
  // payment is always made for the round current now.
  let doc = await loadDocumentFor(deps.documents, documentIdOf(input.reference), caller, {
    allowAdmin: true,
  });
  if (isAdmin(caller)) throw new ConflictError(PAYMENT_MESSAGES.adminNoPayment, 'admin_no_payment');
  const kind = documentKind(doc.kind);
  if (!kind) throw new BadRequestError('Documento sem pagamento disponível.', 'kind_unavailable');
  if (doc.blocked && !kind.paymentRules?.payableWhenBlocked) {
    throw new ForbiddenError(BLOCKED_MESSAGE, 'blocked');
  }
  if (isSettled(doc, deps.now())) throw new ConflictError(PAYMENT_MESSAGES.alreadyPaid, 'already_paid');
  // A payment buys the PDF of what is stored: a form its PDF would refuse is not sold.
  const check = kind.finalCheck(doc.form);
  if (!check.ok) {
    throw new BadRequestError(check.message, 'incomplete_document', { fields: fieldProblems(check.fields) });
  }
  const missing = kind.paymentProblems?.(doc.form) ?? [];
  if (missing.length > 0) throw new BadRequestError(missing.join('; '), 'incomplete_document');
  doc = await prepareRound(deps, doc, kind);

  // The price table and the stored form decide; nothing in the request (an `amount` is stripped by the schema,
  // `addReceipts` is the page's echo of the stored tick box) is read.
  const amountCents = documentPrice(kind, doc.form, deps.prices);
  const current = doc.payment_id ? await deps.payments.get(doc.payment_id) : null;
  let attempt = attemptFor(doc, current, input.reissue === true);
  const create = async (n: number): Promise<GatewayPayment> => {
    const base = {
      reference: doc.payment_reference,
      amountCents,
      payerEmail: email,
      // The payer's statement and Mercado Pago's receipt name the document as its pages and lists do.
      description: paymentDescription(kind, doc.id),
      attempt: n,
    };
    try {
      return input.method === 'pix'
        ? await deps.gateway.createPix(base)
        : await deps.gateway.createCard({
            ...base,
            token: input.token!,
            paymentMethodId: input.payment_method_id,
            issuerId: input.issuer_id,
          });
    } catch (error) {
      throw gatewayFailure(error, input.method);
    }
  };

  // A new code (a first issue, a re-issue, one after a payment that is over) is counted against the document's
  // hourly limit before Mercado Pago is asked; a retried request answered with the code it had is not.
  if (input.method === 'pix' && attempt !== doc.payment_attempt) await limitPixIssue(limits, doc.id);
  let payment = await create(attempt);
  if (input.method === 'pix' && !usablePix(payment, doc)) {
    // The key answered a PIX of this attempt that is over (lapsed, cancelled) or that paid earlier content.
    attempt += 1;
    payment = await create(attempt);
  }
  // A new PIX replaces any other still open (a re-issue, or a PIX after a refused card); a retried request,
  // answered with the PIX it had, and the first issue have none.
  if (input.method === 'pix' && doc.payment_attempt >= 1 && payment.id !== current?.payment_id) {
    if (await settleOtherPix(deps, doc, payment.id)) {
      // An older code was paid meanwhile: the new one is withdrawn before anyone sees it.
      await withdrawNewPix(deps, payment);
      throw new ConflictError(PAYMENT_MESSAGES.alreadyPaid, 'already_paid');
    }
  }

  const applied: ApplyResult = await applyProviderPayment(deps, payment, 'create', {
    method: input.method,
    priceOptions: kind.priceOptions?.(doc.form) ?? {},
    attempt,
    payerEmail: email,
    terms: termsAcceptance(caller, deps.now()),
  });
  if (!applied.matched || !applied.record) {
    throw new BadGatewayError(
      input.method === 'pix' ? PAYMENT_MESSAGES.pixFailed : PAYMENT_MESSAGES.createFailed,
      'payment_mismatch',
    );
  }
  // Approved at once, but the document was paid meanwhile by another payment: this one was refunded.
  if (applied.record.refund_requested_at) {
    throw new ConflictError(PAYMENT_MESSAGES.alreadyPaid, 'already_paid');
  }
  await linkPayment(deps, doc.id, payment, attempt);
  if (input.method === 'card' && applied.record.status === 'approved' && doc.payment_attempt >= 1) {
    // Paid by card: a PIX issued before must not be paid too. Were it paid anyway, it would be refunded.
    await settleOtherPix(deps, doc, null).catch((error: unknown) => {
      deps.log.warn('card payment approved, but an open PIX of the document could not be cancelled', {
        payment_id: payment.id,
        reference: doc.payment_reference,
        error,
      });
    });
  }

  return {
    payment: {
      id: payment.id,
      status: applied.record.status,
      status_detail: applied.record.status_detail,
      pix: payment.pix ? { qr_base64: payment.pix.qrBase64, qr_code: payment.pix.qrCode } : null,
      date_of_expiration: payment.dateOfExpiration,
    },
    amount_cents: applied.record.amount_cents,
  };
}
