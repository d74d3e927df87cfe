// Column flows of the resume layouts: text broken into lines that keep headings with what follows and split
// long items only between lines, paginated per column and painted page by page in reading order.
import type { PDFDocument, PDFImage, PDFPage } from 'pdf-lib';
import type { FontSet } from '../../../pdf/fonts';
import { breakLines, type TextLine } from '../../../pdf/line-breaker';
import { type Flow, type FlowItem, paginate } from '../../../pdf/paginate';
import { A4_PORTRAIT } from '../../../pdf/units';
import type { InlineRun } from '../../blocks';
import type { CurriculoContent, SecaoId } from '../content';
import {
  type Family,
  type Fonts,
  fontOf,
  lineHeight,
  Painter,
  type Palette,
  printable,
  runsWidth,
  type TextStyle,
  trackingOf,
} from './painter';

/** Draws one item with its left edge at `x` and its top at `top`. */
export type Paint = (p: Painter, x: number, top: number) => void;

export interface BlockOptions {
  spaceBefore?: number;
  spaceAfter?: number;
  /** Never leave this block last on a page (headings, an item's title lines). */
  keepWithNext?: boolean;
  /** Never split this block across pages. */
  keepTogether?: boolean;
}

export interface LineOptions {
  /** Width available (default: the column's). */
  width?: number;
  /** Left offset of every line. */
  indent?: number;
  align?: 'left' | 'center' | 'right';
  /** Make every line a link to this URI. */
  link?: string;
}

/** `text` (or runs) as printable runs; `**` in user text stays literal. */
export function runsOf(text: string | readonly InlineRun[], bold = false): InlineRun[] {
  if (typeof text === 'string') return [{ text: printable(text), bold }];
  return text.map((run) => ({ text: printable(run.text), bold: run.bold }));
}

/** One column's content as flows for `paginate`. */
export class Column {
  readonly flows: Flow<Paint>[] = [];

  constructor(
    readonly width: number,
    readonly fonts: Fonts,
  ) {}

  private fontSet(style: TextStyle): FontSet {
    return { regular: fontOf(this.fonts, style.weight), bold: this.fonts.bold };
  }

  /** Lines of wrapped text, each an item. */
  lines(text: string | readonly InlineRun[], style: TextStyle, options: LineOptions = {}): FlowItem<Paint>[] {
    const width = (options.width ?? this.width) - (options.indent ?? 0);
    const broken = this.breakText(runsOf(text), style, width);
    return broken.map((line) => this.lineItem(line, style, { ...options, width }));
  }

  breakText(runs: InlineRun[], style: TextStyle, width: number): TextLine[] {
    // Tracking widens every character: break for the narrower width it leaves.
    const perChar = trackingOf(style);
    const lines = breakLines(runs, {
      maxWidth: perChar ? width * (1 - perChar / style.size) : width,
      sizePt: style.size,
      fonts: this.fontSet(style),
    });
    return lines.filter((line) => line.segments.length > 0);
  }

  lineItem(line: TextLine, style: TextStyle, options: LineOptions & { width: number }): FlowItem<Paint> {
    const height = lineHeight(style);
    const indent = options.indent ?? 0;
    const drawn = runsWidth(this.fonts, line.segments, style);
    return {
      height,
      payload: (p, x, top) => {
        let left = x + indent;
        if (options.align === 'center') left += (options.width - drawn) / 2;
        else if (options.align === 'right') left += options.width - drawn;
        p.runs(line.segments, left, top, style);
        if (options.link) p.link(left, top, drawn, height, options.link);
      },
    };
  }

  /**
   * Bulleted lines: the marker on the first line of each entry, the wrapped lines hanging under the text.
   * Each line is an item, so a long list continues on the next page between lines.
   */
  bullets(
    entries: readonly string[],
    style: TextStyle,
    marker: { text: string; style: TextStyle; hang: number; indent?: number },
  ): FlowItem<Paint>[] {
    const indent = marker.indent ?? 0;
    const items: FlowItem<Paint>[] = [];
    for (const entry of entries) {
      const lines = this.breakText(runsOf(entry), style, this.width - indent - marker.hang);
      lines.forEach((line, i) => {
        const item = this.lineItem(line, style, { width: this.width, indent: indent + marker.hang });
        if (i === 0) {
          const paintLine = item.payload;
          item.payload = (p, x, top) => {
            // The marker is centred on the text's line box.
            const offset = (lineHeight(style) - lineHeight(marker.style)) / 2;
            p.text(marker.text, x + indent, top + offset, marker.style);
            paintLine(p, x, top);
          };
        }
        items.push(item);
      });
    }
    return items;
  }

  /** A line with text on the left (wrapping) and a short text flush right on its first line. */
  row(
    left: string | readonly InlineRun[],
    leftStyle: TextStyle,
    right: string,
    rightStyle: TextStyle,
    indent = 0,
  ): FlowItem<Paint>[] {
    const rightText = printable(right);
    const rightWidth = rightText ? runsWidth(this.fonts, [{ text: rightText, bold: false }], rightStyle) : 0;
    const gap = rightWidth > 0 ? 10 : 0;
    const width = this.width - indent;
    const lines = this.breakText(runsOf(left), leftStyle, width - rightWidth - gap);
    const items = lines.map((line) => this.lineItem(line, leftStyle, { width, indent }));
    if (rightWidth > 0) {
      const first = items[0];
      const rightTop = (lineHeight(leftStyle) - lineHeight(rightStyle)) / 2;
      const paintRight: Paint = (p, x, top) =>
        p.runs([{ text: rightText, bold: false }], x + this.width - rightWidth, top + rightTop, rightStyle);
      if (first) {
        const paintLeft = first.payload;
        first.payload = (p, x, top) => {
          paintLeft(p, x, top);
          paintRight(p, x, top);
        };
      } else items.push({ height: lineHeight(leftStyle), payload: paintRight });
    }
    return items;
  }

