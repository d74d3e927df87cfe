// The resume layouts' drawing surface: the embedded fonts, the two colours and their tints, and a painter that
// draws real text, shapes, a clipped photo and link areas in top-down page coordinates.
import {
  appendBezierCurve,
  beginText,
  clip,
  closePath,
  endPath,
  endText,
  fill,
  lineTo,
  moveTo,
  type PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFName,
  type PDFOperator,
  type PDFPage,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  rgb,
  setCharacterSpacing,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';
import { BASELINE_RATIO, embedFace, type FontFamily, type MeasuredFont } from '../../../pdf/fonts';
import { toPrintable } from '../../../pdf/printable';
import type { InlineRun } from '../../blocks';

export type Family = FontFamily;
export type FontWeight = 'regular' | 'bold' | 'italic';

export interface Fonts {
  family: Family;
  regular: MeasuredFont;
  bold: MeasuredFont;
  italic: MeasuredFont;
  /** Top of the line box to the baseline, as a share of the size (ascender). */
  ascent: number;
}

export async function embedFonts(doc: PDFDocument, family: Family): Promise<Fonts> {
  const [regular, bold, italic] = await Promise.all([
    embedFace(doc, family, 'regular'),
    embedFace(doc, family, 'bold'),
    embedFace(doc, family, 'italic'),
  ]);
  return { family, regular, bold, italic, ascent: BASELINE_RATIO[family] };
}

export interface Palette {
  primary: RGB;
  accent: RGB;
  /** Body text. */
  text: RGB;
  /** Dates, places, labels. */
  muted: RGB;
  /** Hairlines. */
  rule: RGB;
  /** The primary colour at about 10 % on white: panels and bands. */
  primaryTint: RGB;
  accentTint: RGB;
  /** Text on the primary colour: white, or near-black when the colour is light. */
  onPrimary: RGB;
  /** Secondary text on the primary colour. */
  onPrimarySoft: RGB;
  onAccent: RGB;
  /** The primary colour darkened: headings that must read well even when the colour is light. */
  primaryDark: RGB;
  white: RGB;
}

function hexToRgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255) as [number, number, number];
}

const mix = (a: [number, number, number], b: [number, number, number], t: number) =>
  a.map((v, i) => v + (b[i]! - v) * t) as [number, number, number];

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const toRgb = (c: [number, number, number]) => rgb(c[0], c[1], c[2]);
const WHITE: [number, number, number] = [1, 1, 1];
const INK: [number, number, number] = [0.11, 0.13, 0.17];

/** The palette of two `#rrggbb` colours (already validated). */
export function makePalette(primaryHex: string, accentHex: string): Palette {
  const primary = hexToRgb(primaryHex);
  const accent = hexToRgb(accentHex);
  const onColor = (c: [number, number, number]) => toRgb(luminance(c) > 0.45 ? INK : WHITE);
  // Darken a light colour until it reads on white as heading text (contrast of about 4.5:1).
  let dark = primary;
  for (let i = 0; i < 10 && 1.05 / (luminance(dark) + 0.05) < 4.5; i++) dark = mix(dark, [0, 0, 0], 0.15);
  return {
    primary: toRgb(primary),
    accent: toRgb(accent),
    text: toRgb(INK),
    muted: rgb(0.38, 0.41, 0.47),
    rule: rgb(0.85, 0.87, 0.9),
    primaryTint: toRgb(mix(primary, WHITE, 0.9)),
    accentTint: toRgb(mix(accent, WHITE, 0.88)),
    onPrimary: onColor(primary),
    onPrimarySoft: toRgb(mix(luminance(primary) > 0.45 ? INK : WHITE, primary, 0.3)),
    onAccent: onColor(accent),
    primaryDark: toRgb(dark),
    white: toRgb(WHITE),
  };
}

/** Text ready for the fonts: any input prints (what they cannot draw, refused by the form's check, is left out). */
export function printable(text: string): string {
  return toPrintable(text, 'normalize');
}

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color: RGB;
  /** Line height as a multiple of the size (default 1.35). */
  leading?: number;
  /** Extra space after each character, in points (capped by `trackingOf`). */
  tracking?: number;
}

