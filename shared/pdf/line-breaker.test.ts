import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseInline } from '../documents/blocks';
import { embedFamily, type FontSet } from './fonts';
import { breakLines, JUSTIFICATION, justifiedWordSpacing } from './line-breaker';

let fonts: FontSet;
beforeAll(async () => {
  fonts = await embedFamily(await PDFDocument.create(), 'sans');
});

const textOf = (line: { segments: { text: string }[] }) => line.segments.map((s) => s.text).join('');

describe('breakLines', () => {
  it('fills lines greedily within the width and counts the gaps justification may stretch', () => {
    const lines = breakLines(parseInline('um dois três quatro cinco seis sete oito nove dez'), {
      maxWidth: 100,
      sizePt: 12,
      fonts,
    });

    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(line.width).toBeLessThanOrEqual(100.01);
      expect(line.gaps).toBe(textOf(line).split(' ').length - 1);
    }
    expect(lines.map(textOf).join(' ')).toBe('um dois três quatro cinco seis sete oito nove dez');
    expect(lines.map((l) => l.hardEnd)).toEqual([...lines.slice(1).map(() => false), true]);
  });

  it('keeps bold runs and the style of the text around them', () => {
    const [line] = breakLines(parseInline('Eu, **MARIA SILVA**, declaro'), {
      maxWidth: 500,
      sizePt: 12,
      fonts,
    });

    expect(line!.segments).toEqual([
      { text: 'Eu, ', bold: false },
      { text: 'MARIA SILVA', bold: true },
      { text: ', declaro', bold: false },
    ]);
    expect(line!.width).toBeCloseTo(
      fonts.regular.width('Eu, ', 12) +
        fonts.bold.width('MARIA SILVA', 12) +
        fonts.regular.width(', declaro', 12),
      5,
    );
  });

  it('ends a line at a newline without stretching it, and collapses repeated spaces', () => {
    const lines = breakLines(parseInline('primeira   linha\nsegunda'), { maxWidth: 500, sizePt: 12, fonts });

    expect(lines.map(textOf)).toEqual(['primeira linha', 'segunda']);
    expect(lines[0]!.hardEnd).toBe(true);
  });

  it('splits a word longer than the line instead of overflowing', () => {
    const lines = breakLines(parseInline(`e-mail: ${'a'.repeat(80)}@exemplo.com.br`), {
      maxWidth: 120,
      sizePt: 12,
      fonts,
    });

    for (const line of lines) expect(line.width).toBeLessThanOrEqual(120.01);
    expect(lines.map(textOf).join('')).toContain('a'.repeat(20));
  });

  it('never breaks at a no-break space but draws it as a plain space', () => {
    const text = `${'palavra '.repeat(8)}nº\u00a0123.456.789-09`;

    for (const maxWidth of [150, 200, 250, 300]) {
      const lines = breakLines(parseInline(text), { maxWidth, sizePt: 12, fonts });
      const last = textOf(lines.at(-1)!);
      expect(last.endsWith('nº 123.456.789-09')).toBe(true);
      expect(lines.every((l) => !textOf(l).includes('\u00a0'))).toBe(true);
    }
  });

  it('indents only the first line', () => {
    const lines = breakLines(parseInline('palavra '.repeat(30)), {
      maxWidth: 200,
      sizePt: 12,
      fonts,
      firstIndent: 30,
    });

    expect(lines[0]!.indent).toBe(30);
    expect(lines[0]!.width).toBeLessThanOrEqual(170.01);
    expect(lines.slice(1).every((l) => l.indent === 0)).toBe(true);
  });
});

describe('justifiedWordSpacing (issue 15: no wide gaps)', () => {
  const LONG = 'Pneumoultramicroscopicossilicovulcanoconiótico';
  const lines = (text: string, maxWidth: number) =>
    breakLines(parseInline(text), { maxWidth, sizePt: 12, fonts });

  it('stretches full lines by at most a space’s own width per space, else leaves them; never the last', () => {
    const text =
      'Declaro para os devidos fins que a pessoa abaixo identificada reside no endereço indicado, ' +
      'na condição de membro da minha família, desde o início do ano passado, sem interrupção.';
    const broken = lines(text, 300);

    expect(broken.length).toBeGreaterThan(2);
    let justified = 0;
    for (const line of broken.slice(0, -1)) {
      const gap = justifiedWordSpacing(line, 300);
      const needed = (300 - line.width) / line.gaps;
      if (gap === 0) expect(needed, textOf(line)).toBeGreaterThan(JUSTIFICATION.maxStretch * line.spaceWidth);
      else {
        justified++;
        expect(gap).toBeLessThanOrEqual(JUSTIFICATION.maxStretch * line.spaceWidth);
        expect(line.width + gap * line.gaps).toBeCloseTo(300, 5);
      }
    }
    expect(justified).toBeGreaterThan(0);
    expect(justifiedWordSpacing(broken.at(-1)!, 300)).toBe(0);
  });

  it('leaves a line of fewer than three words left-aligned, however little it needs', () => {
    const width = fonts.regular.width(LONG, 12) + 2;
    const [two] = lines(`um dois ${LONG}`, width);

    expect(textOf(two!)).toBe('um dois');
    expect(justifiedWordSpacing(two!, two!.width + 1)).toBe(0);
    expect(justifiedWordSpacing({ ...two!, gaps: 2 }, two!.width + 1)).toBeCloseTo(1 / 2, 5);
  });

  it('leaves a line left-aligned when a space would grow past the cap', () => {
    const width = fonts.regular.width(LONG, 12) + 2;
    const [four] = lines(`um dois três quatro ${LONG}`, width);
    const natural = four!.width;

    expect(textOf(four!)).toBe('um dois três quatro');
    expect((width - natural) / four!.gaps).toBeGreaterThan(JUSTIFICATION.maxStretch * four!.spaceWidth);
    expect(justifiedWordSpacing(four!, width)).toBe(0);
    // The same line in a column just narrow enough to stretch it within the cap is justified.
    const within = natural + four!.gaps * four!.spaceWidth * 0.9;
    expect(justifiedWordSpacing(four!, within)).toBeCloseTo(four!.spaceWidth * 0.9, 5);
  });
});
