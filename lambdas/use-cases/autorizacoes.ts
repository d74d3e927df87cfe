// The minor travel authorization use cases behind autorizacao-viagem-save/-load/-mine/-delete (issue 21): the
// declarations' rules for one kind (drafts saved as the person types on a form version, owner-only access with
// 404 for anyone else, a change after the paid PDF needs a new payment), and the list of spec part 2 §3.
import {
  AUTORIZACAO_KIND,
  type AutorizacaoListItem,
  type AutorizacaoRecord,
  type AutorizacaoSaveInput,
} from '@shared/api/autorizacoes';
import { NotFoundError } from '../core/errors';
import type { DocumentRecord } from '../ports/document-store';
import { type DeclaracaoDeps, deleteDeclaracao, type SaveResult, saveDeclaracao } from './declaracoes';
import { DOCUMENT_NOT_FOUND, type DocumentCaller, loadDocumentFor } from './document-access';
import type { ErasureDeps } from './document-erasure';
import type { CreationDeps } from './document-kinds';
import { formVersionOf } from './form-versions';
import { epochSeconds, listOwnerKinds } from './owner-lists';
import { listsPaidVersion } from './paid-version';
import { recheckListed } from './payment-recheck';
import type { PaymentDeps } from './payment-updates';

const KINDS: readonly string[] = [AUTORIZACAO_KIND];

/** Creates (no id) or updates the caller's authorization. */
export function saveAutorizacao(
  deps: DeclaracaoDeps & CreationDeps,
  caller: DocumentCaller,
  input: AutorizacaoSaveInput,
): Promise<SaveResult> {
  return saveDeclaracao(deps, caller, { ...input, product: AUTORIZACAO_KIND }, KINDS);
}

function toRecord(doc: DocumentRecord): AutorizacaoRecord {
  return {
    id: doc.id,
    reference: doc.id,
    form: doc.form,
    paid: doc.paid,
    is_draft: doc.is_draft,
    needs_repayment: doc.needs_repayment,
    pdf_generated: doc.pdf_generated,
    pdf_since_paid: doc.pdf_since_paid === true,
    blocked: doc.blocked,
    created_at: epochSeconds(doc.created_at),
    form_version: formVersionOf(doc),
  };
}

/** One of the caller's authorizations (an admin's own only: support reads the PDF route in admin mode). */
export async function loadAutorizacao(
  deps: DeclaracaoDeps,
  caller: DocumentCaller,
  id: string,
): Promise<AutorizacaoRecord> {
  return toRecord(await loadDocumentFor(deps.documents, id, caller, { allowAdmin: false, kinds: KINDS }));
}

/** Deletes the caller's own authorization; a blocked one stays ("Sem permissão"). */
export function deleteAutorizacao(
  deps: DeclaracaoDeps & { erasure: ErasureDeps },
  caller: DocumentCaller,
  id: string,
): Promise<void> {
  return deleteDeclaracao(deps, caller, id, KINDS);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function toListItem(doc: DocumentRecord): AutorizacaoListItem {
  return {
    id: doc.id,
    reference: doc.id,
    created_at: epochSeconds(doc.created_at),
    menor_nome: text(doc.form.menor_nome),
    responsavel_nome: text(doc.form.aut1_nome),
    paid: doc.paid,
    is_draft: doc.is_draft,
    pdf_generated: doc.pdf_generated,
    needs_repayment: doc.needs_repayment,
    blocked: doc.blocked,
    ...(listsPaidVersion(doc) ? { paid_version_available: true } : {}),
  };
}

/** The caller's authorizations newest first, `pageSize` at a time; their open payments asked about again first. */
export async function listMyAutorizacoes(
  deps: DeclaracaoDeps & { paymentDeps: PaymentDeps },
  caller: DocumentCaller,
  options: { pageSize: number; cursor?: string },
): Promise<{ list: AutorizacaoListItem[]; next_cursor: string | null }> {
  const uid = caller.principal?.uid;
  if (!uid) throw new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
  const { page, next_cursor } = await listOwnerKinds(deps.documents, uid, KINDS, options);
  const shown = await recheckListed(deps.paymentDeps, page);
  return { list: shown.map(toListItem), next_cursor };
}
