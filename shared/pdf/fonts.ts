// The engine's embedded font families (Arimo and Tinos, see font-files.ts): each face parsed once per process
// (truetype.ts), measured from its advance widths, and embedded in each document as a subset of the glyphs it
// draws (each character one glyph: the scripts the forms accept, `printable-charset.ts`, need no shaping).
import {
  CustomFontEmbedder,
  type PDFContext,
  type PDFDocument,
  PDFFont,
  PDFHexString,
  type PDFRef,
  PDFString,
} from 'pdf-lib';
import { flateStream } from './flate';
import { type FontFamily, type FontStyle, fontBytes } from './font-files';
import { FontSubset, TrueTypeFace } from './truetype';

export type { FontFamily, FontStyle } from './font-files';

/** Each face, parsed once per process, with the width of each character met so far (per 1 pt). */
interface LoadedFace {
  face: TrueTypeFace;
  /** By UTF-16 code unit (the faces map the Basic Multilingual Plane only); NaN until measured. */
  widths: Float64Array;
}

const faces = new Map<string, Promise<LoadedFace>>();

function loadFace(family: FontFamily, style: FontStyle): Promise<LoadedFace> {
  const key = `${family}-${style}`;
  let loaded = faces.get(key);
  if (!loaded) {
    loaded = fontBytes(family, style).then((bytes) => ({
      face: new TrueTypeFace(bytes),
      widths: new Float64Array(0x10000).fill(Number.NaN),
    }));
    faces.set(key, loaded);
    loaded.catch(() => faces.delete(key));
  }
  return loaded;
}

/** pdf-lib's `FontFlags` for a TrueType face: symbolic (its own glyph codes), serif and italic by its tables. */
function fontFlags(face: TrueTypeFace): number {
  let flags = 1 << 2;
  if (face.fixedPitch) flags |= 1 << 0;
  if (face.familyClass >= 1 && face.familyClass <= 7) flags |= 1 << 1;
  if (face.familyClass === 10) flags |= 1 << 3;
  if (face.italic) flags |= 1 << 6;
  return flags;
}

/**
 * A face's subset as pdf-lib embeds a font: it writes, when the document is saved, the same objects as
 * pdf-lib's own subset embedder (Type0 font, CIDFontType2 with its widths, descriptor, FontFile2, ToUnicode),
 * from our subset instead of fontkit's, which took half of a render and needed patches to print every letter.
 * A `CustomFontEmbedder` only to be accepted by `PDFFont`; nothing of its fontkit part is used.
 */
class SubsetEmbedder extends CustomFontEmbedder {
  readonly subset: FontSubset;

  constructor(private readonly loaded: LoadedFace) {
    const { face } = loaded;
    super({ unitsPerEm: face.unitsPerEm, postscriptName: face.postscriptName } as never, new Uint8Array());
    this.subset = new FontSubset(face);
  }

  override encodeText(text: string): PDFHexString {
    return PDFHexString.of(this.subset.hex(text));
  }

  override widthOfTextAtSize(text: string, size: number): number {
    return unitWidth(this.loaded, text) * size;
  }

  override heightOfFontAtSize(size: number, options: { descender?: boolean } = {}): number {
    const { face } = this.loaded;
    const scale = 1000 / face.unitsPerEm;
    let height = ((face.ascent || face.bbox.maxY) - (face.descent || face.bbox.minY)) * scale;
    if (options.descender === false) height -= Math.abs(face.descent) || 0;
    return (height / 1000) * size;
  }

  override sizeOfFontAtHeight(height: number): number {
    const { face } = this.loaded;
    const scale = 1000 / face.unitsPerEm;
    return (1000 * height) / (((face.ascent || face.bbox.maxY) - (face.descent || face.bbox.minY)) * scale);
  }

  override async embedIntoContext(context: PDFContext, ref?: PDFRef): Promise<PDFRef> {
    const { face } = this.loaded;
    const scale = 1000 / face.unitsPerEm;
    const name = context.addRandomSuffix(face.postscriptName);
    this.baseFontName = name;
    const program = context.register(flateStream(context, this.subset.fontProgram()));
    const { minX, minY, maxX, maxY } = face.bbox;
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: name,
        Flags: fontFlags(face),
        FontBBox: [minX * scale, minY * scale, maxX * scale, maxY * scale],
        ItalicAngle: face.italicAngle,
        Ascent: face.ascent * scale,
        Descent: face.descent * scale,
        CapHeight: (face.capHeight || face.ascent) * scale,
        XHeight: (face.xHeight || 0) * scale,
        StemV: 0,
        FontFile2: program,
      }),
    );
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        CIDToGIDMap: 'Identity',
        BaseFont: name,
        CIDSystemInfo: {
          Registry: PDFString.of('Adobe'),
          Ordering: PDFString.of('Identity'),
          Supplement: 0,
        },
        FontDescriptor: descriptor,
        W: [1, this.subset.widths()],
      }),
    );
    const toUnicode = context.register(flateStream(context, this.subset.toUnicode()));
    const font = context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: name,
      Encoding: 'Identity-H',
      DescendantFonts: [cidFont],
      ToUnicode: toUnicode,
    });
    if (!ref) return context.register(font);
    context.assign(ref, font);
    return ref;
  }
}

/** Width of `text` at 1 pt: the sum of its characters' advance widths (no kerning: none is drawn). */
function unitWidth(loaded: LoadedFace, text: string): number {
  const { face, widths } = loaded;
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    let width = widths[unit]!;
    if (Number.isNaN(width)) {
      const codePoint = text.codePointAt(i)!;
      width = face.advance(face.glyphId(codePoint)) * (1000 / face.unitsPerEm) * (1 / 1000);
      // A character beyond the plane (none is printable) is measured each time, as one glyph.
      if (codePoint > 0xffff) i++;
      else widths[unit] = width;
    }
    total += width;
  }
  return total;
}

/**
 * One face of the family in one document, measured glyph by glyph without kerning: text is drawn glyph by
 * glyph without kerning, so this is the width a viewer shows.
 */
export class MeasuredFont {
  constructor(
    readonly font: PDFFont,
    private readonly embedder: SubsetEmbedder,
    private readonly loaded: LoadedFace,
  ) {}

  /** Width of `text` at 1 pt. Text must already be printable (`toPrintable`). */
  unitWidth(text: string): number {
    return unitWidth(this.loaded, text);
  }

  width(text: string, sizePt: number): number {
    return unitWidth(this.loaded, text) * sizePt;
  }

  /** The glyph codes that draw `text` as a content stream's string operand, `(…)` (as in `(…) Tj`). */
  literal(text: string): string {
    return this.embedder.subset.literal(text);
  }
}

export interface FontSet {
  regular: MeasuredFont;
  bold: MeasuredFont;
}

/** Embeds one face of `family` into `doc`, subset to the glyphs the document draws. */
export async function embedFace(
  doc: PDFDocument,
  family: FontFamily,
  style: FontStyle,
): Promise<MeasuredFont> {
  const loaded = await loadFace(family, style);
  const embedder = new SubsetEmbedder(loaded);
  const font = PDFFont.of(doc.context.nextRef(), doc, embedder);
  // As `PDFDocument.embedFont` does: the document embeds its fonts when it is saved.
  (doc as unknown as { fonts: PDFFont[] }).fonts.push(font);
  return new MeasuredFont(font, embedder, loaded);
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
