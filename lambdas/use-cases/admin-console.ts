// The admins' console (issue 22): the search over every document of every kind in the registry, one document's
// page (names, masked CPFs, timeline, payments) and the actions support takes on it (block, unblock, ask for a
// new payment, release without payment, ask Mercado Pago again). Each action goes through the rules the other
// use cases keep (conditional writes on the version, the kind's payment rules, the payment update path); the
// audit line with the reason is written by the handler pipeline.
import {
  ADMIN_PAGE_SIZE,
  type AdminActionResponse,
  type AdminDocumentResponse,
  type AdminDocumentRow,
  type AdminDocumentView,
  type AdminPaymentCheckResponse,
  type AdminPaymentView,
  type AdminSearchKey,
  type AdminSearchQuery,
  type AdminSearchResponse,
  type AdminSummaryLine,
  type AdminTimelineEntry,
  adminPaymentState,
  maskedCpf,
} from '@shared/api/admin';
import { type AdminAuditLine, AUDIT_PAGE_SIZE, type AuditChange } from '@shared/api/admin-audit';
import { nameSearchKey, readableReference, referenceSearchKey } from '@shared/format/reference';
import { toMercadoPagoStatus } from '@shared/payments/status-transitions';
import { BadGatewayError, ConflictError, NotFoundError, ServiceUnavailableError } from '../core/errors';
import type {
  AdminDocumentIndex,
  AdminFilter,
  AdminListedDocument,
  AdminPosition,
} from '../ports/admin-index';
import type { AuditTrail } from '../ports/audit-trail';
import type { DocumentRecord, DocumentStore } from '../ports/document-store';
import { PaymentGatewayError } from '../ports/payment-gateway';
import type { PaymentRecord, PaymentStore } from '../ports/payment-store';
import { DOCUMENT_NOT_FOUND } from './document-access';
import { allDocumentKinds, documentKind, firstPartyName, isSettled } from './document-kinds';
import { paymentStateVersion } from './form-versions';
import { retryOnConflict } from './optimistic';
import { recheckPaymentNow } from './payment-recheck';
import { documentIdOf, roundOf, roundReference } from './payment-rounds';
import type { PaymentDeps } from './payment-updates';

export interface AdminDeps {
  documents: DocumentStore;
  payments: PaymentStore;
  index: AdminDocumentIndex;
  audit: AuditTrail;
  now: () => number;
}

/** An action's answer with what it moved, for the audit item (`answerAudited` strips it from the answer). */
export type Audited<R> = R & { changes: AuditChange[] };

/** The fields that moved between `before` and `after` (`before` null: the document was not there). */
function changesOf<T extends object>(before: T | null, after: T, fields: readonly (keyof T & string)[]) {
  const value = (doc: T | null, field: keyof T) => {
    const v = doc?.[field];
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
  };
  return fields
    .map((field) => ({ field, before: value(before, field), after: value(after, field) }))
    .filter((change) => change.before !== change.after);
}

/** What an action on a document's payment state may move. */
const PAYMENT_STATE_FIELDS = ['paid', 'needs_repayment', 'payment_state'] as const;

const paymentStateOf = (doc: DocumentRecord) => ({
  paid: Boolean(doc.paid),
  needs_repayment: Boolean(doc.needs_repayment),
  payment_state: adminPaymentState(doc),
});

/** Brasília has kept UTC−3 all year since 2019: a day of the filter is that day there. */
const BRASILIA_OFFSET = '-03:00';
const MAX_ROUNDS_SHOWN = 20;
const PAYMENTS_PER_REFERENCE = 20;

export const ADMIN_MESSAGES = {
  notPaid: 'Este documento não está pago: não há o que cobrar de novo.',
  paymentNotFound: 'Pagamento não encontrado para este documento.',
  notRefundable: 'Só um pagamento aprovado pode ser reembolsado.',
  refundUnavailable: 'Mercado Pago indisponível: o reembolso não foi feito. Tente novamente.',
  refundRefused: 'Mercado Pago recusou o reembolso. Confira o pagamento no painel do Mercado Pago.',
} as const;

function encodeCursor(position: AdminPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

function decodeCursor(cursor: string | undefined): AdminPosition | null {
  if (!cursor) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'number' && typeof id === 'string') return { at, id };
  } catch {
    // an unreadable cursor starts from the newest, as none would
  }
  return null;
}

