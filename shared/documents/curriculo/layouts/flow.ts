// Column flows of the resume layouts: text broken into lines that keep headings with what follows and split
// long items only between lines, paginated per column (sections that never start in a page's last lines and
// repeat their heading when they continue), fitted to fewer pages when tighter spacing allows, and painted
// page by page in reading order.
import type { PDFDocument, PDFImage, PDFPage } from 'pdf-lib';
import type { FontSet } from '../../../pdf/fonts';
import { breakLines, type TextLine } from '../../../pdf/line-breaker';
import { type Flow, type FlowItem, type Placed, paginate } from '../../../pdf/paginate';
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

/**
 * How far the fit step may tighten a layout (at fit 1): line spacing loses 60 % of its excess over 1.15, text
 * above 9 pt shrinks by up to 10 % but never below 9 pt (smaller text keeps its size), and the space between
 * blocks halves. Rules, bands, photos and chips keep their sizes, so the design stays the same.
 */
const FIT_LIMITS = { minSize: 9, sizeShare: 0.1, minLeading: 1.15, leadingShare: 0.6, spaceShare: 0.5 };

/** `style` tightened by `fit` (0 = as designed, 1 = the tightest the limits allow). */
export function fitStyle(style: TextStyle, fit: number): TextStyle {
  if (fit <= 0) return style;
  const { minSize, sizeShare, minLeading, leadingShare } = FIT_LIMITS;
  const leading = style.leading ?? 1.35;
  return {
    ...style,
    size: style.size > minSize ? Math.max(minSize, style.size * (1 - sizeShare * fit)) : style.size,
    leading: leading > minLeading ? leading - (leading - minLeading) * leadingShare * fit : leading,
  };
}

/** `text` (or runs) as printable runs; `**` in user text stays literal. */
export function runsOf(text: string | readonly InlineRun[], bold = false): InlineRun[] {
  if (typeof text === 'string') return [{ text: printable(text), bold }];
  return text.map((run) => ({ text: printable(run.text), bold: run.bold }));
}

/** A section's blocks in `Column.flows` (from `first` to before `end`) and its heading for a page it continues on. */
export interface SectionSpan {
  first: number;
  end: number;
  continued: () => FlowItem<Paint>[];
}

export interface ColumnOptions {
  /** A sidebar: a section that fits on a page moves to the next page whole rather than split. */
  wholeSections?: boolean;
}

/** One column's content as flows for `paginate`. */
export class Column {
  readonly flows: Flow<Paint>[] = [];
  readonly sections: SectionSpan[] = [];
  private readonly fitted = new WeakMap<TextStyle, TextStyle>();
  private readonly fittedSet = new WeakSet<TextStyle>();

  constructor(
    readonly width: number,
    readonly fonts: Fonts,
    /** How far the fit step tightens this layout (0 = as designed). */
    readonly fit = 0,
    readonly options: ColumnOptions = {},
  ) {}

  /** `style` as this column draws it (tightened by the fit step); the same object for the same style. */
  style(style: TextStyle): TextStyle {
    if (this.fittedSet.has(style)) return style;
    let fitted = this.fitted.get(style);
    if (!fitted) {
      fitted = fitStyle(style, this.fit);
      this.fitted.set(style, fitted);
      this.fittedSet.add(fitted);
    }
    return fitted;
  }

  /** A space between blocks as this column leaves it (halved at the tightest fit). */
  gap(height: number): number {
    return height * (1 - FIT_LIMITS.spaceShare * this.fit);
  }

  /** An empty column of the same width and fit, to build items placed elsewhere (a repeated heading). */
  scratch(width = this.width): Column {
    return new Column(width, this.fonts, this.fit);
  }

  private fontSet(style: TextStyle): FontSet {
    return { regular: fontOf(this.fonts, style.weight), bold: this.fonts.bold };
  }

  /** Lines of wrapped text, each an item. */
  lines(text: string | readonly InlineRun[], style: TextStyle, options: LineOptions = {}): FlowItem<Paint>[] {
    const width = (options.width ?? this.width) - (options.indent ?? 0);
    const broken = this.breakText(runsOf(text), style, width);
    return broken.map((line) => this.lineItem(line, style, { ...options, width }));
  }

  breakText(runs: InlineRun[], rawStyle: TextStyle, width: number): TextLine[] {
    const style = this.style(rawStyle);
    // Tracking widens every character: break for the narrower width it leaves.
    const perChar = trackingOf(style);
    const lines = breakLines(runs, {
      maxWidth: perChar ? width * (1 - perChar / style.size) : width,
      sizePt: style.size,
      fonts: this.fontSet(style),
    });
    return lines.filter((line) => line.segments.length > 0);
  }

