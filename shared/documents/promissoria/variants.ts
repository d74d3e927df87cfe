// The three PDFs of a batch (issue 20 items 5 and 6): the notes three to a sheet (no variant), one note alone
// (`nota:{n}`), and every note as a PDF of its own, delivered as one ZIP download (`todas`).
import { zipSync } from 'fflate';
import { promissoriaNotes } from './notes';
import {
  type PromissoriaPdfOptions,
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
  options: Omit<PromissoriaPdfOptions, 'perSheet'> = {},
): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const note of promissoriaNotes(form)) {
    const { bytes } = await renderNotesPdf([note], { ...options, perSheet: 1 });
    // PDF streams are deflated already: stored as they are.
    files[promissoriaFileName(loteId, note.numero)] = bytes;
  }
  const mtime = options.createdAt ?? new Date();
  return zipSync(files, { level: 0, mtime });
}

export function renderPromissoriaVariant(
  form: PromissoriaFinal,
  variant: string | undefined,
  options: Omit<PromissoriaPdfOptions, 'perSheet'> & { loteId?: string } = {},
): Promise<Uint8Array> {
  const n = noteOfVariant(variant);
  if (n !== null) return renderPromissoriaNotePdf(form, n, options);
  if (variant === 'todas') return renderPromissoriaZip(form, options.loteId ?? 'lote', options);
  return renderPromissoriaPdf(form, options);
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
