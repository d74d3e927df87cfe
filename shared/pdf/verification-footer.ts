// The footer of released PDFs (issue 23): "Verifique a origem deste arquivo em {url}", what the check proves
// (issue 39), and a QR code of that URL drawn as vector rectangles (no image), bottom right of every page; and
// the page numbers of multi-page documents, placed clear of it. The footer is the same on every page, so it is
// one content stream shared by all of them: a page adds a reference and a name for the font.
import { numberToString, type PDFDocument, PDFName, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { VERIFICATION_SCOPE_TEXT, verificationFooterText } from '../verification/code';
import { flateStream } from './flate';
import type { MeasuredFont } from './fonts';
import { mm } from './units';

export interface VerificationFooterBox {
  /** The document's readable reference, printed before the check's sentence (issue 41 item 5). */
  reference?: string;
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

/** Where the footer sits on a page `width` points wide, in points from the page's bottom-left corner. */
export interface VerificationFooterPlace {
  /** The right edge of the text column (3 mm left of the QR). */
  textRight: number;
  /** The lowest the text column's lines reach, and the top of the footer's two lines. */
  textBottom: number;
  textTop: number;
  /** The QR's top: a page number may sit in the text column up to here. */
  qrTop: number;
  /** The QR's left edge. */
  qrLeft: number;
}

const SCOPE_SIZE = 5.5;
const LINE_GAP = 1.3;

/** The footer's geometry for `box` on a page `width` points wide (the sizes of its two lines at their largest). */
export function verificationFooterPlace(
  width: number,
  box: VerificationFooterBox = {},
): VerificationFooterPlace {
  const { rightMm, bottomMm, qrMm } = { ...DEFAULTS, ...box };
  const qrLeft = width - mm(rightMm) - mm(qrMm);
  const textBottom = mm(bottomMm) + mm(1);
  return {
    qrLeft,
    textRight: qrLeft - mm(3),
    textBottom,
    textTop: textBottom + SCOPE_SIZE * LINE_GAP + TEXT_SIZE,
    qrTop: mm(bottomMm) + mm(qrMm),
  };
}

/** The largest size from `max` down to `MIN_TEXT_SIZE` at which `text` fits `room` points. */
function fittedSize(font: MeasuredFont, text: string, room: number, max: number): number {
  return Math.max(MIN_TEXT_SIZE, Math.min(max, (room / font.unitWidth(text)) * 0.999));
}

/**
 * Draws the footer on each of `pages` (all of one size), in `font` (the document's regular face): "Verifique a
 * origem deste arquivo em {url}" over what the check proves (`VERIFICATION_SCOPE_TEXT`), right-aligned beside
 * the QR.
 */
export function drawVerificationFooter(
  doc: PDFDocument,
  pages: readonly PDFPage[],
  font: MeasuredFont,
  url: string,
  box: VerificationFooterBox = {},
): void {
  const first = pages[0];
  if (!first) return;
  const { qrMm } = { ...DEFAULTS, ...box };
  const place = verificationFooterPlace(first.getSize().width, box);
  const qrSide = mm(qrMm);
  const qrX = place.qrLeft;
  const qrY = place.qrTop - qrSide;
  const { size, ops } = qrOperators(url);
  // A white square under the code keeps it readable on a coloured page (a resume's band or sidebar).
  const quiet = qrSide / size;
  const scale = round(qrSide / size);

  const room = place.textRight - mm(10);
  const lines = [
    { text: VERIFICATION_SCOPE_TEXT, size: fittedSize(font, VERIFICATION_SCOPE_TEXT, room, SCOPE_SIZE) },
    {
      text: verificationFooterText(url, box.reference),
      size: fittedSize(font, verificationFooterText(url, box.reference), room, TEXT_SIZE),
    },
  ];
  const n = numberToString;
  let baseline = place.textBottom;
  let text = '';
  for (const line of lines) {
    const x = place.textRight - font.width(line.text, line.size);
    text +=
      `BT\n${FONT_KEY} ${n(line.size)} Tf\n1 0 0 1 ${n(round(x))} ${n(round(baseline))} Tm\n` +
      `${font.literal(line.text)} Tj\nET\n`;
    baseline += line.size * LINE_GAP;
  }
  const stream = flateStream(
    doc.context,
    `q\n0.25 g\n${text}` +
      `1 g\n${round(qrX - quiet)} ${round(qrY - quiet)} ${round(qrSide + 2 * quiet)} ${round(qrSide + 2 * quiet)} re\nf\n` +
      `0 g\n${scale} 0 0 ${scale} ${round(qrX)} ${round(qrY)} cm\n${ops}f\nQ\n`,
  );
  const ref = doc.context.register(stream);
  for (const page of pages) {
    page.node.setFontDictionary(FONT_KEY, font.font.ref);
    page.node.addContentStream(ref);
  }
}

const PAGE_NUMBER_SIZE = 8;

/**
 * "Página n de N" on each of `pages` when there are two or more (issue 39), in `font`: in the footer's text
 * column, right-aligned, its top at the QR's top, when the pages carry the verification footer of `footer`;
 * otherwise centred with its baseline `bottom` points above the page's bottom edge.
 */
export function drawPageNumbers(
  doc: PDFDocument,
  pages: readonly PDFPage[],
  font: MeasuredFont,
  placement: { footer: VerificationFooterBox } | { bottom: number },
): void {
  if (pages.length < 2) return;
  const n = numberToString;
  pages.forEach((page, index) => {
    const label = `Página ${index + 1} de ${pages.length}`;
    const labelWidth = font.width(label, PAGE_NUMBER_SIZE);
    let x: number;
    let y: number;
    if ('footer' in placement) {
      const place = verificationFooterPlace(page.getSize().width, placement.footer);
      x = place.textRight - labelWidth;
      y = place.qrTop - PAGE_NUMBER_SIZE * 0.75;
    } else {
      x = (page.getSize().width - labelWidth) / 2;
      y = placement.bottom;
    }
    page.node.setFontDictionary(FONT_KEY, font.font.ref);
    const stream = flateStream(
      doc.context,
      `q\n0.35 g\nBT\n${FONT_KEY} ${PAGE_NUMBER_SIZE} Tf\n1 0 0 1 ${n(round(x))} ${n(round(y))} Tm\n` +
        `${font.literal(label)} Tj\nET\nQ\n`,
    );
    page.node.addContentStream(doc.context.register(stream));
  });
}
