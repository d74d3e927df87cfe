// The footer of released PDFs (issue 23): "Verifique a autenticidade em {url}" and a QR code of that URL, drawn
// as vector rectangles (no image), bottom right of every page. The QR's operators are one content stream
// shared by every page of the document, so a page adds a reference and its line of text.
import { grayscale, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { verificationFooterText } from '../verification/code';
import { mm } from './units';

export interface VerificationFooterBox {
  /** Right margin in millimetres: the QR's right edge (default 20). */
  rightMm?: number;
  /** The QR's bottom edge above the page's, in millimetres (default 5, inside what printers reach). */
  bottomMm?: number;
  /** The QR's side in millimetres (default 16). */
  qrMm?: number;
}

const DEFAULTS = { rightMm: 20, bottomMm: 5, qrMm: 16 };

/**
 * The bottom margin a page with the default footer needs: the QR's top (21 mm) and 3 mm clear of it. Layouts
 * with a smaller margin take this one for released PDFs and paginate again.
 */
export const VERIFICATION_FOOTER_RESERVE_MM = 24;

const TEXT_SIZE = 7;
const MIN_TEXT_SIZE = 5;

/**
 * The QR of `text` (error correction M) as PDF operators in module units, each row's dark modules merged into
 * runs: one `re` per run, one fill for all (a 33×33 code is about 250 runs, 2 KB deflated).
 */
export function qrOperators(text: string): { size: number; ops: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      let end = col + 1;
      while (end < size && modules.get(row, end)) end++;
      parts.push(`${col} ${size - 1 - row} ${end - col} 1 re\n`);
      col = end;
    }
  }
  return { size, ops: parts.join('') };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Draws the footer on each of `pages` (all of one size), in `font` (the document's regular face). */
export function drawVerificationFooter(
  doc: PDFDocument,
  pages: readonly PDFPage[],
  font: PDFFont,
  url: string,
  box: VerificationFooterBox = {},
): void {
  const first = pages[0];
  if (!first) return;
  const { rightMm, bottomMm, qrMm } = { ...DEFAULTS, ...box };
  const { width } = first.getSize();
  const qrSide = mm(qrMm);
  const qrX = width - mm(rightMm) - qrSide;
  const qrY = mm(bottomMm);
  const { size, ops } = qrOperators(url);
  // A white square under the code keeps it readable on a coloured page (a resume's band or sidebar).
  const quiet = qrSide / size;
  const scale = round(qrSide / size);
  const stream = doc.context.flateStream(
    `q\n1 g\n${round(qrX - quiet)} ${round(qrY - quiet)} ${round(qrSide + 2 * quiet)} ${round(qrSide + 2 * quiet)} re\nf\n` +
      `0 g\n${scale} 0 0 ${scale} ${round(qrX)} ${round(qrY)} cm\n${ops}f\nQ\n`,
  );
  const ref = doc.context.register(stream);

  const text = verificationFooterText(url);
  const room = qrX - mm(3) - mm(10);
  const fitted = Math.max(
    MIN_TEXT_SIZE,
    Math.min(TEXT_SIZE, (room / font.widthOfTextAtSize(text, 1)) * 0.999),
  );
  const textWidth = font.widthOfTextAtSize(text, fitted);
  for (const page of pages) {
    page.node.addContentStream(ref);
    page.drawText(text, {
      x: qrX - mm(3) - textWidth,
      y: qrY + mm(1),
      size: fitted,
      font,
      color: grayscale(0.25),
    });
  }
}
