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
import { canonicalJson } from './canonical-json';
import {
  BLOCKED_MESSAGE,
  DOCUMENT_NOT_FOUND,
  type DocumentCaller,
  isAdmin,
  loadDocumentFor,
} from './document-access';
import { type ErasureDeps, eraseDocumentTraces } from './document-erasure';
import { type CreationDeps, createDocumentFor, documentKind } from './document-kinds';
import { retentionOnSave, signedInDraftExpiry } from './draft-retention';
import { formVersionOf, parseFormChanges, refuseStale } from './form-versions';
import { retryOnConflict } from './optimistic';
import { epochSeconds, listOwnerKinds } from './owner-lists';
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

function parseForm(product: string, form: unknown): Record<string, unknown> {
  const result = kindFor(product).draftSchema.safeParse(form);
  if (!result.success) {
    throw new BadRequestError(
      result.error.issues[0]?.message ?? 'Dados da declaração inválidos',
      'invalid_input',
    );
  }
  return result.data;
}

export function sameForm(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

export interface SaveResult {
  id: string;
  needs_repayment: boolean;
  /** The stored form's version; unknown after a save that named no `base_version` and took the fast path. */
  form_version?: number;
  /** Answered once, to an anonymous creator: the key that opens the document from now on. */
  access_key?: string;
}

async function createDeclaracao(
  deps: DeclaracaoDeps & CreationDeps,
  caller: DocumentCaller,
  product: string,
  form: Record<string, unknown>,
): Promise<SaveResult> {
  // Only the kinds open to visitors (the power of attorney) may be made without a sign-in (spec part 2 §6).
  const { id, accessKey } = await createDocumentFor(deps, caller, kindFor(product), form);
  return { id, needs_repayment: false, form_version: 1, ...(accessKey ? { access_key: accessKey } : {}) };
}

/**
 * Creates (no id) or updates a declaration; answers its reference, whether it now needs a new payment and the
 * form's version. A save on `base_version` sends only the changed fields and is refused (409) when another
 * window saved the form since.
 */
export async function saveDeclaracao(
  deps: DeclaracaoDeps & CreationDeps,
  caller: DocumentCaller,
  input: Omit<DeclaracaoSaveInput, 'product'> & { product: string },
  /** The kinds the route serves (another kind's id is not found): the declarations', or another path's. */
  kinds: readonly string[] = DECLARACAO_KINDS,
): Promise<SaveResult> {
  const id = input.id?.trim();
  const base = input.changes !== undefined ? input.base_version : undefined;
  if (!id) return createDeclaracao(deps, caller, input.product, parseForm(input.product, wholeForm(input)));

  // Most saves are an owner's autosave of a draft or of a declaration not yet released as a PDF: one
  // conditional write whose condition is that very decision (and the version the save was based on). Anything
  // else is read and decided below.
  const principal = caller.principal;
  if (principal && documentKind(input.product)) {
    const write =
      input.changes !== undefined
        ? { fields: parseFormChanges(kindFor(input.product).draftSchema, input.changes) }
        : { whole: parseForm(input.product, input.form) };
    const now = deps.now();
    const saved = await deps.documents.saveFormIfFree(
      id,
      {
        ownerUid: principal.uid,
        kind: input.product,
        formVersion: base,
        draftExpiresAt: signedInDraftExpiry(now),
      },
      write,
      now,
    );
    if (saved)
      return { id, needs_repayment: false, ...(base !== undefined ? { form_version: base + 1 } : {}) };
  }

  return retryOnConflict(async () => {
    // Admins may save anyone's declaration in admin edit mode only; nobody else learns it exists.
    const doc = await loadDocumentFor(deps.documents, id, caller, {
      allowAdmin: input.adminMode === true,
      kinds,
    });
    if (doc.kind !== input.product) throw new BadRequestError('Tipo de declaração inválido', 'kind_mismatch');
    const admin = isAdmin(caller);
    if (doc.blocked && !admin) throw new ForbiddenError(BLOCKED_MESSAGE, 'blocked');
    refuseStale(doc, base);
    const form = parseForm(
      doc.kind,
      input.changes !== undefined ? { ...doc.form, ...input.changes } : input.form,
    );
    const version = formVersionOf(doc);
    if (sameForm(doc.form, form)) return { id, needs_repayment: doc.needs_repayment, form_version: version };
    // The paid PDF was for the old content: new content needs a new payment (admins are exempt, spec part 1 §6).
    const repay = !admin && doc.paid && doc.pdf_since_paid === true;
    const now = deps.now();
    const saved = await deps.documents.update(
      id,
      doc.version,
      {
        form,
        form_version: version + 1,
        ...(repay ? { paid: false, needs_repayment: true } : {}),
        ...retentionOnSave(doc, now),
      },
      now,
    );
    return { id, needs_repayment: saved.needs_repayment, form_version: version + 1 };
  });
}

/** A new declaration is its whole form (changes on a base version only make sense for a stored one). */
function wholeForm(input: Pick<DeclaracaoSaveInput, 'form' | 'changes'>): Record<string, unknown> {
  return input.form ?? input.changes ?? {};
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
