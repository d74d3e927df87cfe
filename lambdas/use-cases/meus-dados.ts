// The holder's rights over their data (LGPD art. 18, issue 23): the export of everything we hold about a
// signed-in person (profile, every document of every kind with its form, the payments of those documents, the
// verification codes of their PDFs, and the stored PDFs and photos) as one ZIP, and the deletion of their
// account. Documents are found through the owner index of each registered kind, never by a scan.
//
// The deletion is a sequence of single-item idempotent steps, so a run stopped anywhere (a crash, the Lambda's
// time) is finished by running it again: the profile is marked `deleting_at` first; then each document in turn
// has its payments stripped to what accounting needs, its verification codes set to 'deleted', its PDF and
// photo objects deleted, and last the document item itself (the handle to all of those, so a run stopped
// before it finds them again); the owner's remaining codes are marked; the profile goes, and last of all the
// person's sign-in user, once every data step has succeeded (a run stopped before it is simply run again).
import { zipSync } from 'fflate';
import type { DocumentRecord, DocumentStore } from '../ports/document-store';
import type { FileStore } from '../ports/file-store';
import type { PaymentRecord, PaymentStore } from '../ports/payment-store';
import type { UserDirectory } from '../ports/user-directory';
import type { UserStore } from '../ports/user-store';
import type { VerificationEntry, VerificationStore } from '../ports/verification-store';
import {
  type ErasureDeps,
  eraseDocumentTraces,
  markCodeDeleted,
  paymentsOfDocument,
  photoKeyOf,
} from './document-erasure';
import { allDocumentKinds } from './document-kinds';
import { retryOnConflict } from './optimistic';
import { listOwnerKinds } from './owner-lists';
import { fileNameOf } from './pdf-reuse';

export interface MeusDadosDeps {
  documents: DocumentStore;
  payments: Pick<PaymentStore, 'listByReference' | 'forgetHolder' | 'forgetDocument' | 'listByOwner'>;
  verifications: Pick<VerificationStore, 'listByDocument' | 'listByOwner' | 'setState'>;
  users: UserStore;
  /** The private bucket: stored PDFs (`pdf/`), resume photos (`uploads/`), and the export itself. */
  files: Pick<FileStore, 'get' | 'put' | 'presignedGetUrl' | 'delete' | 'deleteUnder'>;
  /** The link items of the documents' invitations, deleted with them (issue 44). */
  invitationLinks: ErasureDeps['invitationLinks'];
  now: () => number;
}

/** The deletion's deps: the data's, and the sign-in users' directory (only the deletion route holds it). */
export interface AccountDeletionDeps extends MeusDadosDeps {
  directory: UserDirectory;
}

/** Whose account: the verified token's `sub` and the user pool's name for them (`cognito:username`). */
export interface AccountHolder {
  uid: string;
  username: string;
}

/** How long the export's link works. */
export const EXPORT_LINK_SECONDS = 300;
/** Documents read, and handled at once, per step of the export and of the deletion. */
const PAGE_SIZE = 25;
/**
 * A deletion call stops starting new documents after this long and answers `completed: false` (the page calls
 * again): well inside the route's 29 s, whatever one page of documents takes.
 */
export const DELETE_BUDGET_MS = 15_000;

/**
 * The export's one object per person, under the PDFs' area (so the bucket's lifecycle rule expires it), replaced
 * by each new export and deleted with the account.
 */
export function exportKeyOf(uid: string): string {
  return `pdf/meus-dados/${uid}/meus-dados.zip`;
}

const KINDS = () => allDocumentKinds().map((kind) => kind.kind);

/** Every document `uid` owns, of every registered kind, newest first. */
async function holderDocuments(documents: DocumentStore, uid: string): Promise<DocumentRecord[]> {
  const all: DocumentRecord[] = [];
  let cursor: string | undefined;
  do {
    const { page, next_cursor } = await listOwnerKinds(documents, uid, KINDS(), { pageSize: 100, cursor });
    all.push(...page);
    cursor = next_cursor ?? undefined;
  } while (cursor);
  return all;
}

/** `work` over `items`, PAGE_SIZE at a time (a person with hundreds of documents is not read all at once). */
async function inGroups<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += PAGE_SIZE) {
    results.push(...(await Promise.all(items.slice(start, start + PAGE_SIZE).map(work))));
  }
  return results;
}

const byPaymentId = (payments: readonly PaymentRecord[]) => [
  ...new Map(payments.map((payment) => [payment.payment_id, payment])).values(),
];

const byCode = (entries: readonly VerificationEntry[]) => [
  ...new Map(entries.map((entry) => [entry.code, entry])).values(),
];

/**
 * A ZIP of everything held about `uid`: `meus-dados.json` (profile, documents with their forms, payments,
 * verification codes), each document's stored PDF and each resume's photo. Stored under the person's export
 * key and answered as a five-minute link: the PDFs and photos of a long-time customer can exceed what a Lambda
 * may answer in its body (6 MB), and a link is how every PDF route already hands out files.
 */
