// The rental contract and rent receipts use cases behind contrato-* and recibo-aluguel-* (spec part 2 §3, §4,
// §7; issue 18): drafts saved as the person types; receipts without a contract open to anonymous visitors and
// bound to an access key; owner-only (or key-only) access, 404 for anyone else; any edit after payment un-pays
// and needs a new payment; blocked (by an admin) refuses edits and deletion; the list newest first.
import type {
  ContratoKind,
  ContratoListItem,
  ContratoPaymentStatus,
  ContratoRecord,
  ContratoSaveInput,
  ContratoSaveResponse,
} from '@shared/api/contratos';
import { CONTRATO_KINDS } from '@shared/api/contratos';
import { CONTRATO_LOCACAO_MESSAGES } from '@shared/documents/contrato-locacao/schema';
import { BadRequestError, ForbiddenError, NotFoundError } from '../core/errors';
import type { DocumentRecord, DocumentStore } from '../ports/document-store';
import { DELETE_FORBIDDEN_MESSAGE } from './declaracoes';
import { DOCUMENT_NOT_FOUND, type DocumentCaller, loadDocumentFor } from './document-access';
import { type ErasureDeps, eraseDocumentTraces } from './document-erasure';
import { type CreationDeps, type DocumentKind, documentKind, isSettled } from './document-kinds';
import { type DocumentSaveInput, saveDocumentForm } from './document-saves';
import { formVersionOf, paymentStateVersion } from './form-versions';
import { invitationListStates, invitationViews } from './invitation-records';
import { retryOnConflict } from './optimistic';
import { epochSeconds, listOwnerKinds } from './owner-lists';
import { listsPaidVersion } from './paid-version';
import { recheckListed } from './payment-recheck';
import type { PaymentDeps } from './payment-updates';

export interface ContratoDeps {
  documents: DocumentStore;
  now: () => number;
}

function kindOf(kind: ContratoKind | 'promissoria'): DocumentKind {
  const found = documentKind(kind);
  if (!found) throw new BadRequestError('Documento indisponível.', 'kind_unavailable');
  return found;
}

/**
 * Creates (no reference) or updates a contract, receipts, a vehicle contract or a batch of promissory notes of
 * `kind`, through the one save of every kind (`document-saves.ts`): the whole form, or the changed fields on a
 * base version (409 over a newer one). The server keeps its own payment state: a changed form after a payment
 * un-pays the document and marks it `needs_repayment` (spec part 2 §4), only once the person confirmed it;
 * admins, who never pay, change nothing of it. A blocked document refuses changes but to an admin.
 */
export async function saveContrato(
  deps: ContratoDeps & CreationDeps,
  caller: DocumentCaller,
  kindName: ContratoKind | 'promissoria',
  input: Omit<DocumentSaveInput, 'id' | 'adminMode'> & { reference?: string },
): Promise<Omit<ContratoSaveResponse, 'ok'>> {
  const kind = kindOf(kindName);
  const { reference, ...rest } = input;
  const saved = await saveDocumentForm(
    deps,
    caller,
    {
      kind,
      kinds: [kind.kind],
      kindMismatchMessage: 'Documento indisponível.',
      blockedMessage: CONTRATO_LOCACAO_MESSAGES.bloqueado,
      adminMode: false,
      unpays: (doc) => doc.paid,
      onUnpay: { pdf_since_paid: false },
    },
    { ...rest, ...(reference !== undefined ? { id: reference } : {}) },
  );
  return { ...saved, reference: saved.id };
}

/** The save a `contrato-save`-shaped request asks for (`form` or `data`, `reference` or `id`). */
export function versionedInput(body: ContratoSaveInput): Parameters<typeof saveContrato>[3] {
  return {
    reference: body.reference ?? body.id,
    form: body.form ?? body.data,
    changes: body.changes,
    base_version: body.base_version,
    confirm_repayment: body.confirm_repayment,
  };
}

function paymentStatusOf(doc: DocumentRecord, now: number): ContratoPaymentStatus {
  return isSettled(doc, now) ? 'approved' : 'pending';
}