  lineItem(line: TextLine, rawStyle: TextStyle, options: LineOptions & { width: number }): FlowItem<Paint> {
    const style = this.style(rawStyle);
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
    rawStyle: TextStyle,
    rawMarker: { text: string; style: TextStyle; hang: number; indent?: number },
  ): FlowItem<Paint>[] {
    const style = this.style(rawStyle);
    const marker = { ...rawMarker, style: this.style(rawMarker.style) };
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
    rawLeftStyle: TextStyle,
    right: string,
    rawRightStyle: TextStyle,
    indent = 0,
  ): FlowItem<Paint>[] {
    const leftStyle = this.style(rawLeftStyle);
    const rightStyle = this.style(rawRightStyle);
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
   * a part wider than the line gets lines of its own.
   */
  parts(
    parts: readonly { text: string; link?: string }[],
    rawStyle: TextStyle,
    rawSeparator: { text: string; style: TextStyle },
    options: { align?: 'left' | 'center'; width?: number } = {},
  ): FlowItem<Paint>[] {
    const style = this.style(rawStyle);
    const separator = { ...rawSeparator, style: this.style(rawSeparator.style) };
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
      if (part.width > width + 0.01) {
        // Wider than the line (a long e-mail): lines of its own, broken where it must, nothing cut.
        if (line.length > 0) lines.push(line);
        line = [];
        used = 0;
        for (const piece of this.breakText([{ text: part.text, bold: false }], style, width)) {
          const text = piece.segments.map((segment) => segment.text).join('');
          lines.push([{ ...part, text, width: runsWidth(this.fonts, piece.segments, style) }]);
        }
        continue;
      }
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
      spaceBefore: this.gap(options.spaceBefore ?? 0),
      spaceAfter: this.gap(options.spaceAfter ?? 0),
      keepWithNext: options.keepWithNext ?? false,
      keepTogether: options.keepTogether ?? false,
      kind: 'content',
    });
  }

  /** Adds room after the last block. */
  space(height: number): void {
    const last = this.flows[this.flows.length - 1];
    if (last) last.spaceAfter += this.gap(height);
  }

  /**
   * The blocks `add` adds form a section: it starts on a page only with room for its first lines, and where it
   * continues on the next page, `continued` (its heading marked "continuação") is drawn above the rest.
   */
  section(continued: () => FlowItem<Paint>[], add: () => void): void {
    const first = this.flows.length;
    add();
    if (this.flows.length > first) this.sections.push({ first, end: this.flows.length, continued });
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
  /** Where the verification footer leaves room for the layout's own footer (set for released PDFs). */
  footerRoom?: FooterRoom;
}

/**
 * The room a layout's page footer keeps to when the verification footer is on the page (issue 39): its lines end
 * above `bottom` (from the page's top) and left of `right`, so they never touch the verification lines or QR.
 */
export interface FooterRoom {
  bottom: number;
  right: number;
}

/** What a layout receives. */
export interface LayoutContext {
  content: CurriculoContent;
  fonts: Fonts;
  palette: Palette;
  /** The embedded photo, when the layout uses one and the resume has one. */
  photo: PDFImage | null;
  /** How far to tighten the spacing (0 = as designed, 1 = the tightest allowed), passed to every column. */
  fit: number;
}

export interface ResumeLayout {
  family: Family;
  usesPhoto: boolean;
  /** The section headings in reading order, when present (the name and contacts come first). */
  readingOrder: readonly SecaoId[];
  compose(ctx: LayoutContext): Composition;
}

export const PAGE = A4_PORTRAIT;

/** Less than this (about three lines of text) of a section at a page's foot and the section starts overleaf. */
const MIN_SECTION_START = 36;

interface Piece {
  flow: Flow<Paint>;
  /** Index in `Column.sections`, or -1 outside any section (a header). */
  section: number;
  /** The section's first block (its heading). */
  start: boolean;
  /** A heading repeated where the section continues. */
  resumed: boolean;
}

const PAGE_BREAK: Flow<Paint> = {
  items: [],
  spaceBefore: 0,
  spaceAfter: 0,
  keepWithNext: false,
  keepTogether: false,
  kind: 'pageBreak',
};

const heightOfItems = (items: readonly FlowItem<Paint>[]) =>
  items.reduce((sum, item) => sum + item.height, 0);

/**
 * Where the first page break inside a section falls, the pieces that fix it: the whole section moved to the next
 * page when too little of it (or, in a sidebar, not all of what fits on a page) would stay at the foot of this
 * one; otherwise its heading repeated above the rest. Null when every page starts cleanly.
 */
