// The page the contracts and receipts print on (rent receipts, rental and vehicle contracts, payment receipts):
// A4 portrait, 20 mm side margins, 11 pt sans at 1.4 lines, so that three rent receipts with their cut lines fill
// a page.
import { PREVIEW_WATERMARK, renderPdf } from '../pdf/render-pdf';
import type { DocumentBlock } from './blocks';

export interface TextPagePdfOptions {
  /** Mark every page "PRÉVIA" (previews before payment). */
  watermark?: boolean;
  /** Creation date of the PDF's metadata (default now). */
  createdAt?: Date;
  /** A released PDF's check page, printed with its QR in every page's footer (`renderPdf`). */
  verificationUrl?: string;
  /** The document's readable reference, printed beside the check's address. */
  documentReference?: string;
  /** The top right line of a page (the contract's initials), `renderPdf`'s `pageHeader`. */
  pageHeader?: (page: { index: number; count: number }) => string | null;
  /**
   * Issue 44: the contracts' record of who supplied their own data, printed after the signatures
   * (`shared/invitations/record.ts`); receipts print none.
   */
  confirmations?: readonly string[];
}

/** The text page: blocks in, bytes and page count out. */
export function renderTextPagePdf(
  blocks: readonly DocumentBlock[],
  meta: { title: string; subject: string; author: string },
  options: TextPagePdfOptions = {},
) {
  return renderPdf(blocks, {
    metadata: {
      title: meta.title,
      subject: meta.subject,
      ...(meta.author ? { author: meta.author } : {}),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      language: 'pt-BR',
    },
    font: 'sans',
    fontSizePt: 11,
    lineHeight: 1.4,
    // The top margin holds only the contract's initials line: 16 mm leaves three receipts room on a page.
    marginsMm: { top: 16, right: 20, bottom: 20, left: 20 },
    paragraphSpacingMm: 3,
    ...(options.watermark ? { watermark: PREVIEW_WATERMARK } : {}),
    ...(options.verificationUrl ? { verificationUrl: options.verificationUrl } : {}),
    ...(options.documentReference ? { documentReference: options.documentReference } : {}),
    ...(options.pageHeader ? { pageHeader: options.pageHeader } : {}),
  });
}
