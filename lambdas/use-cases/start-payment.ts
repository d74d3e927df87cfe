// mp-pay (spec part 1 §4.3, §5.3, §7): issues a PIX or a one-instalment card payment for a document the caller
// may pay for, at the amount the server computes, with an idempotency key per issue attempt so a retried
// request gets the same payment and a deliberate re-issue ("Reemitir") a new one, cancelling the PIX it replaces.
import type { MpPayInput, MpPayResponse } from '@shared/api/payments';
import { paymentAmountCents } from '@shared/payments/amount';
import { isFinalStatus, toMercadoPagoStatus } from '@shared/payments/status-transitions';
import {
  BadGatewayError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
} from '../core/errors';
import type { DocumentRecord } from '../ports/document-store';
import { type GatewayPayment, PaymentGatewayError } from '../ports/payment-gateway';
import type { PaymentRecord } from '../ports/payment-store';
import {
  BLOCKED_MESSAGE,
  DOCUMENT_NOT_FOUND,
  type DocumentCaller,
  isAdmin,
  loadDocumentFor,
} from './document-access';
import { type DocumentKind, documentKind, isSettled } from './document-kinds';
import { retryOnConflict } from './optimistic';
import { documentIdOf } from './payment-rounds';
import {
  type ApplyResult,
  applyProviderPayment,
  type PaymentDeps,
  providerStatusOf,
} from './payment-updates';

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

function checkInput(input: MpPayInput): void {
  const card = input.method === 'card';
  if (!EMAIL_SHAPE.test(input.email)) {
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

/** The open PIX a new issue replaces: made through mp-pay for an earlier attempt, and still payable. */
function replacedPix(current: PaymentRecord | null, method: MpPayInput['method'], attempt: number) {
  if (!current || method !== 'pix' || current.method !== 'pix' || current.attempt === attempt) return null;
  const status = toMercadoPagoStatus(current.status);
  return status && !isFinalStatus(status) ? current : null;
}

/**
 * Cancels at Mercado Pago the PIX a re-issue replaces, so that nobody pays both codes. One that can no longer be
 * cancelled was most likely paid meanwhile: what Mercado Pago says of it is applied, and if it paid the document
 * the re-issue answers "Pagamento já aprovado" instead of issuing a second code.
 */
async function cancelReplaced(deps: PaymentDeps, replaced: PaymentRecord): Promise<void> {
  let fetched: GatewayPayment | null;
  try {
    fetched = await deps.gateway.cancelPayment(replaced.payment_id);
  } catch (error) {
    if (error instanceof PaymentGatewayError && error.kind === 'not-found') return;
    if (!(error instanceof PaymentGatewayError) || error.kind !== 'invalid-request')
      throw gatewayFailure(error, 'pix');
    try {
      fetched = await deps.gateway.getPayment(replaced.payment_id);
    } catch (readError) {
      throw gatewayFailure(readError, 'pix');
    }
  }
  if (!fetched) return;
  const applied = await applyProviderPayment(deps, fetched, 'cancel');
  if (applied.document && isSettled(applied.document, deps.now())) {
    throw new ConflictError(PAYMENT_MESSAGES.alreadyPaid, 'already_paid');
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

export async function startPayment(
  deps: PaymentDeps,
  caller: DocumentCaller,
  input: MpPayInput,
): Promise<Omit<MpPayResponse, 'ok'>> {
  checkInput(input);
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
  if (!check.ok) throw new BadRequestError(check.message, 'incomplete_document');
  doc = await prepareRound(deps, doc, kind);

  // The price table decides; nothing in the request (an `amount` is stripped by the schema) is read.
  const amountCents = paymentAmountCents(kind.priceKey, deps.prices, { addReceipts: input.addReceipts });
  const current = doc.payment_id ? await deps.payments.get(doc.payment_id) : null;
  let attempt = attemptFor(doc, current, input.reissue === true);
  const replaced = replacedPix(current, input.method, attempt);
  if (replaced) await cancelReplaced(deps, replaced);

  const create = async (n: number): Promise<GatewayPayment> => {
    const base = {
      reference: doc.payment_reference,
      amountCents,
      payerEmail: input.email,
      description: kind.description,
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

  let payment = await create(attempt);
  const status = providerStatusOf(payment);
  // A plain retry answered with the payment we already had, now over (a PIX that lapsed): issue the next one.
  if (payment.id === doc.payment_id && status && isFinalStatus(status) && status !== 'approved') {
    attempt += 1;
    payment = await create(attempt);
  }

  const applied: ApplyResult = await applyProviderPayment(deps, payment, 'create', {
    method: input.method,
    attempt,
    payerEmail: input.email,
  });
  if (!applied.matched || !applied.record) {
    throw new BadGatewayError(
      input.method === 'pix' ? PAYMENT_MESSAGES.pixFailed : PAYMENT_MESSAGES.createFailed,
      'payment_mismatch',
    );
  }
  await linkPayment(deps, doc.id, payment, attempt);

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
