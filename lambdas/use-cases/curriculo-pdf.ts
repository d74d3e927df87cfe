// The resume's PDFs (spec part 1 §4.1, issue 5 items 2 and 4): the clean one only from the stored resume, only
// while its payment releases it (30 days) or for an admin, into the private bucket and out by a five-minute
// link; the preview from the page's data, "PRÉVIA" across every page, answered in the body. Both print the
// photo only when its bytes really are a JPEG or PNG within the limit.
import type { DocumentPdfResponse } from '@shared/api/declaracoes';
import type { CurriculoPhoto } from '@shared/documents/curriculo/render';
import { curriculoFileName, defaultLayout } from '@shared/documents/curriculo/rules';
import { type CurriculoForm, checkCurriculo } from '@shared/documents/curriculo/schema';
import { renderMarked } from '@shared/verification/code';
import { BadRequestError, fieldProblems, NotFoundError, PaymentRequiredError } from '../core/errors';
import type { Logger } from '../core/logger';
import { loadPdfEngine } from '../pdf-engine/load';
import type { BusinessMetrics } from '../ports/business-metrics';
import type { DocumentRecord, DocumentStore } from '../ports/document-store';
import type { FileStore, PhotoStore } from '../ports/file-store';
import type { PaymentStore } from '../ports/payment-store';
import { curriculoMeta, isCurriculoReleased } from './curriculo-kind';
import {
  type CurriculoLayoutChoice,
  curriculoLayoutOf,
  curriculoPdfHash,
  releasableCurriculoVersion,
} from './curriculo-paid-version';
import { fotoProblem, isFotoKey, isOwnPendingFotoKey, readableFotoKey } from './curriculo-photos';
import { CURRICULO_KINDS, parseDraft } from './curriculos';
import { type DocumentCaller, isAdmin, loadDocumentFor } from './document-access';
import { retryOnConflict } from './optimistic';
import { NO_PAID_VERSION_MESSAGE } from './paid-version';
import { isAdminRelease, releasedByPaymentOrAdmin } from './payment-release';
import { ensurePdf, fileNameOf, notedPdfKey, pdfInputHash, pdfKeyFor } from './pdf-reuse';
import { limitPreview, type RateLimitDeps } from './rate-limits';
import { renderVerified, type VerificationDeps } from './verification';

export interface CurriculoPdfDeps {
  documents: DocumentStore;
  payments: PaymentStore;
  files: FileStore;
  photos: PhotoStore;
  now: () => number;
  log: Logger;
  /** Each clean PDF handed out is a `PdfReleased` of its kind (a preview is not a release). */
  metrics: Pick<BusinessMetrics, 'pdfReleased'>;
  /** Codes of released PDFs (issue 23); absent: rendered without them. */
  verification?: VerificationDeps;
}

/** The PDF link's life (at most five minutes) and the 402 message, as for every document's PDF. */
export const PDF_LINK_SECONDS = 300;
export const PAYMENT_REQUIRED_MESSAGE = 'Efetue o pagamento para liberar o PDF';

export type CurriculoPreviewDeps = Pick<
  CurriculoPdfDeps,
  'documents' | 'payments' | 'photos' | 'log' | 'now'
> & {
  /** Previews per person per minute (`rate-limits.ts`). */
  rateLimits: RateLimitDeps;
};

/**
 * The photo to print, or null: a stored JPEG or PNG within FOTO_MAX_BYTES and FOTO_MAX_SIDE pixels a side, read
 * from its header before anything decodes it (the type declared at upload is not trusted, and s3rver does not
 * hold an upload to its signed length as S3 does).
 * A bad photo never costs the person their resume: it prints without it.
 */
export async function loadPhoto(
  photos: PhotoStore,
  key: string,
  log: Logger,
): Promise<CurriculoPhoto | null> {
  if (!isFotoKey(key)) return null;
  const bytes = await photos.get(key);
  if (!bytes) {
    log.warn('resume photo not found: printed without it', { foto_key: key });
    return null;
  }
  const problem = fotoProblem(bytes);
  if (problem) {
    // Only a hand-made upload gets here (the page scales and re-encodes), or one saved before these checks.
    log.warn('resume photo refused from its header: printed without it', { foto_key: key, problem });
    return null;
  }
  const type = (await loadPdfEngine()).detectFotoType(bytes);
  if (!type) return null;
  return { bytes, type };
}

/**
 * Released for the resume's current round, within its 30 days: by a payment we hold as approved for that round,
 * or by an admin without one (`payment-release.ts`, the same reading as for the other kinds).
 */
