// The release rule (issue 3 item 7): a PDF is rendered only here, from the form stored on the server, only for
// a document whose approved payment released it and that needs no new payment, or for an admin; it goes to the
// private bucket and out as a link valid for at most five minutes. An unchanged form's PDF is rendered once and
// handed out again (pdf-reuse.ts).

import type { DocumentPdfResponse } from '@shared/api/declaracoes';
import { confirmationLines } from '@shared/invitations/record';
import {
  BadRequestError,
  ForbiddenError,
  fieldProblems,
  NotFoundError,
  PaymentRequiredError,
} from '../core/errors';
import type { BusinessMetrics } from '../ports/business-metrics';
import type { DocumentRecord, DocumentStore } from '../ports/document-store';
import type { FileStore } from '../ports/file-store';
import type { PaymentStore } from '../ports/payment-store';
import {
  BLOCKED_MESSAGE,
  DOCUMENT_NOT_FOUND,
  type DocumentCaller,
  isAdmin,
  loadDocumentFor,
} from './document-access';
import { documentKind } from './document-kinds';
import { documentRenderer, hasRenderer } from './document-renderers';
import { retryOnConflict } from './optimistic';
import { NO_PAID_VERSION_MESSAGE, PAID_VERSION_VARIANT, releasablePaidVersion } from './paid-version';
import { isAdminRelease, releasedByPaymentOrAdmin } from './payment-release';
import { contentTypeOf, ensurePdf, fileNameOf, notedPdfKey, pdfInputHash, pdfKeyFor } from './pdf-reuse';
import { renderVerified, type VerificationDeps } from './verification';

export interface DocumentPdfDeps {
  documents: DocumentStore;
  payments: PaymentStore;
  files: FileStore;
  now: () => number;
  /** Each PDF handed out (link or file, new or reused) is a `PdfReleased` of its kind. */
  metrics: Pick<BusinessMetrics, 'pdfReleased'>;
  /** Codes of released PDFs (issue 23); absent: rendered without them. */
  verification?: VerificationDeps;
}

export const PDF_LINK_SECONDS = 300;
export const PAYMENT_REQUIRED_MESSAGE = 'Efetue o pagamento para liberar o PDF';

/**
 * Paid means: marked paid by a payment we hold as approved (or released by an admin without one), and not edited
 * since its PDF.
 */
async function isReleased(deps: DocumentPdfDeps, doc: DocumentRecord): Promise<boolean> {
  if (!doc.paid || doc.needs_repayment) return false;
  return releasedByPaymentOrAdmin(deps.payments, doc);
}

/** A released document's PDF: its stored object's key, the form it is drawn from and the instant of release. */
interface ReleasedPdf {
  doc: DocumentRecord;
  form: Record<string, unknown>;
  at: number;
  key: string;
  variant?: string;
  /** The form's own input hash (no variant): what tells a new form's codes from the same form's. */
  formHash: string;
  /** Released by an admin without a payment. */
  byAdmin: boolean;
  /** Issue 44: the lines of the parties who confirmed their own data, printed after the signatures. */
  confirmations?: string[];
}

/**
 * The PDF a released document already has, when its stored form no longer passes the kind's final check: a rule
 * added since (a field the law now asks for) must not take from a buyer the PDF they paid for and downloaded.
 * Only the one noted on the document, only while the bucket still holds it; otherwise the check's message.
 */
async function keptRelease(
  deps: DocumentPdfDeps,
  doc: DocumentRecord,
  variant: string | undefined,
  admin: boolean,
): Promise<ReleasedPdf | null> {
  if (variant !== undefined || !doc.pdf_key || !doc.pdf_generated) return null;
  if (!admin && !(doc.paid && !doc.needs_repayment)) return null;
  if (!(await deps.files.exists(doc.pdf_key))) return null;
  return {
    doc,
    form: doc.form,
    at: deps.now(),
    key: doc.pdf_key,
    variant,
    formHash: pdfInputHash(doc.kind, doc.form),
    byAdmin: isAdminRelease(doc.paid, doc),
  };
}