function filterOf(query: AdminSearchQuery): AdminFilter {
  return {
    kind: query.kind,
    state: query.state,
    blocked: query.blocked === undefined ? undefined : query.blocked === 'true',
    createdFrom: query.from ? Date.parse(`${query.from}T00:00:00${BRASILIA_OFFSET}`) : undefined,
    createdTo: query.to ? Date.parse(`${query.to}T23:59:59.999${BRASILIA_OFFSET}`) : undefined,
  };
}

function matches(doc: AdminListedDocument, filter: AdminFilter): boolean {
  if (filter.kind && doc.kind !== filter.kind) return false;
  if (filter.state && adminPaymentState(doc) !== filter.state) return false;
  if (filter.blocked !== undefined && doc.blocked !== filter.blocked) return false;
  if (filter.createdFrom !== undefined && doc.created_at < filter.createdFrom) return false;
  if (filter.createdTo !== undefined && doc.created_at > filter.createdTo) return false;
  return true;
}

function rowOf(doc: AdminListedDocument): AdminDocumentRow {
  return {
    reference: doc.id,
    kind: doc.kind,
    owner_email: doc.owner_email ?? null,
    created_at: doc.created_at,
    payment_state: adminPaymentState(doc),
    pdf_generated: Boolean(doc.pdf_generated),
    blocked: Boolean(doc.blocked),
  };
}

const newestFirst = (a: AdminListedDocument, b: AdminListedDocument) =>
  b.created_at - a.created_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * Newest first over one index query, or several read at once: a document is answered only when every
 * source not read to its end has been read past it, so no older page can hold a newer one; the cursor is the last
 * answered (or, when none could be, the point every source has reached).
 */
async function mergedPage(
  sources: ReadonlyArray<
    (after: AdminPosition | null, want: number) => ReturnType<AdminDocumentIndex['ofKind']>
  >,
  after: AdminPosition | null,
): Promise<{ items: AdminListedDocument[]; cursor: string | null }> {
  const pages = await Promise.all(sources.map((read) => read(after, ADMIN_PAGE_SIZE + 1)));
  const unread = pages.map((page) => page.readTo).filter((at): at is number => at !== null);
  const safeAbove = unread.length > 0 ? Math.max(...unread) : null;
  const eligible = pages
    .flatMap((page) => page.items)
    .filter((doc) => safeAbove === null || doc.created_at > safeAbove)
    .sort(newestFirst);
  const items = eligible.slice(0, ADMIN_PAGE_SIZE);
  const last = items.at(-1);
  if (items.length === ADMIN_PAGE_SIZE && last && (eligible.length > items.length || safeAbove !== null)) {
    return { items, cursor: encodeCursor({ at: last.created_at, id: last.id }) };
  }
  // Everything read so far is answered: go on from where the furthest-behind source stopped (ids sort below
  // U+FFFF, so its documents at that very millisecond come on the next page).
  return { items, cursor: safeAbove === null ? null : encodeCursor({ at: safeAbove, id: '\uffff' }) };
}

/** What `q` names: an e-mail (has @), a Mercado Pago payment id (digits only), else a reference. */
function searchKeyOf(q: string | undefined): AdminSearchKey {
  if (!q) return 'none';
  if (q.includes('@')) return 'email';
  if (/^\d+$/.test(q)) return 'payment_id';
  return 'reference';
}

/**
 * What a search that names no one document looks for (issue 41 item 5): a part of the reference a person reads
 * (a whole one, or anything with a digit: "CONT-9F3A2", "c41b7"), else a part of a party's name (names have no
 * digits).
 */
function partialKeyOf(q: string): 'reference_part' | 'name' {
  const whole = /^[a-z]{2,4}[- ]?[0-9a-f]{5}[- ]?[0-9a-f]{5}$/i.test(q.trim());
  return whole || /\d/.test(q) ? 'reference_part' : 'name';
}

/** Index entries whose readable reference (or stored id) holds `q`'s letters and digits. */
function referencePartFilter(q: string): AdminFilter['refine'] {
  const key = referenceSearchKey(q);
  return async (items) =>
    items.filter(
      (item) =>
        referenceSearchKey(readableReference(item.id)).includes(key) ||
        referenceSearchKey(item.id).includes(key),
    );
}

/**
 * Index entries whose parties' names (the kind's list names and its first party) hold `q`, case and accents
 * aside. The indexes hold no form (an autosave does not write them), so each entry read is fetched: the search
 * reads at most its pages' entries (3 × 100 per request).
 */
