// The three PDFs of a batch (issue 20 items 5 and 6): the notes three to a sheet (no variant), one note alone
// (`nota:{n}`), and every note as a PDF of its own, delivered as one ZIP download (`todas`).
import { zipSync } from 'fflate';
import { renderMarked, type VerificationMarks } from '../../verification/code';
import {
  type BatchPdfOptions,
  batchNotes,
  promissoriaFileName,
  promissoriasFileName,
  renderNotesPdf,
  renderPromissoriaNotePdf,
  renderPromissoriaPdf,
} from './render';
import type { PromissoriaFinal } from './schema';
import { noteNumber } from './split';

/** The 1-based note a `nota:{n}` variant names, or null. */
export function noteOfVariant(variant: string | undefined): number | null {
  const match = /^nota:(\d{1,3})$/.exec(variant ?? '');
  return match ? Number(match[1]) : null;
}

/** One PDF per note in one ZIP, each named as its own download would be. */
export async function renderPromissoriaZip(
  form: PromissoriaFinal,
  loteId: string,
  options: Omit<BatchPdfOptions, 'verificationUrl' | 'loteId'> & {
    verification?: VerificationMarks;
  } = {},
): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const { verification, ...rest } = options;
  const batch = batchNotes(form, { ...rest, loteId });
  for (const note of batch.notes) {
    // A code per note: each PDF of the ZIP is handed on alone, and is checked alone.
    const bytes = await renderMarked(verification, async (verificationUrl, documentReference) => {
      const pdf = await renderNotesPdf([note], {
        ...batch.options,
        ...(documentReference ? { documentReference } : {}),
        perSheet: 1,
        ...(verificationUrl ? { verificationUrl } : {}),
      });
      return pdf.bytes;
    });
    // PDF streams are deflated already: stored as they are.
    files[promissoriaFileName(loteId, note.numero)] = bytes;
  }
  const mtime = options.createdAt ?? new Date();
  return zipSync(files, { level: 0, mtime });
}

/**
 * The variant's file. With `verification`, each PDF it renders carries a code of its own (a ZIP one per note)
 * and is reported with its bytes.
 */
export function renderPromissoriaVariant(
  form: PromissoriaFinal,
  variant: string | undefined,
  options: Omit<BatchPdfOptions, 'verificationUrl'> & {
    verification?: VerificationMarks;
  } = {},
): Promise<Uint8Array> {
  const { verification, loteId, ...rest } = options;
  if (variant === 'todas')
    return renderPromissoriaZip(form, loteId ?? 'lote', {
      ...rest,
      ...(verification ? { verification } : {}),
    });
  const n = noteOfVariant(variant);
  return renderMarked(verification, (verificationUrl, documentReference) => {
    const pdfOptions = {
      ...rest,
      ...(loteId ? { loteId } : {}),
      ...(verificationUrl ? { verificationUrl } : {}),
      ...(documentReference ? { documentReference } : {}),
    };
    return n !== null
      ? renderPromissoriaNotePdf(form, n, pdfOptions)
      : renderPromissoriaPdf(form, pdfOptions);
  });
}

/** `promissorias_{lote}_3pp.pdf`, `promissoria_{lote}_{NN-TT}.pdf`, or `promissorias_{lote}.zip`. */
export function promissoriaVariantFileName(
  form: PromissoriaFinal,
  loteId: string,
  variant: string | undefined,
): string {
  const n = noteOfVariant(variant);
  if (n !== null) return promissoriaFileName(loteId, noteNumber(n, form.total_parcelas));
  if (variant === 'todas') return `promissorias_${loteId}.zip`;
  return promissoriasFileName(loteId);
}
