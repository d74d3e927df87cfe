// The PDF engine's entry point: blocks in, a paginated A4 PDF with real (selectable) text and metadata out.

import { degrees, grayscale, PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentBlock } from '../documents/blocks';
import { PageContent, round } from './content-stream';
import { deflateNatively } from './flate';
import { BASELINE_RATIO, embedFamily, type FontFamily, type FontSet, type MeasuredFont } from './fonts';
import { justifiedWordSpacing, type TextLine } from './line-breaker';
import { type BoxItem, type DrawItem, measureBlocks, type SignatureItem, type TextItem } from './measure';
import { paginate } from './paginate';
import { toPrintable, type UnsupportedCharPolicy } from './printable';
import { A4_PORTRAIT, mm } from './units';
import {
  drawPageNumbers,
  drawVerificationFooter,
  VERIFICATION_FOOTER_RESERVE_MM,
} from './verification-footer';

/** The watermark of unpaid previews (design: a preview PDF is always marked). */
export { PREVIEW_WATERMARK } from '../api/preview-watermark';

export interface PdfMetadata {
  title: string;
  subject?: string;
  author?: string;
  /** The application that made the content (default "Documentos Prontos"). */
  creator?: string;
  /** Default "pdf-lib". */
  producer?: string;
  keywords?: string[];
  /** Creation and modification date (default now). */
  createdAt?: Date;
  /** Catalog `Lang` (default "pt-BR"). */
  language?: string;
}

export interface PdfMarginsMm {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface RenderPdfOptions {
  metadata: PdfMetadata;
  /** `sans` (Arimo, Helvetica's metrics; the default) or `serif` (Tinos, Times's metrics). */
  font?: FontFamily;
  /** Body size in points (default 12). */
  fontSizePt?: number;
  /** Line height as a multiple of the font size (default 1.5). */
  lineHeight?: number;
  /** All four margins, or each one, in millimetres (default 25). */
  marginsMm?: number | Partial<PdfMarginsMm>;
  /** Space after paragraphs unless a block says otherwise, in millimetres (default 4). */
  paragraphSpacingMm?: number;
  /**
   * "Página n de N" on every page of a document of two or more (default on; issue 39): beside the verification
   * footer's QR when there is one, else centred in the bottom margin.
   */
  pageNumbers?: boolean;
  /**
   * A line at the top right of a page, in the top margin (clear of the bottom's page number and verification
   * footer): the initials line of a contract's pages, "Rubricas: ____ ____". `null` leaves the page without it.
   */
  pageHeader?: (page: { index: number; count: number }) => string | null;
  /** Text drawn large and pale, diagonally across every page (e.g. `PREVIEW_WATERMARK`). */
  watermark?: string;
  /** Characters the fonts cannot draw: left out (default) or refused with `PdfTextError`. */
  unsupportedChars?: UnsupportedCharPolicy;
  /**
   * A released PDF's check page (issue 23): every page's footer says "Verifique a origem deste arquivo em {url}" beside
   * a QR code of it, and the bottom margin grows to `VERIFICATION_FOOTER_RESERVE_MM` if it is smaller.
   */
  verificationUrl?: string;
  /** The document's readable reference, printed in that footer beside the check's address. */
  documentReference?: string;
}

export interface RenderedPdf {
  bytes: Uint8Array;
  pageCount: number;
}

const DEFAULT_MARGIN_MM = 25;

function resolveMargins(margins: RenderPdfOptions['marginsMm']): PdfMarginsMm {
  if (typeof margins === 'number') return { top: margins, right: margins, bottom: margins, left: margins };
  return {
    top: margins?.top ?? DEFAULT_MARGIN_MM,
    right: margins?.right ?? DEFAULT_MARGIN_MM,
    bottom: margins?.bottom ?? DEFAULT_MARGIN_MM,
    left: margins?.left ?? DEFAULT_MARGIN_MM,
  };
}

/**
 * Writes a page's text lines, whose justified lines widen each space through TJ offsets, and rules.
 */
class PageWriter {
  readonly content: PageContent;

  constructor(
    readonly page: PDFPage,
    private readonly fonts: FontSet,
    private readonly family: FontFamily,
  ) {
    this.content = new PageContent(page);
  }