async function isPaidRelease(
  deps: Pick<CurriculoPdfDeps, 'payments' | 'now'>,
  doc: DocumentRecord,
): Promise<boolean> {
  if (!isCurriculoReleased(doc, deps.now())) return false;
  return releasedByPaymentOrAdmin(deps.payments, doc);
}

export type PdfChoice = CurriculoLayoutChoice;

/** `curriculo-pdf`: a five-minute link to the clean PDF; 402 "Efetue o pagamento para liberar o PDF" before. */
export async function releaseCurriculoPdf(
  deps: CurriculoPdfDeps,
  caller: DocumentCaller,
  id: string,
  choice: PdfChoice,
): Promise<Omit<DocumentPdfResponse, 'ok'>> {
  const doc = await loadDocumentFor(deps.documents, id, caller, { allowAdmin: true, kinds: CURRICULO_KINDS });
  const paid = await isPaidRelease(deps, doc);
  if (!isAdmin(caller) && !paid) {
    throw new PaymentRequiredError(PAYMENT_REQUIRED_MESSAGE, 'payment_required');
  }
  const check = checkCurriculo(doc.form);
  if (!check.ok)
    throw new BadRequestError(check.message, 'invalid_form', { fields: fieldProblems(check.fields) });
  const at = deps.now();
  const layout = curriculoLayoutOf(doc, check.form, choice);
  // The same resume in the same layout as the noted PDF: that object is handed out again (rendered only if it is
  // not there); another input is noted first, so requests racing to render it write one object.
  const hash = curriculoPdfHash(doc, check.form, layout);
  const key =
    notedPdfKey(doc, hash) ??
    (await deps.documents.notePdf(doc.id, {
      // The object's key names no one (the bucket's access logs keep keys for a year); the person's name is
      // only in the download name the link asks the browser to save it under.
      pdf_key: pdfKeyFor('curriculo', doc.id, hash, `curriculo_${at}.pdf`),
      pdf_hash: hash,
    }));
  await ensurePdf(deps.files, key, () =>
    renderReleased(deps, {
      doc,
      form: check.form,
      layout,
      at,
      byAdmin: isAdminRelease(paid, doc),
    }),
  );
  return linkTo(deps, doc, key, check.form.nome, at);
}

/** The clean PDF of `form` in `layout`, with its verification code and the seal. */
async function renderReleased(
  deps: CurriculoPdfDeps,
  release: {
    doc: DocumentRecord;
    form: CurriculoForm;
    layout: Required<PdfChoice>;
    at: number;
    byAdmin: boolean;
  },
): Promise<Uint8Array> {
  const { doc, form, layout, at } = release;
  const verified = { doc, form, formHash: pdfInputHash(doc.kind, form), byAdmin: release.byAdmin, at };
  const photo = await loadPhoto(deps.photos, form.foto_key, deps.log);
  const engine = await loadPdfEngine();
  const { bytes } = await renderVerified(deps.verification, verified, (marks) =>
    renderMarked(marks, (verificationUrl, documentReference) =>
      engine.renderCurriculoPdf(form, {
        ...layout,
        photo,
        createdAt: new Date(at),
        ...(verificationUrl ? { verificationUrl } : {}),
        ...(documentReference ? { documentReference } : {}),
      }),
    ),
  );
  return bytes;
}

/**
 * The five-minute link to the stored PDF `key`, and the name the page saves it under: the person's and the time
 * the object was rendered (its key's), so the same PDF downloads under the same name. The link itself carries
 * only the key's own name: its query is in the bucket's access logs for a year (issue 40 item 7).
 */
async function linkTo(
  deps: CurriculoPdfDeps,
  doc: DocumentRecord,
  key: string,
  nome: string,
  at: number,
): Promise<Omit<DocumentPdfResponse, 'ok'>> {
  const renderedAt = Number(/_(\d{13})\.pdf$/.exec(fileNameOf(key))?.[1] ?? at);
  const fileName = curriculoFileName(nome, new Date(renderedAt));
  const url = await deps.files.presignedGetUrl(key, {
    expiresInSeconds: PDF_LINK_SECONDS,
    downloadName: fileNameOf(key),
    contentType: 'application/pdf',
  });
  deps.metrics.pdfReleased(doc.kind);
  return { url, file_name: fileName, expires_at: new Date(at + PDF_LINK_SECONDS * 1000).toISOString() };
}

/**
 * `curriculo-pdf?versao=paga` (issue 41 item 3, `curriculo-paid-version.ts`): the resume as it was paid before
 * the edit waiting for its payment, to its owner or an admin; 404 "Este documento não tem uma versão paga
 * anterior para baixar." when there is none to hand out. The PDF downloaded before the edit when there is one
 * of the paid resume, else drawn from the kept form in the chosen layout, stored once and noted on the kept
 * version. Nothing of the current resume is touched.
 */