function fixFirstBreak(
  column: Column,
  pieces: Piece[],
  pages: Placed<Paint>[][],
  heightOf: (pageIndex: number) => number,
): Piece[] | null {
  const where = new Map<FlowItem<Paint>, { piece: number; item: number }>();
  pieces.forEach((piece, p) => {
    piece.flow.items.forEach((item, i) => {
      where.set(item, { piece: p, item: i });
    });
  });
  for (let p = 1; p < pages.length; p++) {
    const top = pages[p]![0];
    const at = top && where.get(top.item);
    if (!at) continue;
    const piece = pieces[at.piece]!;
    if (piece.section < 0 || piece.resumed || (piece.start && at.item === 0)) continue;
    const section = piece.section;
    const startIndex = pieces.findIndex((other) => other.section === section && other.start);
    const previous = pages[p - 1]!;
    const startsAbove = previous.some((placed) => where.get(placed.item)?.piece === startIndex);
    const firstAbove = previous[0];
    const atTopAbove = firstAbove !== undefined && where.get(firstAbove.item)?.piece === startIndex;
    if (startsAbove && !atTopAbove) {
      const own = pieces.filter((other) => other.section === section && !other.resumed);
      const total = own.reduce((sum, o) => sum + heightOfItems(o.flow.items) + o.flow.spaceBefore, 0);
      const above = previous
        .filter((placed) => {
          const owner = pieces[where.get(placed.item)?.piece ?? -1];
          return owner?.section === section && !owner.start;
        })
        .reduce((sum, placed) => sum + placed.item.height, 0);
      if (
        above < Math.min(MIN_SECTION_START, total) ||
        (column.options.wholeSections && total <= heightOf(p))
      ) {
        return [...pieces.slice(0, startIndex), pieceOf(PAGE_BREAK), ...pieces.slice(startIndex)];
      }
    }
    const items = piece.flow.items;
    const before: Piece[] =
      at.item > 0
        ? [{ ...piece, flow: { ...piece.flow, items: items.slice(0, at.item), spaceAfter: 0 } }]
        : [];
    const resumed: Piece = {
      flow: {
        items: column.sections[section]!.continued(),
        spaceBefore: 0,
        spaceAfter: 0,
        keepWithNext: true,
        keepTogether: true,
        kind: 'content',
      },
      section,
      start: false,
      resumed: true,
    };
    const rest: Piece = {
      ...piece,
      start: false,
      flow: { ...piece.flow, items: items.slice(at.item), spaceBefore: 0 },
    };
    return [
      ...pieces.slice(0, at.piece),
      ...before,
      pieceOf(PAGE_BREAK),
      resumed,
      rest,
      ...pieces.slice(at.piece + 1),
    ];
  }
  return null;
}

function pieceOf(flow: Flow<Paint>): Piece {
  return { flow, section: -1, start: false, resumed: false };
}

/**
 * A column on pages: `paginate`, then each page break that falls inside a section fixed in page order (a
 * section moved whole or its heading repeated) until every page starts cleanly.
 */
export function paginateColumn(column: Column, heightOf: (pageIndex: number) => number): Placed<Paint>[][] {
  const sectionOf = (index: number) =>
    column.sections.findIndex((span) => index >= span.first && index < span.end);
  let pieces: Piece[] = column.flows.map((flow, i) => {
    const section = sectionOf(i);
    return { flow, section, start: section >= 0 && column.sections[section]!.first === i, resumed: false };
  });
  // Each round fixes one break, later than the one before; the bound only guards against a layout bug.
  for (let round = 0; round < 200; round++) {
    const pages = paginate(
      pieces.map((piece) => piece.flow),
      heightOf,
    );
    const fixed = fixFirstBreak(column, pieces, pages, heightOf);
    if (!fixed) return pages;
    pieces = fixed;
  }
  return paginate(
    pieces.map((piece) => piece.flow),
    heightOf,
  );
}

/** A composition placed on pages: each frame's items per page. */
export interface LaidOut {
  composition: Composition;
  placed: Placed<Paint>[][][];
  pageCount: number;
}

/** Paginates every frame of a composition. */
export function layOut(composition: Composition): LaidOut {
  const placed = composition.frames.map((frame) =>
    paginateColumn(frame.column, (i) => frame.bottom(i) - frame.top(i)),
  );
  const pageCount = Math.max(
    1,
    ...placed.map((pages) => (pages.length === 1 && pages[0]!.length === 0 ? 0 : pages.length)),
  );
  return { composition, placed, pageCount };
}

/**
 * The fit step: the layout as designed, unless tightening its spacing within the limits of `fitStyle` saves a
 * page; then the least tightening that does (found by halving, to an eighth of the range).
 */
export function fitPages(compose: (fit: number) => Composition): LaidOut {
  const designed = layOut(compose(0));
  if (designed.pageCount === 1) return designed;
  let best = layOut(compose(1));
  if (best.pageCount >= designed.pageCount) return designed;
  let loose = 0;
  let tight = 1;
  for (let step = 0; step < 3; step++) {
    const middle = (loose + tight) / 2;
    const tried = layOut(compose(middle));
    if (tried.pageCount <= best.pageCount) {
      best = tried;
      tight = middle;
    } else loose = middle;
  }
  return best;
}

/** Paints the pages of a laid-out composition; returns them. */
export function paintPages(
  doc: PDFDocument,
  fonts: Fonts,
  { composition, placed, pageCount }: LaidOut,
): PDFPage[] {
  const pages: PDFPage[] = [];
  for (let i = 0; i < pageCount; i++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const painter = new Painter(doc, page, fonts);
    painter.footerRoom = composition.footerRoom ?? null;
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
