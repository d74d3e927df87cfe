// The footer of released PDFs (issue 23): "Verifique a autenticidade em {url}" and a QR code of that URL, drawn
// as vector rectangles (no image), bottom right of every page. The footer is the same on every page, so it is
// one content stream shared by all of them: a page adds a reference and a name for the font.
import { numberToString, type PDFDocument, PDFName, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { verificationFooterText } from '../verification/code';
import { flateStream } from './flate';
import type { MeasuredFont } from './fonts';
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

/** The footer's font in every page's resources: fixed, so that one stream serves all pages. */
const FONT_KEY = PDFName.of('FVerif');

/**
 * One mask for every code. Choosing the best of the eight (the encoder's default) scores each in full and took
 * two thirds of the footer's time (1.3 ms a document); the penalty only steers clear of patterns that confuse
 * poor scanners, and every mask gives a valid code (tests decode it).
 */
const MASK_PATTERN = 2;

/**
 * The QR of `text` (error correction M) as PDF operators in module units, each row's dark modules merged into
 * runs: one `re` per run, one fill for all (a 33×33 code is about 250 runs, 2 KB deflated).
 */
export function qrOperators(text: string): { size: number; ops: string } {
  const { modules } = qrModules(text);
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

/** The QR's modules of `text`: error correction M, the fixed mask. */
export function qrModules(text: string) {
  return QRCode.create(text, {
    errorCorrectionLevel: 'M',
    maskPattern: MASK_PATTERN,
  } as QRCode.QRCodeOptions);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Draws the footer on each of `pages` (all of one size), in `font` (the document's regular face). */
export function drawVerificationFooter(
  doc: PDFDocument,
  pages: readonly PDFPage[],
  font: MeasuredFont,
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

  const text = verificationFooterText(url);
  const room = qrX - mm(3) - mm(10);
  const fitted = Math.max(MIN_TEXT_SIZE, Math.min(TEXT_SIZE, (room / font.unitWidth(text)) * 0.999));
  const textX = qrX - mm(3) - font.width(text, fitted);
  const n = numberToString;
  const stream = flateStream(
    doc.context,
    `q\n0.25 g\nBT\n${FONT_KEY} ${n(fitted)} Tf\n1 0 0 1 ${n(round(textX))} ${n(round(qrY + mm(1)))} Tm\n` +
      `${font.literal(text)} Tj\nET\n` +
      `1 g\n${round(qrX - quiet)} ${round(qrY - quiet)} ${round(qrSide + 2 * quiet)} ${round(qrSide + 2 * quiet)} re\nf\n` +
      `0 g\n${scale} 0 0 ${scale} ${round(qrX)} ${round(qrY)} cm\n${ops}f\nQ\n`,
  );
  const ref = doc.context.register(stream);
  for (const page of pages) {
    page.node.setFontDictionary(FONT_KEY, font.font.ref);
    page.node.addContentStream(ref);
  }
}
