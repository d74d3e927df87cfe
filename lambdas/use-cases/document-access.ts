// Who may touch a document: its signed-in owner; for documents made anonymously (later kinds), whoever holds
// its access key; an admin where the use case allows. Anyone else is told the document does not exist.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCESS_KEY_HEADER } from '@shared/api/access-key';
import type { Principal } from '../auth/principal';
import { NotFoundError } from '../core/errors';
import type { DocumentRecord, DocumentState, DocumentStore } from '../ports/document-store';

/** The caller as the use cases see it. */
export interface DocumentCaller {
  /** The verified token's person; null on an anonymous call of an optional-auth route. */
  principal: Principal | null;
  /**
   * The access key an anonymous creator was given for a document (vehicle contract, power of attorney,
   * receipts). Unused by declarations, which always have an owner.
   */
  accessKey?: string | null;
}

export const DOCUMENT_NOT_FOUND = 'Documento não encontrado.';
/** Where an anonymous creator sends a document's access key (never in the URL); the SPA reads the same name. */
export const DOCUMENT_KEY_HEADER = ACCESS_KEY_HEADER;
export const BLOCKED_MESSAGE = 'Documento bloqueado (contate suporte).';

/** A new key of 256 random bits for an anonymous creator; only its hash is stored. */
export function newAccessKey(): string {
  return randomBytes(32).toString('base64url');
}

export function accessKeyHash(accessKey: string): string {
  return createHash('sha256').update(`document-access-key\0${accessKey}`).digest('hex');
}

/** Whether `accessKey` is the document's: SHA-256 digests compared in constant time. */
export function holdsKey(doc: DocumentState, accessKey: string | null | undefined): boolean {
  if (!doc.access_key_hash || !accessKey) return false;
  const expected = Buffer.from(doc.access_key_hash, 'hex');
  const given = Buffer.from(accessKeyHash(accessKey), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function isAdmin(caller: DocumentCaller): boolean {
  return caller.principal?.isAdmin === true;
}

/** Owner, key holder, or (when `allowAdmin`) an admin. */
export function canAccess(doc: DocumentState, caller: DocumentCaller, allowAdmin: boolean): boolean {
  if (allowAdmin && isAdmin(caller)) return true;
  if (doc.owner_uid) return caller.principal?.uid === doc.owner_uid;
  return holdsKey(doc, caller.accessKey);
}

export interface LoadOptions {
  allowAdmin: boolean;
  /** Only documents of these kinds exist for this endpoint. */
  kinds?: readonly string[];
}

/** The document, or 404 when it does not exist, is of another kind or belongs to someone else. */
export async function loadDocumentFor(
  documents: DocumentStore,
  id: string,
  caller: DocumentCaller,
  options: LoadOptions,
): Promise<DocumentRecord> {
  const doc = await documents.get(id);
  if (
    !doc ||
    (options.kinds && !options.kinds.includes(doc.kind)) ||
    !canAccess(doc, caller, options.allowAdmin)
  ) {
    throw new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
  }
  return doc;
}