/**
 * The last paid version of a document edited since (issue 41 item 3, `paid-version.ts`): its PDF, rendered from the
 * kept form when its object is not noted (or no longer in the bucket), for its owner or an admin; 404 when there
 * is none to hand out. Nothing of the current form is touched.
 */
async function releasePaidVersion(
  deps: DocumentPdfDeps,
  caller: DocumentCaller,
  id: string,
  kinds: readonly string[],
  adminMode: boolean,
): Promise<ReleasedPdf> {
  return retryOnConflict(async () => {
    const doc = await loadDocumentFor(deps.documents, id, caller, { allowAdmin: adminMode, kinds });
    if (doc.blocked && !isAdmin(caller)) throw new ForbiddenError(BLOCKED_MESSAGE, 'blocked');
    const kept = await releasablePaidVersion(deps.payments, doc);
    if (!kept) throw new NotFoundError(NO_PAID_VERSION_MESSAGE, 'no_paid_version');
    const at = deps.now();
    const check = documentKind(doc.kind)?.finalCheck(kept.form);
    if (!check?.ok || !hasRenderer(doc.kind)) {
      // A rule added since: the PDF it had is still handed out while the bucket holds it.
      if (kept.pdf_key && (await deps.files.exists(kept.pdf_key)))
        return {
          doc,
          form: kept.form,
          at,
          key: kept.pdf_key,
          formHash: pdfInputHash(doc.kind, kept.form),
          byAdmin: kept.payment_id === null,
        };
      throw new NotFoundError(NO_PAID_VERSION_MESSAGE, 'no_paid_version');
    }
    const hash = pdfInputHash(doc.kind, check.form);
    const key =
      kept.pdf_key ??
      pdfKeyFor(
        doc.kind,
        doc.id,
        hash,
        (await documentRenderer(doc.kind))!.fileName(new Date(at), check.form, { id: doc.id }),
      );
    const saved =
      kept.pdf_key === key
        ? doc
        : await deps.documents.update(doc.id, doc.version, { paid_version: { ...kept, pdf_key: key } }, at);
    return { doc: saved, form: check.form, at, key, formHash: hash, byAdmin: kept.payment_id === null };
  });
}

/**
 * The release decision shared by the link and the file answers: the caller's document (404 otherwise), not
 * blocked, paid (402 otherwise; admins pass), a form the kind accepts, and where its PDF is (or goes).
 */
async function releasePdf(
  deps: DocumentPdfDeps,
  caller: DocumentCaller,
  id: string,
  kinds: readonly string[],
  adminMode: boolean,
  variant: string | undefined,
): Promise<ReleasedPdf> {
  if (variant === PAID_VERSION_VARIANT) return releasePaidVersion(deps, caller, id, kinds, adminMode);
  const admin = isAdmin(caller);
  return retryOnConflict(async () => {
    const doc = await loadDocumentFor(deps.documents, id, caller, { allowAdmin: adminMode, kinds });
    if (doc.blocked && !admin) throw new ForbiddenError(BLOCKED_MESSAGE, 'blocked');
    if (!admin && !(await isReleased(deps, doc))) {
      throw new PaymentRequiredError(PAYMENT_REQUIRED_MESSAGE, 'payment_required');
    }
    const check = documentKind(doc.kind)?.finalCheck(doc.form);
    if (!check || !hasRenderer(doc.kind))
      throw new BadRequestError('Documento sem PDF disponível.', 'kind_unavailable');
    if (!check.ok) {
      const kept = await keptRelease(deps, doc, variant, admin);
      if (kept) return kept;
      throw new BadRequestError(check.message, 'invalid_form', { fields: fieldProblems(check.fields) });
    }
    if (variant !== undefined && !documentKind(doc.kind)?.hasPdfVariant?.(check.form, variant)) {
      throw new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
    }
    const at = deps.now();
    // Issue 44: a confirmation is part of what the PDF prints; a document without one keeps its former hash.
    const confirmations = confirmationLines(doc.kind, doc.convites);
    const input = variant === undefined ? check.form : { form: check.form, variant };
    // The same form as the noted PDF's: that object is handed out again (rendered only if it is not there), and
    // the PDF engine is not even loaded for it; a new form's file name comes from its kind's renderer.
    const hash = pdfInputHash(doc.kind, confirmations.length > 0 ? { input, confirmations } : input);
    const key =
      notedPdfKey(doc, hash) ??
      pdfKeyFor(
        doc.kind,
        doc.id,
        hash,
        (await documentRenderer(doc.kind))!.fileName(new Date(at), check.form, { id: doc.id, variant }),
      );
    // Marked before the PDF goes out and only if the form is still the one rendered: an edit racing this
    // request either comes first (and is rendered on the retry) or after (and then needs a new payment). Only
    // the owner's own download spends the payment: an admin looking at it (support) must not make the owner's
    // next edit cost a new one. A PDF handed out again with nothing to mark writes nothing.
    const spent = doc.paid && !admin;
    const changes = {
      is_draft: false,
      pdf_generated: true,
      pdf_key: key,
      pdf_hash: hash,
      ...(spent ? { pdf_since_paid: true } : {}),
    };
    const unchanged = Object.entries(changes).every(
      ([field, value]) => doc[field as keyof DocumentRecord] === value,
    );
    const saved = unchanged ? doc : await deps.documents.update(doc.id, doc.version, changes, at);
    return {
      doc: saved,
      form: check.form,
      at,
      key,
      variant,
      formHash: pdfInputHash(doc.kind, check.form),
      byAdmin: isAdminRelease(doc.paid, doc),
      confirmations,
    };
  });
}

