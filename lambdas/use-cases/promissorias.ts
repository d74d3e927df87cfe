// The promissory-note use cases behind promissoria-* (issue 20): a batch is one document of kind `promissoria`
// (its id the `lote_id`) saved, paid and edited as a contract is (contratos.ts); its notes are derived from the
// stored form by the server, listed and read by their owner only (404 for anyone else's).
import type { PromissoriaItem } from '@shared/api/promissorias';
import { noteId, parseNoteId, promissoriaNotes } from '@shared/documents/promissoria/notes';
import { checkPromissoria } from '@shared/documents/promissoria/schema';
import { readableReference, referenceSearchKey } from '@shared/format/reference';
import { NotFoundError } from '../core/errors';
import type { DocumentRecord, DocumentStore } from '../ports/document-store';
import { DOCUMENT_NOT_FOUND, type DocumentCaller, isAdmin, loadDocumentFor } from './document-access';
import { isSettled } from './document-kinds';
import { epochSeconds, listOwnerKinds } from './owner-lists';
import { listsPaidVersion } from './paid-version';
import { recheckListed } from './payment-recheck';
import type { PaymentDeps } from './payment-updates';

export const PROMISSORIA_KINDS = ['promissoria'] as const;

export interface PromissoriaDeps {
  documents: DocumentStore;
  now: () => number;
}

/** The notes of a saved batch, or none while its form is incomplete (a draft). */
function notesOf(doc: DocumentRecord, caller: DocumentCaller, now: number): PromissoriaItem[] {
  const check = checkPromissoria(doc.form);
  if (!check.ok) return [];
  const paid = isAdmin(caller) || isSettled(doc, now);
  // Said of every note of the batch: the paid version is the whole batch's, the list offers it once per batch.
  const paidVersion = listsPaidVersion(doc) ? { paid_version_available: true } : {};
  return promissoriaNotes(check.form, { loteId: doc.id, ownerUid: doc.owner_uid }).map((note) => ({
    ...note,
    id: noteId(doc.id, note.indice_parcela),
    lote_id: doc.id,
    paid,
    created_at: epochSeconds(doc.created_at),
    ...paidVersion,
  }));
}

/** How many of the caller's batches a filter by readable reference looks through, newest first. */
const READABLE_FILTER_BATCHES = 200;

/**
 * The caller's batches whose readable reference ("PROM-9F3A2-C41B7", what the list shows) holds `typed`'s letters
 * and digits (issue 41 item 5): the Lote filter takes what the person reads, not only the stored id.
 */
async function batchesByReadableReference(
  documents: PromissoriaDeps['documents'],
  uid: string,
  typed: string,
): Promise<DocumentRecord[]> {
  const key = referenceSearchKey(typed);
  if (key.length < 4) return [];
  const { page } = await listOwnerKinds(documents, uid, PROMISSORIA_KINDS, {
    pageSize: READABLE_FILTER_BATCHES,
  });
  return page.filter((doc) => referenceSearchKey(readableReference(doc.id)).includes(key));
}

/**
 * The caller's notes, newest batch first and in order within each: `pageSize` batches after `cursor`, or only
 * the batch `lote` (none when it is not the caller's). Open payments of the page are asked about again first.
 */
export async function listMyPromissorias(
  deps: PromissoriaDeps & { paymentDeps: PaymentDeps },
  caller: DocumentCaller,
  options: { pageSize: number; cursor?: string; lote?: string },
): Promise<{ list: PromissoriaItem[]; next_cursor: string | null }> {
  const uid = caller.principal?.uid;
  if (!uid) throw new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
  let batches: DocumentRecord[];
  let next: string | null = null;
  if (options.lote) {
    const doc = await deps.documents.get(options.lote);
    batches =
      doc && doc.kind === 'promissoria' && doc.owner_uid === uid
        ? [doc]
        : await batchesByReadableReference(deps.documents, uid, options.lote);
  } else {
    const { page, next_cursor } = await listOwnerKinds(deps.documents, uid, PROMISSORIA_KINDS, options);
    batches = page;
    next = next_cursor;
  }
  const shown = await recheckListed(deps.paymentDeps, batches);
  const now = deps.now();
  return { list: shown.flatMap((doc) => notesOf(doc, caller, now)), next_cursor: next };
}

/** One of the caller's notes by its id (`{lote_id}:{n}`); 404 for anyone else's or one the batch lacks. */
export async function getPromissoria(
  deps: PromissoriaDeps,
  caller: DocumentCaller,
  id: string,
): Promise<PromissoriaItem> {
  const parsed = parseNoteId(id);
  if (!parsed) throw new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
  const doc = await loadDocumentFor(deps.documents, parsed.loteId, caller, {
    allowAdmin: false,
    kinds: PROMISSORIA_KINDS,
  });
  const note = notesOf(doc, caller, deps.now())[parsed.indice - 1];
  if (!note) throw new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
  return note;
}
