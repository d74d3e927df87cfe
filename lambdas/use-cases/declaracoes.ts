// The declaration use cases behind declaracao-save/-get/-mine/-delete (spec part 2 §3, §4, §7): drafts saved
// as the person types, owner-only access, "mine" newest first across both declaration products, and the rule
// that a changed form after the PDF of a paid declaration needs a new payment.
import type {
  DeclaracaoListItem,
  DeclaracaoProduct,
  DeclaracaoRecord,
  DeclaracaoSaveInput,
} from '@shared/api/declaracoes';
import { DECLARACAO_PRODUCTS } from '@shared/api/declaracoes';
import { BadRequestError, ForbiddenError, NotFoundError } from '../core/errors';
import type { DocumentRecord, DocumentStore } from '../ports/document-store';
import { BLOCKED_MESSAGE, DOCUMENT_NOT_FOUND, type DocumentCaller, loadDocumentFor } from './document-access';
import { type ErasureDeps, eraseDocumentTraces } from './document-erasure';
import { type CreationDeps, documentKind } from './document-kinds';
import { saveDocumentForm } from './document-saves';
import { formVersionOf } from './form-versions';
import { retryOnConflict } from './optimistic';
import { epochSeconds, listOwnerKinds } from './owner-lists';
import { listsPaidVersion } from './paid-version';
import { recheckListed } from './payment-recheck';
import type { PaymentDeps } from './payment-updates';

export interface DeclaracaoDeps {
  documents: DocumentStore;
  now: () => number;
}

export const DELETE_FORBIDDEN_MESSAGE = 'Sem permissão';

const DECLARACAO_KINDS: readonly string[] = DECLARACAO_PRODUCTS;

function kindFor(product: string) {
  const kind = documentKind(product);
  if (!kind) throw new BadRequestError('Tipo de declaração ainda não disponível.', 'kind_unavailable');
  return kind;
}

export { sameForm } from './document-saves';

export interface SaveResult {
  id: string;
  needs_repayment: boolean;
  /** The stored form's version; unknown after a save that named no `base_version` and took the fast path. */
  form_version?: number;
  /** Answered once, to an anonymous creator: the key that opens the document from now on. */
  access_key?: string;
}

/**
 * Creates (no id) or updates a declaration through the one save of every kind (`document-saves.ts`); answers
 * its reference, whether it now needs a new payment and the form's version. A change after the PDF of a paid
 * declaration un-pays it, only with the person's confirmation.
 */
export function saveDeclaracao(
  deps: DeclaracaoDeps & CreationDeps,
  caller: DocumentCaller,
  input: Omit<DeclaracaoSaveInput, 'product'> & { product: string },
  /** The kinds the route serves (another kind's id is not found): the declarations', or another path's. */
  kinds: readonly string[] = DECLARACAO_KINDS,
): Promise<SaveResult> {
  return saveDocumentForm(
    deps,
    caller,
    {
      kind: kindFor(input.product),
      kinds,
      kindMismatchMessage: 'Tipo de declaração inválido',
      blockedMessage: BLOCKED_MESSAGE,
      adminMode: true,
      unpays: (doc) => doc.paid && doc.pdf_since_paid === true,
    },
    input,
    'Dados da declaração inválidos',
  );
}

export function toDeclaracaoRecord(doc: DocumentRecord): DeclaracaoRecord {
  return {
    id: doc.id,
    product: doc.kind as DeclaracaoProduct,
    form: doc.form,
    paid: doc.paid,
    paid_at: doc.paid_at ?? null,
    is_draft: doc.is_draft,
    needs_repayment: doc.needs_repayment,
    pdf_generated: doc.pdf_generated,
    pdf_since_paid: doc.pdf_since_paid === true,
    blocked: doc.blocked,
    payment_reference: doc.payment_reference,
    payment_id: doc.payment_id ?? null,
    created_at: epochSeconds(doc.created_at),
    updated_at: epochSeconds(doc.updated_at),
    form_version: formVersionOf(doc),
  };
}

/** One declaration; an admin reads anyone's only when asking for admin mode. */
export async function getDeclaracao(
  deps: DeclaracaoDeps,
  caller: DocumentCaller,
  id: string,
  adminMode: boolean,
): Promise<DeclaracaoRecord> {
  const doc = await loadDocumentFor(deps.documents, id, caller, {
    allowAdmin: adminMode,
    kinds: DECLARACAO_KINDS,
  });
  return toDeclaracaoRecord(doc);
}

/**
 * Deletes the caller's own declaration (or travel authorization) and what it left around it (its PDFs, codes,
 * the payer of its payments: `document-erasure.ts`); a blocked one stays ("Sem permissão").
 */
export async function deleteDeclaracao(
  deps: DeclaracaoDeps & { erasure: ErasureDeps },
  caller: DocumentCaller,
  id: string,
  kinds: readonly string[] = DECLARACAO_KINDS,
): Promise<void> {
  await retryOnConflict(async () => {
    const doc = await loadDocumentFor(deps.documents, id, caller, { allowAdmin: false, kinds });
    if (doc.blocked) throw new ForbiddenError(DELETE_FORBIDDEN_MESSAGE, 'blocked');
    await eraseDocumentTraces(deps.erasure, doc, 'document', deps.now());
    await deps.documents.delete(id, doc.version);
  });
}

function toListItem(doc: DocumentRecord): DeclaracaoListItem {
  const kind = documentKind(doc.kind);
  const names = kind ? kind.summary(doc.form) : { titular: '', dependente: '' };
  return {
    id: doc.id,
    product: doc.kind as DeclaracaoProduct,
    created_at: epochSeconds(doc.created_at),
    ...names,
    paid: doc.paid,
    is_draft: doc.is_draft,
    pdf_generated: doc.pdf_generated,
    needs_repayment: doc.needs_repayment,
    blocked: doc.blocked,
    ...(listsPaidVersion(doc) ? { paid_version_available: true } : {}),
  };
}

export interface MineResult {
  list: DeclaracaoListItem[];
  next_cursor: string | null;
}

/**
 * The caller's declarations of both products merged newest first, `pageSize` at a time; the open payments of the
 * page asked about again first (a few per request, `recheckListed`).
 */
export async function listMyDeclaracoes(
  deps: DeclaracaoDeps & { paymentDeps: PaymentDeps },
  caller: DocumentCaller,
  options: { pageSize: number; cursor?: string },
): Promise<MineResult> {
  const uid = caller.principal?.uid;
  if (!uid) throw new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
  const { page, next_cursor } = await listOwnerKinds(deps.documents, uid, DECLARACAO_PRODUCTS, options);
  const shown = await recheckListed(deps.paymentDeps, page);
  return { list: shown.map(toListItem), next_cursor };
}