export async function releaseCurriculoPaidVersion(
  deps: CurriculoPdfDeps,
  caller: DocumentCaller,
  id: string,
  choice: PdfChoice,
): Promise<Omit<DocumentPdfResponse, 'ok'>> {
  return retryOnConflict(async () => {
    const doc = await loadDocumentFor(deps.documents, id, caller, {
      allowAdmin: true,
      kinds: CURRICULO_KINDS,
    });
    const at = deps.now();
    const kept = await releasableCurriculoVersion(deps.payments, doc, at);
    const check = kept ? checkCurriculo(kept.form) : null;
    if (!kept || !check?.ok) throw new NotFoundError(NO_PAID_VERSION_MESSAGE, 'no_paid_version');
    if (kept.pdf_key && (await deps.files.exists(kept.pdf_key)))
      return linkTo(deps, doc, kept.pdf_key, check.form.nome, at);
    const layout = curriculoLayoutOf(doc, check.form, choice);
    const key = pdfKeyFor(
      'curriculo',
      doc.id,
      curriculoPdfHash(doc, check.form, layout),
      `curriculo_${at}.pdf`,
    );
    await ensurePdf(deps.files, key, () =>
      renderReleased(deps, { doc, form: check.form, layout, at, byAdmin: kept.payment_id === null }),
    );
    if (kept.pdf_key !== key)
      await deps.documents.update(doc.id, doc.version, { paid_version: { ...kept, pdf_key: key } }, at);
    return linkTo(deps, doc, key, check.form.nome, at);
  });
}

export interface PreviewInput extends PdfChoice {
  id?: string;
  /** The page's form; absent, the stored resume `id` names. */
  data?: Record<string, unknown>;
}

export interface CurriculoPreview {
  bytes: Uint8Array;
  /** "PRÉVIA" across the pages: false only for a released resume previewed exactly as stored. */
  watermark: boolean;
}

/**
 * `curriculo-preview`: the page's data as it will print, "PRÉVIA" on every page, except for a resume its
 * payment releases whose page data equals the stored form: that preview is the PDF the person already bought
 * (the server decides, from the stored payment, never from what the page says). Without the page's data it is
 * the stored resume, in the stored layout and colours unless the request names others. The photo is the caller's
 * own upload, or, for a saved resume the caller may open (owner or admin), the one stored on it.
 */
export async function previewCurriculo(
  deps: CurriculoPreviewDeps,
  caller: DocumentCaller,
  input: PreviewInput,
): Promise<CurriculoPreview> {
  // Counted before anything is read or rendered: a refused preview costs one conditional write.
  await limitPreview(deps.rateLimits, caller.principal!.uid);
  const pageForm = input.data ? parseDraft(input.data) : null;
  // The engine loads (on a cold start) while the stored resume is read.
  const engine = loadPdfEngine();
  // A refused request does not wait for it; a failure to load is met where it is awaited.
  engine.catch(() => undefined);
  const stored = input.id
    ? await loadDocumentFor(deps.documents, input.id, caller, { allowAdmin: true, kinds: CURRICULO_KINDS })
    : null;
  const storedForm = stored ? parseDraft(stored.form) : null;
  // The input asks for one or the other: without data, `id` named a resume the caller may open.
  const form = (pageForm ?? storedForm)!;
  const storedKey = typeof stored?.form.foto_key === 'string' ? stored.form.foto_key : null;
  // The page keeps an upload's pending key after the save that claimed it: that key reads the kept photo.
  const key = readableFotoKey(form.foto_key, storedKey);
  const usable = key !== '' && (key === storedKey || isOwnPendingFotoKey(key, caller.principal!.uid));
  const asStored =
    stored !== null && JSON.stringify({ ...form, foto_key: key }) === JSON.stringify(storedForm);
  const choice = stored ? curriculoMeta(stored) : null;
  // The payment and the photo do not depend on each other: read together.
  const [paid, photo, pdf] = await Promise.all([
    asStored ? isPaidRelease(deps, stored) : false,
    usable ? loadPhoto(deps.photos, key, deps.log) : null,
    engine,
  ]);
  const watermark = !paid;
  const bytes = await pdf.renderCurriculoPdf(form, {
    layout: input.layout ?? choice?.lastLayout ?? defaultLayout(form),
    primaryColor: input.primaryColor ?? choice?.layoutConfig.primaryColor,
    accentColor: input.accentColor ?? choice?.layoutConfig.accentColor,
    photo,
    watermark,
  });
  return { bytes, watermark };
}