function nameFilter(deps: AdminDeps, q: string): AdminFilter['refine'] {
  const key = nameSearchKey(q);
  return async (items) => {
    const found = await Promise.all(
      items.map(async (item) => {
        const doc = await deps.documents.get(item.id);
        const kind = doc ? documentKind(doc.kind) : undefined;
        if (!doc || !kind) return false;
        const form = doc.form ?? {};
        const names = kind.summary(form);
        return [names.titular, names.dependente, firstPartyName(kind, form)].some((name) =>
          nameSearchKey(name).includes(key),
        );
      }),
    );
    return items.filter((_, i) => found[i]);
  };
}

/** Newest first over the kind's index, or every document's, with `filter` (and its refinement) applied. */
function listed(deps: AdminDeps, filter: AdminFilter, after: AdminPosition | null) {
  const kind = filter.kind;
  return kind
    ? mergedPage([(from, want) => deps.index.ofKind(kind, filter, from, want)], after)
    : // One index of every document, rather than one query per kind merged: one request whatever the kinds.
      mergedPage([(from, want) => deps.index.ofAll(filter, from, want)], after);
}

export async function searchDocuments(
  deps: AdminDeps,
  query: AdminSearchQuery,
): Promise<Omit<AdminSearchResponse, 'ok'>> {
  const kinds = allDocumentKinds().map((kind) => ({ kind: kind.kind, label: kind.description }));
  const filter = filterOf(query);
  const q = query.q ?? '';
  let searchedBy = searchKeyOf(query.q);
  const after = decodeCursor(query.cursor);
  let found: { items: AdminListedDocument[]; cursor: string | null } | null = null;
  if (searchedBy === 'reference' || searchedBy === 'payment_id') {
    // One document at most: read by its key (the payment's reference names it), then the filters apply.
    const id =
      searchedBy === 'reference' ? documentIdOf(q) : ((await deps.payments.get(q)) ?? null)?.reference;
    const doc = id ? await deps.documents.getState(documentIdOf(id)) : null;
    if (doc) found = { items: !after && matches(doc, filter) ? [doc] : [], cursor: null };
    // Naming no document by key: a part of a readable reference or of a party's name.
    else searchedBy = partialKeyOf(q);
  }
  if (searchedBy === 'reference_part' || searchedBy === 'name') {
    const refine = searchedBy === 'name' ? nameFilter(deps, q) : referencePartFilter(q);
    found = await listed(deps, { ...filter, refine }, after);
  } else if (searchedBy === 'email') {
    const email = q.toLowerCase();
    found = await mergedPage([(from, want) => deps.index.ofEmail(email, filter, from, want)], after);
  } else if (!found) {
    found = await listed(deps, filter, after);
  }
  return { searched_by: searchedBy, items: found.items.map(rowOf), cursor: found.cursor, kinds };
}

const PAYMENT_STATUS_TEXT: Record<string, string> = {
  pending: 'pendente',
  in_process: 'em análise',
  authorized: 'autorizado',
  approved: 'aprovado',
  rejected: 'recusado',
  cancelled: 'cancelado',
  expired: 'expirado',
  refunded: 'reembolsado',
  charged_back: 'contestado (chargeback)',
};

const SOURCE_TEXT: Record<string, string> = {
  create: 'na criação',
  webhook: 'por notificação',
  poll: 'pela página de pagamento',
  cancel: 'ao cancelar',
  recheck: 'na verificação automática',
  admin: 'por um administrador',
};

export function paymentStatusText(status: string): string {
  return PAYMENT_STATUS_TEXT[status] ?? status;
}

/** The names of the kind's list row, and every CPF the form holds with only its check digits shown. */
function summaryOf(doc: DocumentRecord): AdminSummaryLine[] {
  const kind = documentKind(doc.kind);
  const form = doc.form ?? {};
  const lines: AdminSummaryLine[] = [];
  const names = kind?.summary(form);
  if (names?.titular) lines.push({ label: 'Nome principal', value: names.titular });
  if (names?.dependente) lines.push({ label: 'Nome secundário', value: names.dependente });
  for (const [field, value] of Object.entries(form)) {
    if (!/cpf/i.test(field)) continue;
    const masked = maskedCpf(value);
    if (masked) lines.push({ label: `CPF (${field})`, value: masked });
  }
  return lines;
}

function viewOf(doc: DocumentRecord): AdminDocumentView {
  return {
    ...rowOf(doc),
    kind_label: documentKind(doc.kind)?.description ?? doc.kind,
    updated_at: doc.updated_at,
    paid_at: doc.paid_at ?? null,
    summary: summaryOf(doc),
  };
}

function paymentViewOf(record: PaymentRecord): AdminPaymentView {
  return {
    payment_id: record.payment_id,
    reference: record.reference,
    status: record.status,
    status_detail: record.status_detail ?? null,
    amount_cents: record.amount_cents,
    method: record.method,
    created_at: record.created_at,
    checked_at: record.checked_at,
    refund_requested_at: record.refund_requested_at ?? null,
    released: record.released,
  };
}

