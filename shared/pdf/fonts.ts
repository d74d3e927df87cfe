// The standard-font families of the engine (no font files embedded) and cached text measurement.
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

export type FontFamily = 'helvetica' | 'times';

const FAMILY_FONTS: Record<FontFamily, { regular: StandardFonts; bold: StandardFonts }> = {
  helvetica: { regular: StandardFonts.Helvetica, bold: StandardFonts.HelveticaBold },
  times: { regular: StandardFonts.TimesRoman, bold: StandardFonts.TimesRomanBold },
};

// Glyph widths (per 1 pt) by standard font name, shared across documents: the metrics never change.
const glyphWidths = new Map<string, Map<string, number>>();

/**
 * One font of the family, measured glyph by glyph without kerning: a plain `Tj` is drawn without kerning,
 * so this is the width a viewer shows (pdf-lib's own measure adds kerning pairs and would skew justified lines).
 */
export class MeasuredFont {
  private readonly widths: Map<string, number>;

  constructor(readonly font: PDFFont) {
    let widths = glyphWidths.get(font.name);
    if (!widths) {
      widths = new Map();
      glyphWidths.set(font.name, widths);
    }
    this.widths = widths;
  }

  /** Width of `text` at 1 pt. Text must already be WinAnsi. */
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

export async function embedFamily(doc: PDFDocument, family: FontFamily): Promise<FontSet> {
  const names = FAMILY_FONTS[family];
  const [regular, bold] = await Promise.all([doc.embedFont(names.regular), doc.embedFont(names.bold)]);
  return { regular: new MeasuredFont(regular), bold: new MeasuredFont(bold) };
}

/** Distance from the top of a line box to the baseline, as a share of the font size (ascender of the family). */
export const BASELINE_RATIO: Record<FontFamily, number> = { helvetica: 0.77, times: 0.75 };
