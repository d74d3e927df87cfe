// One page's content stream written as text: the operators pdf-lib would write for text, rules and
// rectangles, without an object per operator and operand, deflated once when the page is done.
import { numberToString, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { flateStream } from './flate';
import type { MeasuredFont } from './fonts';

/** A grey level from 0 (black) to 1 (white). */
export type Gray = number;

/** Rounded to thousandths of a point, for positions that need no more. */
export function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

const n = numberToString;

export class PageContent {
  private readonly parts: string[] = [];
  private readonly fontKeys = new Map<PDFFont, string>();
  /** The page's height in points, read once: pdf-lib looks its media box up again on every call. */
  readonly height: number;

  constructor(readonly page: PDFPage) {
    this.height = page.getHeight();
  }

  /** The page's resource name of `font` (`/F1-…`), added to its resources on first use. */
  fontKey(font: MeasuredFont): string {
    let key = this.fontKeys.get(font.font);
    if (!key) {
      key = this.page.node.newFontDictionary(font.font.name, font.font.ref).toString();
      this.fontKeys.set(font.font, key);
    }
    return key;
  }

  /** Operators as they are (callers build text objects with `fontKey` and `MeasuredFont.literal`). */
  push(operators: string): void {
    this.parts.push(operators);
  }

  /** `runs` on one line, the baseline `baseline` points above the page's bottom edge, from `x`. */
  textLine(
    runs: readonly { font: MeasuredFont; text: string }[],
    x: number,
    baseline: number,
    size: number,
  ): void {
    let out = `BT\n1 0 0 1 ${n(x)} ${n(baseline)} Tm\n`;
    for (const { font, text } of runs)
      out += `${this.fontKey(font)} ${n(size)} Tf\n${font.literal(text)} Tj\n`;
    this.parts.push(`${out}ET\n`);
  }

  /** A straight line (pdf-lib's `drawLine`): `dash` in points, none by default. */
  line(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    width: number,
    gray: Gray = 0,
    dash: number[] = [],
  ): void {
    this.parts.push(
      `q\n${n(gray)} G\n${n(width)} w\n[${dash.map(n).join(' ')}] 0 d\n${n(x1)} ${n(y1)} m\n${n(x2)} ${n(y2)} l\nS\nQ\n`,
    );
  }

  /** A rectangle from its bottom-left corner (pdf-lib's `drawRectangle`), stroked, and filled when `fill` is given. */
  rectangle(x: number, y: number, width: number, height: number, border: number, fill?: Gray): void {
    this.parts.push(
      `q\n${fill === undefined ? '' : `${n(fill)} g\n`}0 G\n${n(border)} w\n[] 0 d\n` +
        `1 0 0 1 ${n(x)} ${n(y)} cm\n1 0 0 1 0 0 cm\n1 0 0 1 0 0 cm\n` +
        `0 0 m\n0 ${n(height)} l\n${n(width)} ${n(height)} l\n${n(width)} 0 l\nh\n${fill === undefined ? 'S' : 'B'}\nQ\n`,
    );
  }

  /** The page's content, deflated, as its first content stream (pdf-lib's drawings, if any, come after). */
  finish(doc: PDFDocument): void {
    if (this.parts.length === 0) return;
    const stream = flateStream(doc.context, this.parts.join(''));
    this.page.node.addContentStream(doc.context.register(stream));
  }
}