/** The references the document has paid under: its own id, or each payment round of a resume. */
function referencesOf(doc: DocumentRecord): string[] {
  const rounds = roundOf(doc.payment_reference);
  if (rounds === 0) return [doc.id];
  const first = Math.max(1, rounds - MAX_ROUNDS_SHOWN + 1);
  return Array.from({ length: rounds - first + 1 }, (_, i) => roundReference(doc.id, rounds - i));
}

function timelineOf(doc: DocumentRecord, payments: readonly PaymentRecord[]): AdminTimelineEntry[] {
  const entries: AdminTimelineEntry[] = [{ at: doc.created_at, text: 'Documento criado' }];
  for (const payment of payments) {
    for (const step of payment.history) {
      entries.push({
        at: step.at,
        text: `Pagamento ${payment.payment_id} (${payment.method === 'card' ? 'cartão' : 'PIX'}): ${paymentStatusText(step.status)} ${SOURCE_TEXT[step.source] ?? ''}`.trim(),
      });
    }
    if (payment.refund_requested_at) {
      entries.push({
        at: payment.refund_requested_at,
        text: `Pagamento ${payment.payment_id}: reembolso pedido ao Mercado Pago`,
      });
    }
  }
  if (doc.paid_at) entries.push({ at: doc.paid_at, text: 'Documento liberado' });
  if (doc.released_by_admin_at) {
    entries.push({ at: doc.released_by_admin_at, text: 'Liberado sem pagamento por um administrador' });
  }
  if (doc.refunded_at)
    entries.push({ at: doc.refunded_at, text: 'Liberação retirada (pagamento devolvido)' });
  if (doc.updated_at > doc.created_at) entries.push({ at: doc.updated_at, text: 'Última alteração salva' });
  return entries.sort((a, b) => a.at - b.at);
}

async function loadDocument(deps: AdminDeps, id: string): Promise<DocumentRecord> {
  const doc = await deps.documents.get(documentIdOf(id));
  if (!doc) throw new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
  return doc;
}

export async function adminDocument(deps: AdminDeps, id: string): Promise<Omit<AdminDocumentResponse, 'ok'>> {
  const doc = await loadDocument(deps, id);
  const [lists, audit] = await Promise.all([
    Promise.all(
      referencesOf(doc).map((reference) => deps.payments.listByReference(reference, PAYMENTS_PER_REFERENCE)),
    ),
    deps.audit.list(doc.id, null, AUDIT_PAGE_SIZE),
  ]);
  const payments = lists.flat().sort((a, b) => b.created_at - a.created_at);
  return {
    document: viewOf(doc),
    payments: payments.map(paymentViewOf),
    timeline: timelineOf(doc, payments),
    audit: audit.items,
    audit_cursor: audit.cursor,
  };
}

/** The admin actions, newest first: all of them, or one document's (`id`). */
export function adminAuditLines(
  deps: Pick<AdminDeps, 'audit'>,
  query: { id?: string; cursor?: string },
): Promise<{ items: AdminAuditLine[]; cursor: string | null }> {
  return deps.audit.list(query.id ? documentIdOf(query.id) : null, query.cursor ?? null, AUDIT_PAGE_SIZE);
}

/** Blocks or unblocks a document of any kind: a blocked one refuses edits, payments (but a resume's), PDFs. */
export async function setBlocked(
  deps: AdminDeps,
  id: string,
  blocked: boolean,
): Promise<Audited<Omit<AdminActionResponse, 'ok'>>> {
  let before: DocumentRecord | null = null;
  const doc = await retryOnConflict(async () => {
    const doc = await loadDocument(deps, id);
    before = doc;
    if (doc.blocked === blocked) return doc;
    return deps.documents.update(doc.id, doc.version, { blocked, ...paymentStateVersion(doc) }, deps.now());
  });
  return { document: viewOf(doc), changes: changesOf<DocumentRecord>(before, doc, ['blocked']) };
}

/**
 * `needs_repayment`: the paid document is withdrawn as a refund would (the kind's own rules), and its next PDF
 * needs a new payment. `release`: released as an approved payment would, without one (a payment still open and
 * approved later is then refunded by the update path, as one that bought nothing).
 */