/**
 * Letter spacing actually applied: at most 5 % of the size. Text extractors (pdf.js, the parsers of applicant
 * tracking systems) read a wider gap between letters as a space and would split "E X P E R I Ê N C I A".
 */
export function trackingOf(style: TextStyle): number {
  return Math.min(style.tracking ?? 0, style.size * 0.05);
}

export function fontOf(fonts: Fonts, weight: FontWeight = 'regular'): MeasuredFont {
  return fonts[weight];
}

export function lineHeight(style: TextStyle): number {
  return style.size * (style.leading ?? 1.35);
}

/** Width of printable runs in `style` (bold runs in bold). */
export function runsWidth(fonts: Fonts, runs: readonly InlineRun[], style: TextStyle): number {
  let width = 0;
  for (const run of runs) {
    const font = run.bold ? fonts.bold : fontOf(fonts, style.weight);
    width += font.width(run.text, style.size) + trackingOf(style) * [...run.text].length;
  }
  return width;
}

export function textWidth(fonts: Fonts, text: string, style: TextStyle): number {
  return runsWidth(fonts, [{ text: printable(text), bold: false }], style);
}

interface LinkArea {
  x: number;
  top: number;
  width: number;
  height: number;
  uri: string;
}

/** Draws on one page. `top` is always the distance from the page's top edge, in points. */
export class Painter {
  private readonly fontKeys = new Map<PDFFont, PDFName>();
  private readonly links: LinkArea[] = [];
  /** Set while painting a released PDF: where the layout's page footer must stay (`FooterRoom` in flow.ts). */
  footerRoom: { bottom: number; right: number } | null = null;