export async function exportHolderData(
  deps: MeusDadosDeps,
  uid: string,
): Promise<{ url: string; file_name: string; expires_at: string }> {
  const now = deps.now();
  const [profile, documents, ownerCodes, ownerPayments] = await Promise.all([
    deps.users.get(uid),
    holderDocuments(deps.documents, uid),
    deps.verifications.listByOwner(uid),
    deps.payments.listByOwner(uid),
  ]);
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  const perDocument = await inGroups(documents, async (doc) => {
    const [payments, codes, pdf, photo] = await Promise.all([
      paymentsOfDocument(deps.payments, doc),
      deps.verifications.listByDocument(doc.id),
      doc.pdf_key ? deps.files.get(doc.pdf_key) : null,
      photoKeyOf(doc) ? deps.files.get(photoKeyOf(doc)!) : null,
    ]);
    // PDFs and photos are compressed already: stored as they are.
    const pdfPath = pdf && doc.pdf_key ? `pdfs/${doc.id}/${fileNameOf(doc.pdf_key)}` : null;
    if (pdf && pdfPath) files[pdfPath] = [pdf, { level: 0 }];
    const photoPath = photo ? `fotos/${doc.id}/${fileNameOf(photoKeyOf(doc)!)}` : null;
    if (photo && photoPath) files[photoPath] = [photo, { level: 0 }];
    return { document: { ...doc, arquivo_pdf: pdfPath, arquivo_foto: photoPath }, payments, codes };
  });
  const data = {
    gerado_em: new Date(now).toISOString(),
    perfil: profile,
    documentos: perDocument.map((entry) => entry.document),
    // Those of deleted documents too, as long as tax law keeps them.
    pagamentos: byPaymentId([...perDocument.flatMap((entry) => entry.payments), ...ownerPayments]),
    codigos_verificacao: byCode([...ownerCodes, ...perDocument.flatMap((entry) => entry.codes)]),
  };
  const zip = zipSync({
    'meus-dados.json': new TextEncoder().encode(JSON.stringify(data, null, 2)),
    'LEIA-ME.txt': new TextEncoder().encode(README),
    ...files,
  });
  const key = exportKeyOf(uid);
  await deps.files.put(key, zip, 'application/zip');
  const fileName = `meus-dados-${new Date(now).toISOString().slice(0, 10)}.zip`;
  const url = await deps.files.presignedGetUrl(key, {
    expiresInSeconds: EXPORT_LINK_SECONDS,
    downloadName: fileName,
    contentType: 'application/zip',
  });
  return { url, file_name: fileName, expires_at: new Date(now + EXPORT_LINK_SECONDS * 1000).toISOString() };
}

const README = `Seus dados no Documentos Prontos

meus-dados.json: tudo o que guardamos sobre você, como está guardado:
- perfil: o cadastro feito no login (e-mail, nome, datas de acesso);
- documentos: cada documento seu, de todo tipo, com o formulário preenchido, datas e situação do pagamento;
- pagamentos: os seus pagamentos (situação, valor em centavos, datas, id do Mercado Pago), inclusive os de
  documentos que você excluiu, guardados por 5 anos como pede a lei tributária (CTN, arts. 173 e 195);
- codigos_verificacao: os códigos de verificação impressos nos seus PDFs.
pdfs/ e fotos/: os PDFs guardados e as fotos dos currículos.
`;

/**
 * One document's deletion, each step idempotent and the item itself last: a run stopped halfway finds it again
 * through the owner index and repeats the steps. Read afresh on each try, so a save racing it (a new PDF or
 * photo) is cleaned up too before the item goes.
 */
async function deleteDocument(deps: MeusDadosDeps, id: string, now: number): Promise<boolean> {
  return retryOnConflict(async () => {
    const doc = await deps.documents.get(id);
    if (!doc) return false;
    await eraseDocumentTraces(deps, doc, 'account', now);
    await deps.documents.delete(doc.id, doc.version);
    return true;
  });
}

/**
 * Deletes the holder's account: every document, draft, stored PDF and photo, the export, the profile, and last
 * the sign-in user; payments kept stripped to the accounting fields; verification codes set to 'deleted'.
 * Idempotent and resumable. Passes over
 * the owner indexes until one finds nothing it has not handled, so a document created while it runs (another
 * tab) is deleted too, and an index entry not yet gone (indexes are eventually consistent) is not read as new.
 * It stops starting pages after DELETE_BUDGET_MS and answers `completed: false`, to be called again.
 */
export async function deleteHolderAccount(
  deps: AccountDeletionDeps,
  holder: AccountHolder,
): Promise<{ completed: boolean; deleted_documents: number }> {
  const { uid } = holder;
  const started = deps.now();
  await deps.users.markDeleting(uid, started);
  const handled = new Set<string>();
  let deleted = 0;
  let found: number;
  do {
    found = 0;
    let cursor: string | undefined;
    do {
      if (deps.now() - started > DELETE_BUDGET_MS) return { completed: false, deleted_documents: deleted };
      const { page, next_cursor } = await listOwnerKinds(deps.documents, uid, KINDS(), {
        pageSize: PAGE_SIZE,
        cursor,
      });
      const fresh = page.filter((doc) => !handled.has(doc.id));
      // Every step started is let finish before a failure is answered: the next run starts from a known state.
      const done = await Promise.allSettled(fresh.map((doc) => deleteDocument(deps, doc.id, deps.now())));
      const failed = done.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      for (const doc of fresh) handled.add(doc.id);
      found += fresh.length;
      deleted += done.filter((result) => result.status === 'fulfilled' && result.value).length;
      cursor = next_cursor ?? undefined;
    } while (cursor);
  } while (found > 0);
  // Codes and payments of documents the person had deleted one by one before, found by owner.
  const now = deps.now();
  for (const entry of await deps.verifications.listByOwner(uid))
    await markCodeDeleted(deps.verifications, entry, now);
  for (const payment of await deps.payments.listByOwner(uid)) {
    await deps.payments.forgetHolder(payment.payment_id, now);
  }
  await deps.files.delete(exportKeyOf(uid));
  await deps.users.retire(uid, deps.now());
  // Last, after every data step succeeded: while the user exists the person can sign in and run this again.
  await deps.directory.deleteUser(holder.username);
  return { completed: true, deleted_documents: deleted };
}