export function toContratoRecord(doc: DocumentRecord, now: number): ContratoRecord {
  return {
    reference: doc.id,
    kind: doc.kind as ContratoKind,
    form: doc.form,
    payment_status: paymentStatusOf(doc, now),
    paid: isSettled(doc, now),
    blocked: doc.blocked,
    needs_repayment: doc.needs_repayment,
    pdf_generated: doc.pdf_generated,
    created_at: epochSeconds(doc.created_at),
    form_version: formVersionOf(doc),
    convites: invitationViews(doc, now),
  };
}

/** One contract or receipts of the caller (owner or key holder) among `kinds`; 404 for anyone else's. */
export async function getContrato(
  deps: ContratoDeps,
  caller: DocumentCaller,
  id: string,
  kinds: readonly string[] = CONTRATO_KINDS,
): Promise<ContratoRecord> {
  const doc = await loadDocumentFor(deps.documents, id, caller, { allowAdmin: false, kinds });
  return toContratoRecord(doc, deps.now());
}

/**
 * Deletes the caller's own contract, receipts or promissory batch and what it left around it (its PDFs, codes,
 * the payer of its payments: `document-erasure.ts`); a blocked one stays ("Sem permissão").
 */
export async function deleteContrato(
  deps: ContratoDeps & { erasure: ErasureDeps },
  caller: DocumentCaller,
  id: string,
  kinds: readonly string[] = CONTRATO_KINDS,
): Promise<void> {
  await retryOnConflict(async () => {
    const doc = await loadDocumentFor(deps.documents, id, caller, { allowAdmin: false, kinds });
    if (doc.blocked) throw new ForbiddenError(DELETE_FORBIDDEN_MESSAGE, 'blocked');
    await eraseDocumentTraces(deps.erasure, doc, 'document', deps.now());
    await deps.documents.delete(id, doc.version);
  });
}

/** An admin blocks (or unblocks) anyone's contract or receipts: no PDF, payment, edit or deletion while blocked. */
export async function setContratoBlocked(
  deps: ContratoDeps,
  caller: DocumentCaller,
  id: string,
  blocked: boolean,
): Promise<{ id: string; blocked: boolean }> {
  return retryOnConflict(async () => {
    const doc = await loadDocumentFor(deps.documents, id, caller, {
      allowAdmin: true,
      kinds: CONTRATO_KINDS,
    });
    // Blocking is part of the payment state a save is based on (form-versions.ts).
    if (doc.blocked !== blocked)
      await deps.documents.update(id, doc.version, { blocked, ...paymentStateVersion(doc) }, deps.now());
    return { id, blocked };
  });
}

function toListItem(doc: DocumentRecord, now: number): ContratoListItem {
  // The parties a person tells their documents apart by (issue 41 item 5): names only, never a CPF.
  const names = documentKind(doc.kind)?.summary(doc.form ?? {}) ?? { titular: '', dependente: '' };
  return {
    id: doc.id,
    kind: doc.kind as ContratoKind,
    titular: names.titular,
    dependente: names.dependente,
    created_at: epochSeconds(doc.created_at),
    payment_status: paymentStatusOf(doc, now),
    pdf_generated: doc.pdf_generated,
    blocked: doc.blocked,
    needs_repayment: doc.needs_repayment,
    convites: invitationListStates(doc, now),
    ...(listsPaidVersion(doc) ? { paid_version_available: true } : {}),
  };
}

/**
 * The caller's contracts and receipts made signed in, newest first, `pageSize` at a time; the open payments of
 * the page asked about again first (a few per request).
 */
export async function listMyContratos(
  deps: ContratoDeps & { paymentDeps: PaymentDeps },
  caller: DocumentCaller,
  options: { pageSize: number; cursor?: string },
): Promise<{ list: ContratoListItem[]; next_cursor: string | null }> {
  const uid = caller.principal?.uid;
  if (!uid) throw new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
  const { page, next_cursor } = await listOwnerKinds(deps.documents, uid, CONTRATO_KINDS, options);
  const shown = await recheckListed(deps.paymentDeps, page);
  const now = deps.now();
  return { list: shown.map((doc) => toListItem(doc, now)), next_cursor };
}