  /** One line whose box starts `top` points below the page's top edge. */
  textLine(
    line: TextLine,
    x: number,
    top: number,
    sizePt: number,
    lineHeight: number,
    wordSpacing = 0,
  ): void {
    if (line.segments.length === 0) return;
    const baseline =
      this.content.height - top - (lineHeight - sizePt) / 2 - sizePt * BASELINE_RATIO[this.family];
    let out = `BT\n1 0 0 1 ${round(x)} ${round(baseline)} Tm\n`;
    for (const segment of line.segments) {
      const font = segment.bold ? this.fonts.bold : this.fonts.regular;
      out += `${this.content.fontKey(font)} ${round(sizePt)} Tf\n${show(font, segment.text, wordSpacing, sizePt)}`;
    }
    this.content.push(`${out}ET\n`);
  }

  /** A black rule 0.6 pt thick, as pdf-lib's `drawLine` writes it. */
  rule(x1: number, x2: number, top: number): void {
    const y = round(this.content.height - top);
    this.content.line(round(x1), y, round(x2), y, 0.6);
  }
}

/**
 * `text` as one operator. Justified text widens each space by `wordSpacing` points through TJ offsets:
 * the word-spacing operator (Tw) acts only on the one-byte space code of simple fonts, never on the
 * two-byte glyph codes of the embedded fonts.
 */
function show(font: MeasuredFont, text: string, wordSpacing: number, sizePt: number): string {
  if (wordSpacing === 0 || !text.includes(' ')) return `${font.literal(text)} Tj\n`;
  const shift = -round((wordSpacing * 1000) / sizePt);
  const space = `${font.literal(' ')} ${shift}`;
  const items: string[] = [];
  text.split(' ').forEach((word, i) => {
    if (i > 0) items.push(space);
    if (word !== '') items.push(font.literal(word));
  });
  return `[${items.join(' ')}] TJ\n`;
}

function drawText(writer: PageWriter, item: TextItem, left: number, width: number, top: number): void {
  const { line } = item;
  let x = left + line.indent;
  let wordSpacing = 0;
  if (item.align === 'center') x = left + (width - line.width) / 2;
  else if (item.align === 'right') x = left + width - line.width;
  else if (item.align === 'justify') wordSpacing = justifiedWordSpacing(line, width);
  writer.textLine(line, x, top, item.sizePt, item.lineHeight, wordSpacing);
}

function drawSignature(
  writer: PageWriter,
  item: SignatureItem,
  left: number,
  width: number,
  top: number,
): void {
  const count = item.columns.length;
  const gutter = mm(10);
  const columnWidth = (width - gutter * (count - 1)) / count;
  item.columns.forEach((column, i) => {
    const columnLeft = left + i * (columnWidth + gutter);
    const ruleLeft = columnLeft + (columnWidth - item.ruleWidth) / 2;
    const ruleTop = top + item.signingSpace;
    writer.rule(ruleLeft, ruleLeft + item.ruleWidth, ruleTop);
    column.lines.forEach((line, n) => {
      const x = columnLeft + (columnWidth - line.width) / 2;
      writer.textLine(line, x, ruleTop + mm(1.5) + n * item.lineHeight, item.sizePt, item.lineHeight);
    });
  });
}

function drawBox(writer: PageWriter, item: BoxItem, left: number, width: number, top: number): void {
  writer.content.rectangle(left, writer.content.height - top - item.height, width, item.height, 0.8);
  const inner = width - 2 * item.padding;
  for (const line of item.lines)
    drawText(writer, line.item, left + item.padding, inner, top + item.padding + line.top);
}

function drawItem(writer: PageWriter, item: DrawItem, left: number, width: number, top: number): void {
  if (item.kind === 'text') drawText(writer, item, left, width, top);
  else if (item.kind === 'box') drawBox(writer, item, left, width, top);
  else drawSignature(writer, item, left, width, top);
}

/** `text` large and pale, diagonally across the page, centred (previews). */
export function drawWatermark(page: PDFPage, text: string, font: PDFFont): void {
  const { width, height } = page.getSize();
  const angle = Math.atan2(height, width);
  const diagonal = Math.hypot(width, height);
  const size = Math.min(160, (diagonal * 0.6) / font.widthOfTextAtSize(text, 1));
  const textWidth = font.widthOfTextAtSize(text, size);
  const capHeight = font.heightAtSize(size, { descender: false }) * 0.9;
  // Rotate about the text origin so that the middle of the word lands on the middle of the page.
  const x = width / 2 - (textWidth / 2) * Math.cos(angle) + (capHeight / 2) * Math.sin(angle);
  const y = height / 2 - (textWidth / 2) * Math.sin(angle) - (capHeight / 2) * Math.cos(angle);
  page.drawText(text, {
    x,
    y,
    size,
    font,
    rotate: degrees((angle * 180) / Math.PI),
    color: grayscale(0.5),
    opacity: 0.22,
  });
}

function drawPageHeader(
  page: PDFPage,
  font: PDFFont,
  text: string,
  topMargin: number,
  rightMargin: number,
): void {
  const size = 9;
  const x = page.getWidth() - rightMargin - font.widthOfTextAtSize(text, size);
  page.drawText(text, {
    x,
    y: page.getHeight() - topMargin / 2 - size / 2,
    size,
    font,
    color: grayscale(0.2),
  });
}

/** Title, subject, author, keywords, dates and language of the document, printable under `policy`. */
export function setMetadata(doc: PDFDocument, metadata: PdfMetadata, policy: UnsupportedCharPolicy): void {
  // Metadata strings are UTF-16 in the PDF, but viewers show them next to the document: keep them printable too.
  const clean = (value: string) => toPrintable(value, policy).replace(/\s+/g, ' ').trim();
  const createdAt = metadata.createdAt ?? new Date();
  doc.setTitle(clean(metadata.title), { showInWindowTitleBar: true });
  if (metadata.subject) doc.setSubject(clean(metadata.subject));
  if (metadata.author) doc.setAuthor(clean(metadata.author));
  if (metadata.keywords?.length) doc.setKeywords(metadata.keywords.map(clean));
  doc.setCreator(clean(metadata.creator ?? 'Documentos Prontos'));
  doc.setProducer(clean(metadata.producer ?? 'pdf-lib'));
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  doc.setLanguage(metadata.language ?? 'pt-BR');
}

/**
 * Renders `blocks` to an A4 portrait PDF with the embedded fonts (subset): justified paragraphs, `**bold**`
 * markers, automatic page breaks, optional page numbers and watermark. Text the fonts cannot draw is left out or,
 * under `unsupportedChars: 'refuse'`, rejected with `PdfTextError` before anything is drawn.
 */
export async function renderPdf(
  blocks: readonly DocumentBlock[],
  options: RenderPdfOptions,
): Promise<RenderedPdf> {
  const policy = options.unsupportedChars ?? 'normalize';
  const family = options.font ?? 'sans';
  const sizePt = options.fontSizePt ?? 12;
  const margins = resolveMargins(options.marginsMm);
  if (options.verificationUrl) margins.bottom = Math.max(margins.bottom, VERIFICATION_FOOTER_RESERVE_MM);
  const page = A4_PORTRAIT;
  const left = mm(margins.left);
  const contentWidth = page.width - left - mm(margins.right);
  const contentHeight = page.height - mm(margins.top) - mm(margins.bottom);

  const doc = await PDFDocument.create({ updateMetadata: false });
  deflateNatively(doc);
  const fonts = await embedFamily(doc, family);
  const flows = measureBlocks(blocks, {
    fonts,
    sizePt,
    lineHeightFactor: options.lineHeight ?? 1.5,
    contentWidth,
    paragraphSpacing: mm(options.paragraphSpacingMm ?? 4),
    unsupportedChars: policy,
  });
  const watermark = options.watermark ? toPrintable(options.watermark, 'normalize').trim() : '';
  setMetadata(doc, options.metadata, policy);

  const pages = paginate(flows, contentHeight);
  pages.forEach((placed, index) => {
    const pdfPage = doc.addPage([page.width, page.height]);
    const writer = new PageWriter(pdfPage, fonts, family);
    for (const { top, item } of placed)
      drawItem(writer, item.payload, left, contentWidth, mm(margins.top) + top);
    writer.content.finish(doc);
    const header = options.pageHeader?.({ index, count: pages.length });
    if (header)
      drawPageHeader(
        pdfPage,
        fonts.regular.font,
        toPrintable(header, policy),
        mm(margins.top),
        mm(margins.right),
      );
    if (watermark) drawWatermark(pdfPage, watermark, fonts.bold.font);
  });
  const footer = { rightMm: margins.right };
  if (options.verificationUrl)
    drawVerificationFooter(doc, doc.getPages(), fonts.regular, options.verificationUrl, {
      ...footer,
      ...(options.documentReference ? { reference: options.documentReference } : {}),
    });
  if (options.pageNumbers !== false)
    drawPageNumbers(
      doc,
      doc.getPages(),
      fonts.regular,
      options.verificationUrl ? { footer } : { bottom: mm(margins.bottom) / 2 - 3 },
    );

  // No object streams: packing a document's objects into a compressed stream saved about 3 KB (a declaration:
  // 13.5 KB instead of 10.8 KB, well under the 30 KB a page) and cost a tenth of the render (one more deflate,
  // and pdf-lib's stream writer).
  const bytes = await doc.save({ useObjectStreams: false, objectsPerTick: Number.POSITIVE_INFINITY });
  return { bytes, pageCount: pages.length };
}
