import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseInline } from '../documents/blocks';
import { embedFamily, type FontSet } from './fonts';
import { breakLines } from './line-breaker';

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
