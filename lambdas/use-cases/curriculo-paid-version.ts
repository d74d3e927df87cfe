// The paid version of an edited resume (issue 41 item 3; the other kinds' rule is `paid-version.ts`): the resume
// as it was paid, in the layout and colours the person has chosen (a layout is never an edit, spec part 1 §4.1),
// kept by the edit that un-paid it while the payment still released it, and handed out while that payment's
// 30 days last and it stands approved, until a changed resume is paid. Its PDF is the one downloaded before
// the edit when that one is of the paid resume; otherwise it is drawn from the kept form, but only while the
// photo it names is still stored (a later edit that replaced the photo deleted it, and a paid PDF never loses
// its photo silently).
import { defaultLayout, RELEASE_WINDOW_MS, toMillis } from '@shared/documents/curriculo/rules';
import { type CurriculoForm, checkCurriculo, type LayoutId } from '@shared/documents/curriculo/schema';
import type { DocumentRecord, PaidVersion } from '../ports/document-store';
import type { PaymentStore } from '../ports/payment-store';
import { curriculoMeta, isCurriculoReleased } from './curriculo-kind';
import { listsPaidVersion, releasablePaidVersion } from './paid-version';
import { pdfInputHash } from './pdf-reuse';

export interface CurriculoLayoutChoice {
  layout?: LayoutId;
  primaryColor?: string;
  accentColor?: string;
}

/** The layout and colours a PDF of `form` is drawn in: the request's, else the stored choice, else the score rule's. */
export function curriculoLayoutOf(
  doc: DocumentRecord,
  form: CurriculoForm,
  choice: CurriculoLayoutChoice = {},
): Required<CurriculoLayoutChoice> {
  const meta = curriculoMeta(doc);
  return {
    layout: choice.layout ?? meta.lastLayout ?? defaultLayout(form),
    primaryColor: choice.primaryColor || meta.layoutConfig.primaryColor,
    accentColor: choice.accentColor || meta.layoutConfig.accentColor,
  };
}

/** What a resume's PDF is drawn from, hashed (`pdf-reuse.ts`): the checked form and its layout choice. */
export function curriculoPdfHash(
  doc: DocumentRecord,
  form: CurriculoForm,
  layout: Required<CurriculoLayoutChoice>,
): string {
  return pdfInputHash(doc.kind, { form, ...layout });
}

/**
 * What the first edit of the paid resume `doc` keeps: its form, the payment that released it (null for an
 * admin's release) and the noted PDF when it is of that form in the stored layout. Null when the payment no
 * longer releases it (its 30 days are over): an expired resume's PDF could not be downloaded either.
 */
export function keptCurriculoVersion(doc: DocumentRecord, now: number): PaidVersion | null {
  if (!isCurriculoReleased(doc, now)) return null;
  const check = checkCurriculo(doc.form);
  const noted =
    check.ok &&
    doc.pdf_key !== null &&
    doc.pdf_hash === curriculoPdfHash(doc, check.form, curriculoLayoutOf(doc, check.form));
  return {
    form: doc.form,
    payment_id: doc.released_by_admin_at ? null : doc.payment_id,
    pdf_key: noted ? doc.pdf_key : null,
    kept_at: now,
  };
}

/** Within the 30 days of the payment that bought the kept version (`paid_at` is kept by an edit). */
function withinRelease(doc: DocumentRecord, now: number): boolean {
  const paidAt = toMillis(doc.paid_at);
  return paidAt !== null && now - paidAt < RELEASE_WINDOW_MS;
}

/** The kept form's photo is still stored: none named, the one the resume names now, or a PDF already made. */
function photoKept(doc: DocumentRecord, kept: PaidVersion): boolean {
  const foto = typeof kept.form.foto_key === 'string' ? kept.form.foto_key : '';
  return kept.pdf_key !== null || foto === '' || foto === doc.form.foto_key;
}

/** What Meus Currículos says (`paid_version_available`), from the item alone. */
export function listsCurriculoPaidVersion(doc: DocumentRecord, now: number): boolean {
  return (
    listsPaidVersion(doc) &&
    withinRelease(doc, now) &&
    doc.paid_version != null &&
    photoKept(doc, doc.paid_version)
  );
}

/** The kept version when it may be handed out now (`releasablePaidVersion`, within its 30 days), or null. */
export async function releasableCurriculoVersion(
  payments: Pick<PaymentStore, 'get'>,
  doc: DocumentRecord,
  now: number,
): Promise<PaidVersion | null> {
  if (!listsCurriculoPaidVersion(doc, now)) return null;
  return releasablePaidVersion(payments, doc);
}