  constructor(
    readonly doc: PDFDocument,
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  get width(): number {
    return this.page.getWidth();
  }

  get height(): number {
    return this.page.getHeight();
  }

  private key(font: PDFFont): PDFName {
    let key = this.fontKeys.get(font);
    if (!key) {
      key = this.page.node.newFontDictionary(font.name, font.ref);
      this.fontKeys.set(font, key);
    }
    return key;
  }

  /** Printable runs on one line whose box starts at `top`. */
  runs(runs: readonly InlineRun[], x: number, top: number, style: TextStyle): void {
    if (runs.length === 0) return;
    const { size } = style;
    const box = lineHeight(style);
    const baseline = this.height - top - (box - size) / 2 - size * this.fonts.ascent;
    const c = style.color;
    const ops: PDFOperator[] = [
      beginText(),
      setFillingRgbColor(c.red, c.green, c.blue),
      setTextMatrix(1, 0, 0, 1, round(x), round(baseline)),
    ];
    const tracking = trackingOf(style);
    if (tracking) ops.push(setCharacterSpacing(tracking));
    for (const run of runs) {
      if (run.text === '') continue;
      const font = (run.bold ? this.fonts.bold : fontOf(this.fonts, style.weight)).font;
      ops.push(setFontAndSize(this.key(font), size), showText(font.encodeText(run.text)));
    }
    if (tracking) ops.push(setCharacterSpacing(0));
    ops.push(endText());
    this.page.pushOperators(...ops);
  }

  /** Any text on one line (normalised here); returns the width drawn. */
  text(
    text: string,
    x: number,
    top: number,
    style: TextStyle,
    align: 'left' | 'center' | 'right' = 'left',
  ): number {
    const runs = [{ text: printable(text), bold: false }];
    const width = runsWidth(this.fonts, runs, style);
    const left = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
    this.runs(runs, left, top, style);
    return width;
  }

  rect(x: number, top: number, width: number, height: number, color: RGB): void {
    this.page.drawRectangle({ x, y: this.height - top - height, width, height, color });
  }

  /** A filled rectangle with rounded corners. */
  roundedRect(x: number, top: number, width: number, height: number, radius: number, color: RGB): void {
    const r = Math.min(radius, width / 2, height / 2);
    const y = this.height - top - height;
    this.page.pushOperators(
      pushGraphicsState(),
      setFillingRgbColor(color.red, color.green, color.blue),
      ...roundedRectPath(x, y, width, height, r),
      fill(),
      popGraphicsState(),
    );
  }

  hline(x1: number, x2: number, top: number, color: RGB, thickness = 0.6): void {
    const y = this.height - top;
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color });
  }

  vline(x: number, top1: number, top2: number, color: RGB, thickness = 0.6): void {
    this.page.drawLine({
      start: { x, y: this.height - top1 },
      end: { x, y: this.height - top2 },
      thickness,
      color,
    });
  }

  circle(cx: number, ctop: number, radius: number, color: RGB): void {
    this.page.drawCircle({ x: cx, y: this.height - ctop, size: radius, color });
  }

  /**
   * The photo filling a box (cropped to cover it, keeping the upper part where faces are), clipped to a circle,
   * a rounded square or the plain box.
   */
  photo(
    image: PDFImage,
    x: number,
    top: number,
    width: number,
    height: number,
    shape: 'circle' | 'rounded' | 'square',
  ): void {
    const y = this.height - top - height;
    const scale = Math.max(width / image.width, height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    const path =
      shape === 'circle'
        ? ellipsePath(x + width / 2, y + height / 2, width / 2, height / 2)
        : roundedRectPath(x, y, width, height, shape === 'rounded' ? Math.min(width, height) * 0.08 : 0);
    this.page.pushOperators(pushGraphicsState(), ...path, clip(), endPath());
    this.page.drawImage(image, {
      x: x - (w - width) / 2,
      y: y + height - h + (h - height) * 0.2,
      width: w,
      height: h,
    });
    this.page.pushOperators(popGraphicsState());
  }

  /** A clickable area (e.g. `mailto:`), added as a link annotation by `finish`. */
  link(x: number, top: number, width: number, height: number, uri: string): void {
    this.links.push({ x, top, width, height, uri });
  }

  /** Writes the link annotations collected on this page. */
  finish(): void {
    for (const link of this.links) {
      const y = this.height - link.top - link.height;
      const annotation = this.doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [round(link.x), round(y), round(link.x + link.width), round(y + link.height)],
        Border: [0, 0, 0],
        F: 4,
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(link.uri) },
      });
      this.page.node.addAnnot(this.doc.context.register(annotation));
    }
  }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

// Bézier control distance for a quarter circle.
const KAPPA = 0.5522847498;

function ellipsePath(cx: number, cy: number, rx: number, ry: number): PDFOperator[] {
  const ox = rx * KAPPA;
  const oy = ry * KAPPA;
  return [
    moveTo(cx - rx, cy),
    appendBezierCurve(cx - rx, cy + oy, cx - ox, cy + ry, cx, cy + ry),
    appendBezierCurve(cx + ox, cy + ry, cx + rx, cy + oy, cx + rx, cy),
    appendBezierCurve(cx + rx, cy - oy, cx + ox, cy - ry, cx, cy - ry),
    appendBezierCurve(cx - ox, cy - ry, cx - rx, cy - oy, cx - rx, cy),
    closePath(),
  ];
}

function roundedRectPath(x: number, y: number, w: number, h: number, r: number): PDFOperator[] {
  if (r <= 0) return [moveTo(x, y), lineTo(x + w, y), lineTo(x + w, y + h), lineTo(x, y + h), closePath()];
  const o = r * KAPPA;
  return [
    moveTo(x + r, y),
    lineTo(x + w - r, y),
    appendBezierCurve(x + w - r + o, y, x + w, y + r - o, x + w, y + r),
    lineTo(x + w, y + h - r),
    appendBezierCurve(x + w, y + h - r + o, x + w - r + o, y + h, x + w - r, y + h),
    lineTo(x + r, y + h),
    appendBezierCurve(x + r - o, y + h, x, y + h - r + o, x, y + h - r),
    lineTo(x, y + r),
    appendBezierCurve(x, y + r - o, x + r - o, y, x + r, y),
    closePath(),
  ];
}