export async function setPaymentState(
  deps: AdminDeps,
  id: string,
  action: 'needs_repayment' | 'release',
): Promise<Audited<Omit<AdminActionResponse, 'ok'>>> {
  let before: DocumentRecord | null = null;
  const doc = await retryOnConflict(async () => {
    const doc = await loadDocument(deps, id);
    before = doc;
    const now = deps.now();
    const rules = documentKind(doc.kind)?.paymentRules;
    if (action === 'release') {
      if (isSettled(doc, now)) return doc;
      return deps.documents.update(
        doc.id,
        doc.version,
        {
          paid: true,
          paid_at: now,
          needs_repayment: false,
          pdf_since_paid: false,
          released_by_admin_at: now,
          ...rules?.onRelease(doc, now),
          ...paymentStateVersion(doc),
        },
        now,
        // Released: no longer a draft left to expire (draft-retention.ts).
        doc.expires_at !== undefined ? ['expires_at'] : [],
      );
    }
    if (doc.needs_repayment && !doc.paid) return doc;
    if (!doc.paid) throw new ConflictError(ADMIN_MESSAGES.notPaid, 'not_paid');
    return deps.documents.update(
      doc.id,
      doc.version,
      {
        paid: false,
        needs_repayment: true,
        pdf_since_paid: false,
        released_by_admin_at: null,
        ...rules?.onWithdraw(doc),
        ...paymentStateVersion(doc),
      },
      now,
    );
  });
  return {
    document: viewOf(doc),
    changes: changesOf(before && paymentStateOf(before), paymentStateOf(doc), PAYMENT_STATE_FIELDS),
  };
}

/** The payment, when it is one of the document's. */
async function paymentOf(deps: PaymentDeps, id: string, paymentId: string): Promise<PaymentRecord> {
  const record = await deps.payments.get(paymentId);
  if (!record || documentIdOf(record.reference) !== documentIdOf(id)) {
    throw new NotFoundError(ADMIN_MESSAGES.paymentNotFound, 'payment_not_found');
  }
  return record;
}

/** "Consultar Mercado Pago": the payment must be the document's; the answer is applied by the update path. */
export async function checkPayment(
  deps: PaymentDeps,
  id: string,
  paymentId: string,
): Promise<Audited<Omit<AdminPaymentCheckResponse, 'ok'>>> {
  const record = await paymentOf(deps, id, paymentId);
  const checked = await recheckPaymentNow(deps, record);
  return {
    provider_status: checked.providerStatus,
    payment: paymentViewOf(checked.record),
    changes: paymentChanges(record, checked.record),
  };
}

/** A payment's status as the audit line shows it: `payment 123 status`. */
function paymentChanges(before: PaymentRecord, after: PaymentRecord): AuditChange[] {
  return before.status === after.status
    ? []
    : [{ field: `pagamento ${after.payment_id}`, before: before.status, after: after.status }];
}

/**
 * Refunds an approved payment of the document in full (Mercado Pago's one refund per payment: the idempotency
 * key is the payment's), notes it, and applies the refunded status through the update path at once, which
 * withdraws the release when this payment is the one that paid (the owner's PDF then needs a new payment).
 */
export async function refundApprovedPayment(
  deps: PaymentDeps,
  id: string,
  paymentId: string,
): Promise<Audited<Omit<AdminPaymentCheckResponse, 'ok'> & { document: AdminDocumentView }>> {
  const record = await paymentOf(deps, id, paymentId);
  const before = await deps.documents.get(documentIdOf(id));
  if (toMercadoPagoStatus(record.status) !== 'approved') {
    throw new ConflictError(ADMIN_MESSAGES.notRefundable, 'not_refundable');
  }
  try {
    await deps.gateway.refundPayment(paymentId);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    if (error.kind === 'unavailable') {
      throw new ServiceUnavailableError(ADMIN_MESSAGES.refundUnavailable, 'refund_unavailable', {
        cause: error,
      });
    }
    throw new BadGatewayError(ADMIN_MESSAGES.refundRefused, 'refund_refused', { cause: error });
  }
  const noted = await retryOnConflict(async () => {
    const current = (await deps.payments.get(paymentId)) ?? record;
    if (current.refund_requested_at) return current;
    return deps.payments.update(paymentId, current.version, { refund_requested_at: deps.now() }, deps.now());
  });
  const checked = await recheckPaymentNow(deps, noted);
  const doc = await deps.documents.get(documentIdOf(id));
  if (!doc) throw new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
  return {
    provider_status: checked.providerStatus,
    payment: paymentViewOf(checked.record),
    document: viewOf(doc),
    changes: [
      ...paymentChanges(record, checked.record),
      ...changesOf(before && paymentStateOf(before), paymentStateOf(doc), PAYMENT_STATE_FIELDS),
    ],
  };
}
