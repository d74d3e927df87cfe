// The engine's embedded font families (Arimo and Tinos, see font-files.ts), subset to the glyphs each document
// uses, and cached text measurement.
import type fontkitModule from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { type FontFamily, type FontStyle, fontBytes } from './font-files';

export type { FontFamily, FontStyle } from './font-files';

// Glyph widths (per 1 pt) by face, shared across documents: the metrics never change. Keyed by face, not by
// the embedded font's name, which carries a random subset tag per document.
const glyphWidths = new Map<string, Map<string, number>>();

/**
 * One face of the family, measured glyph by glyph without kerning: text is drawn glyph by glyph without kerning,
 * so this is the width a viewer shows (pdf-lib's own measure adds kerning and would skew justified lines).
 */
export class MeasuredFont {
  private readonly widths: Map<string, number>;

  constructor(
    readonly font: PDFFont,
    face: string,
  ) {
    let widths = glyphWidths.get(face);
    if (!widths) {
      widths = new Map();
      glyphWidths.set(face, widths);
    }
    this.widths = widths;
  }

  /** Width of `text` at 1 pt. Text must already be printable (`toPrintable`). */
  unitWidth(text: string): number {
    let total = 0;
    for (const ch of text) {
      let width = this.widths.get(ch);
      if (width === undefined) {
        width = this.font.widthOfTextAtSize(ch, 1);
        this.widths.set(ch, width);
      }
      total += width;
    }
    return total;
  }

  width(text: string, sizePt: number): number {
    return this.unitWidth(text) * sizePt;
  }
}

export interface FontSet {
  regular: MeasuredFont;
  bold: MeasuredFont;
}

type FontkitFont = ReturnType<typeof fontkitModule.create>;

interface GlyphBuffer extends Uint8Array {
  constructor: { alloc(size: number): GlyphBuffer; concat(list: GlyphBuffer[]): GlyphBuffer };
}

interface TrueTypeSubset {
  glyf: GlyphBuffer[];
  offset: number;
  _addGlyph(gid: number): number;
}

let subsetsPadded = false;

/**
 * fontkit copies each glyph into a subset as stored; a font with long loca offsets may store glyphs of odd
 * length (Arimo and Tinos do), and a small subset is written with short offsets, which count 2-byte words:
 * every glyph after an odd one was then read from the wrong place and most letters did not show. Each glyph
 * is padded to an even length, as the TrueType format asks. Patched once, on fontkit's subset class.
 */
function padSubsetGlyphs(font: FontkitFont): void {
  if (subsetsPadded) return;
  subsetsPadded = true;
  const proto = Object.getPrototypeOf(font.createSubset()) as TrueTypeSubset;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: TrueTypeSubset, gid: number) {
    const index = addGlyph.call(this, gid);
    const buffer = this.glyf[index]!;
    if (buffer.length % 2 === 1) {
      this.glyf[index] = buffer.constructor.concat([buffer, buffer.constructor.alloc(1)]);
      this.offset += 1;
    }
    return index;
  };
}

/**
 * The font with one glyph per character, straight from its character map. pdf-lib lays out every string it
 * encodes or measures through fontkit's OpenType shaper, which took three quarters of a render; the scripts
 * the forms accept (Latin, Greek, Cyrillic: `printable-charset.ts`) need no shaping, and without ligatures
 * or kerning the measured widths, the drawn glyphs and the text a reader copies out all match.
 */
function unshaped(font: FontkitFont): FontkitFont {
  const plain = Object.create(font) as FontkitFont;
  plain.layout = (text: string) => {
    const glyphs = [...text].map((ch) => {
      const codePoint = ch.codePointAt(0)!;
      const glyph = font.glyphForCodePoint(codePoint);
      // fontkit keeps each glyph object for the life of the font, with the characters of its first lookup: one
      // first met as part of an accented letter (the "e" of "ễ") has none, and pdf-lib writes the text a reader
      // copies (ToUnicode) from them: that "e" would copy out as a control character in later documents.
      if (glyph.codePoints.length === 0) glyph.codePoints = [codePoint];
      return glyph;
    });
    return { glyphs } as unknown as ReturnType<FontkitFont['layout']>;
  };
  return plain;
}

// One parsed font per face for the whole process: pdf-lib would parse the TTF again for every document, and
// a parsed font is only read from (each document's subset is its own).
const parsed = new WeakMap<Uint8Array, FontkitFont>();
let cachedFontkit: Promise<typeof fontkitModule> | undefined;

/**
 * fontkit, imported on the first render: nearly a megabyte of code that a cold start would otherwise evaluate
 * before the handler runs, whether or not the request renders.
 */
function loadFontkit(): Promise<typeof fontkitModule> {
  cachedFontkit ??= import('@pdf-lib/fontkit').then(({ default: fontkit }) => ({
    ...fontkit,
    create(bytes: Uint8Array) {
      let font = parsed.get(bytes);
      if (!font) {
        const full = fontkit.create(bytes);
        padSubsetGlyphs(full);
        font = unshaped(full);
        parsed.set(bytes, font);
      }
      return font;
    },
  }));
  return cachedFontkit;
}

/** Embeds one face of `family` into `doc`, subset to the glyphs the document draws. */
export async function embedFace(
  doc: PDFDocument,
  family: FontFamily,
  style: FontStyle,
): Promise<MeasuredFont> {
  const [fontkit, bytes] = await Promise.all([loadFontkit(), fontBytes(family, style)]);
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(bytes, { subset: true });
  return new MeasuredFont(font, `${family}-${style}`);
}

export async function embedFamily(doc: PDFDocument, family: FontFamily): Promise<FontSet> {
  const [regular, bold] = await Promise.all([
    embedFace(doc, family, 'regular'),
    embedFace(doc, family, 'bold'),
  ]);
  return { regular, bold };
}

/**
 * Distance from the top of a line box to the baseline, as a share of the font size: the values measured for
 * Helvetica and Times, which Arimo and Tinos match metric for metric, so the layouts keep their places.
 */
export const BASELINE_RATIO: Record<FontFamily, number> = { sans: 0.77, serif: 0.75 };