  /**
   * Short parts (phone, e-mail, city) on lines joined by `separator`, each part whole and optionally a link;
   * a part wider than the line gets a line of its own.
   */
  parts(
    parts: readonly { text: string; link?: string }[],
    style: TextStyle,
    separator: { text: string; style: TextStyle },
    options: { align?: 'left' | 'center'; width?: number } = {},
  ): FlowItem<Paint>[] {
    const width = options.width ?? this.width;
    const sepText = printable(separator.text);
    const sepWidth = runsWidth(this.fonts, [{ text: sepText, bold: false }], separator.style);
    const measured = parts
      .map((part) => ({ ...part, text: printable(part.text) }))
      .filter((part) => part.text !== '')
      .map((part) => ({ ...part, width: runsWidth(this.fonts, [{ text: part.text, bold: false }], style) }));
    const lines: (typeof measured)[] = [];
    let line: typeof measured = [];
    let used = 0;
    for (const part of measured) {
      const extra = line.length > 0 ? sepWidth + part.width : part.width;
      if (line.length > 0 && used + extra > width + 0.01) {
        lines.push(line);
        line = [];
        used = 0;
      }
      used += line.length > 0 ? sepWidth + part.width : part.width;
      line.push(part);
    }
    if (line.length > 0) lines.push(line);
    const height = Math.max(lineHeight(style), lineHeight(separator.style));
    return lines.map((row) => {
      const total = row.reduce((sum, part, i) => sum + part.width + (i > 0 ? sepWidth : 0), 0);
      return {
        height,
        payload: (p, x, top) => {
          let left = options.align === 'center' ? x + (width - total) / 2 : x;
          row.forEach((part, i) => {
            if (i > 0) {
              p.runs([{ text: sepText, bold: false }], left, top, separator.style);
              left += sepWidth;
            }
            p.runs([{ text: part.text, bold: false }], left, top, style);
            if (part.link) p.link(left, top, part.width, height, part.link);
            left += part.width;
          });
        },
      };
    });
  }

  /** A drawing of fixed height (a rule, a photo, chips). */
  custom(height: number, paint: Paint): FlowItem<Paint> {
    return { height, payload: paint };
  }

  /** Adds a block; an empty one is skipped. */
  block(items: FlowItem<Paint>[], options: BlockOptions = {}): void {
    if (items.length === 0) return;
    this.flows.push({
      items,
      spaceBefore: options.spaceBefore ?? 0,
      spaceAfter: options.spaceAfter ?? 0,
      keepWithNext: options.keepWithNext ?? false,
      keepTogether: options.keepTogether ?? false,
      kind: 'content',
    });
  }

  /** Adds room after the last block. */
  space(height: number): void {
    const last = this.flows[this.flows.length - 1];
    if (last) last.spaceAfter += height;
  }
}

/** A column placed on the page: its left edge and, per page (0-based), where its content starts and ends. */
export interface Frame {
  column: Column;
  x: number;
  top(pageIndex: number): number;
  bottom(pageIndex: number): number;
}

export interface Composition {
  /** Painted in this order on every page: the reading order. */
  frames: Frame[];
  /** Backgrounds and page-fixed text of a page, painted before the columns. */
  decorate?(p: Painter, pageIndex: number, pageCount: number): void;
  /** Painted after the columns (a footer), so that it comes last in the reading order. */
  finishPage?(p: Painter, pageIndex: number, pageCount: number): void;
}

/** What a layout receives. */
export interface LayoutContext {
  content: CurriculoContent;
  fonts: Fonts;
  palette: Palette;
  /** The embedded photo, when the layout uses one and the resume has one. */
  photo: PDFImage | null;
}

export interface ResumeLayout {
  family: Family;
  usesPhoto: boolean;
  /** The section headings in reading order, when present (the name and contacts come first). */
  readingOrder: readonly SecaoId[];
  compose(ctx: LayoutContext): Composition;
}

export const PAGE = A4_PORTRAIT;

/** Paginates every frame and paints the pages; returns them. */
export function composePages(doc: PDFDocument, fonts: Fonts, composition: Composition): PDFPage[] {
  const placed = composition.frames.map((frame) =>
    paginate(frame.column.flows, (i) => frame.bottom(i) - frame.top(i)),
  );
  const pageCount = Math.max(
    1,
    ...placed.map((pages) => (pages.length === 1 && pages[0]!.length === 0 ? 0 : pages.length)),
  );
  const pages: PDFPage[] = [];
  for (let i = 0; i < pageCount; i++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const painter = new Painter(doc, page, fonts);
    composition.decorate?.(painter, i, pageCount);
    composition.frames.forEach((frame, f) => {
      for (const { top, item } of placed[f]![i] ?? []) item.payload(painter, frame.x, frame.top(i) + top);
    });
    composition.finishPage?.(painter, i, pageCount);
    painter.finish();
    pages.push(page);
  }
  return pages;
}
