// The engine's own TrueType subsets against fontkit's reading of the same faces: every glyph of a subset draws
// the outline and advances the width of the original glyph, in every face, compound glyphs included.
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from './extract-text';
import { FONT_FILES, type FontFamily, type FontStyle, fontBytes } from './font-files';
import { renderPdf } from './render-pdf';
import { FontSubset, TrueTypeFace } from './truetype';

/** Latin with compound (accented) glyphs, Vietnamese stacked marks, Greek, Cyrillic, digits and spaces. */
const SAMPLE = 'Aé ễ Łukasz Ștefan Gökhan Zoë Ångström ő Я Ω 0 Ç ção ª º § ½';

const FACES = Object.entries(FONT_FILES).flatMap(([family, styles]) =>
  Object.keys(styles).map((style) => [family as FontFamily, style as FontStyle] as const),
);

type FontkitFont = ReturnType<typeof fontkit.create> & {
  getGlyph(gid: number): { advanceWidth: number; path: { toSVG(): string } };
};

describe('TrueTypeFace and FontSubset', () => {
  it.each(FACES)('%s %s: reads the face as fontkit does', async (family, style) => {
    const bytes = await fontBytes(family, style);
    const face = new TrueTypeFace(bytes);
    const reference = fontkit.create(bytes) as FontkitFont;

    expect(face.postscriptName).toBe(reference.postscriptName);
    expect(face.unitsPerEm).toBe(reference.unitsPerEm);
    expect([face.ascent, face.descent, face.capHeight, face.xHeight, face.italicAngle]).toEqual([
      reference.ascent,
      reference.descent,
      reference.capHeight,
      reference.xHeight,
      reference.italicAngle,
    ]);
    for (const ch of SAMPLE) {
      const glyph = reference.glyphForCodePoint(ch.codePointAt(0)!);
      expect(face.glyphId(ch.codePointAt(0)!)).toBe(glyph.id);
      expect(face.advance(glyph.id)).toBe(glyph.advanceWidth);
    }
  });

  it.each(FACES)('%s %s: a subset draws each glyph as the face does', async (family, style) => {
    const bytes = await fontBytes(family, style);
    const face = new TrueTypeFace(bytes);
    const reference = fontkit.create(bytes) as FontkitFont;
    const subset = new FontSubset(face);

    const codes = subset
      .hex(SAMPLE)
      .match(/.{4}/g)!
      .map((code) => Number.parseInt(code, 16));
    const program = fontkit.create(Buffer.from(subset.fontProgram())) as FontkitFont;

    [...SAMPLE].forEach((ch, i) => {
      const original = reference.glyphForCodePoint(ch.codePointAt(0)!);
      const copy = program.getGlyph(codes[i]!);
      expect(copy.path.toSVG()).toBe(original.path.toSVG());
      expect(copy.advanceWidth).toBe(original.advanceWidth);
    });
    // The parts of compound glyphs come after the drawn ones, which are numbered from 1 in order of use.
    const drawn = new Set(SAMPLE).size;
    expect(Math.max(...codes)).toBe(drawn);
    expect(program.numGlyphs).toBeGreaterThan(drawn + 1);
    expect(subset.widths()).toHaveLength(drawn);
  });

  it('gives two characters drawn with one glyph a code each, so that each copies out as itself', async () => {
    // Latin ə and Cyrillic ә share a glyph in every face (as do the space and the no-break space in Tinos).
    const face = new TrueTypeFace(await fontBytes('serif', 'regular'));
    expect(face.glyphId(0x259)).toBe(face.glyphId(0x4d9));
    const subset = new FontSubset(face);
    expect(subset.hex('ə')).not.toBe(subset.hex('ә'));

    const { bytes } = await renderPdf([{ type: 'paragraph', text: 'Nə ә; NBSP\u00a0e espaço' }], {
      metadata: { title: 'Teste' },
      font: 'serif',
    });
    const { text } = await extractPdfText(bytes);
    expect(text).toContain('Nə ә; NBSP e espaço');
  });
});