/** Renders the released file with its verification codes and records them; answers the bytes. */
const renderFor = (deps: DocumentPdfDeps, released: ReleasedPdf) => async () => {
  const { bytes } = await renderVerified(deps.verification, released, async (verification) =>
    (await documentRenderer(released.doc.kind))!.render(released.form, {
      createdAt: new Date(released.at),
      variant: released.variant,
      id: released.doc.id,
      ...(verification ? { verification } : {}),
      ...(released.confirmations?.length ? { confirmations: released.confirmations } : {}),
    }),
  );
  return bytes;
};

export async function releaseDocumentPdf(
  deps: DocumentPdfDeps,
  caller: DocumentCaller,
  id: string,
  kinds: readonly string[],
  /** An admin asks for someone else's document in admin mode only (their own needs no mode). */
  adminMode = false,
  /** Another PDF of the document than its one (a kind's `hasPdfVariant`: a batch's single note). */
  variant?: string,
): Promise<Omit<DocumentPdfResponse, 'ok'>> {
  const released = await releasePdf(deps, caller, id, kinds, adminMode, variant);
  const { key, at } = released;
  const contentType = contentTypeOf(key);
  await ensurePdf(deps.files, key, renderFor(deps, released), contentType);
  const url = await deps.files.presignedGetUrl(key, {
    expiresInSeconds: PDF_LINK_SECONDS,
    downloadName: fileNameOf(key),
    contentType,
  });
  deps.metrics.pdfReleased(released.doc.kind);
  return {
    url,
    file_name: fileNameOf(key),
    expires_at: new Date(at + PDF_LINK_SECONDS * 1000).toISOString(),
  };
}

/**
 * The same release answered as the file itself (routes whose spec answers `application/pdf`, e.g.
 * `autorizacao-viagem-get`): the stored object when the form is unchanged, else rendered and stored.
 */
export async function documentPdfFile(
  deps: DocumentPdfDeps,
  caller: DocumentCaller,
  id: string,
  kinds: readonly string[],
  adminMode = false,
  /** `PAID_VERSION_VARIANT`: the last paid version of a document edited since. */
  variant?: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const released = await releasePdf(deps, caller, id, kinds, adminMode, variant);
  const fileName = fileNameOf(released.key);
  const stored = await deps.files.get(released.key);
  const bytes = stored ?? (await renderFor(deps, released)());
  if (!stored) await deps.files.put(released.key, bytes, 'application/pdf');
  deps.metrics.pdfReleased(released.doc.kind);
  return { bytes, fileName };
}
