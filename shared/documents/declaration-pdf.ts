// The page every declaration prints on (spec part 2 §9): A4 portrait, 25 mm margins, 12 pt sans, justified
// paragraphs at 1.5 lines, "PRÉVIA" across drafts. Each kind gives its blocks and its metadata.
import { PREVIEW_WATERMARK, renderPdf } from '../pdf/render-pdf';
import type { DocumentBlock } from './blocks';

export interface DeclarationPdfOptions {
  /** Mark every page "PRÉVIA" (previews before payment). */
  watermark?: boolean;
  /** Creation date of the PDF's metadata (default now). */
  createdAt?: Date;
  /** A released PDF's check page, printed with its QR in every page's footer (`renderPdf`). */
  verificationUrl?: string;
  /** The document's readable reference, printed beside the check's address. */
  documentReference?: string;
}

export interface DeclarationMetadata {
  /** The document's name, e.g. "Declaração de Residência". */
  title: string;
  /** The title in capitals, as printed. */
  heading: string;
  /** The person the declaration is about (may be empty). */
  about: string;
  /** Who signs it (may be empty). No CPF in metadata: viewers show it, indexers keep it. */
  author: string;
}

export async function renderDeclarationPdf(
  blocks: readonly DocumentBlock[],
  meta: DeclarationMetadata,
  options: DeclarationPdfOptions = {},
): Promise<Uint8Array> {
  const { bytes } = await renderPdf(blocks, {
    metadata: {
      title: meta.title,
      subject: meta.about ? `${meta.heading} — ${meta.about}` : meta.heading,
      ...(meta.author ? { author: meta.author } : {}),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      language: 'pt-BR',
    },
    font: 'sans',
    fontSizePt: 12,
    marginsMm: 25,
    lineHeight: 1.5,
    ...(options.watermark ? { watermark: PREVIEW_WATERMARK } : {}),
    ...(options.verificationUrl ? { verificationUrl: options.verificationUrl } : {}),
    ...(options.documentReference ? { documentReference: options.documentReference } : {}),
  });
  return bytes;
}
