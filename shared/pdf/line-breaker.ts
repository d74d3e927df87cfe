// Breaks styled runs into lines that fit a width (greedy, words kept whole unless longer than a line).
import type { InlineRun } from '../documents/blocks';
import type { FontSet } from './fonts';

/** A line ready to draw: styled segments (inter-word spaces included) and what justification needs. */
export interface TextLine {
  segments: InlineRun[];
  /** Natural width in points, at the size it was broken for. */
  width: number;
  /** Inter-word spaces in the line: where justification adds room. */
  gaps: number;
  /** Last line of a paragraph or of a hard line break: never stretched. */
  hardEnd: boolean;
  /** Left indent of this line in points (first-line indent). */
  indent: number;
  /** Natural width of one space at the line's size, in points (the measure of how far a gap is stretched). */
  spaceWidth: number;
}

/**
 * When a justified line is stretched to both margins: never a paragraph's last line or a line before a hard
 * break, never a line of fewer than `minWords` words, and never when a space would grow by more than
 * `maxStretch` times its natural width (issue 15: wide gaps look forged); such a line stays left-aligned.
 * Issue 39: a cap of one space left half the residence declaration's lines flush-left in mid-paragraph (5 of
 * 10; the rental contract 20 of 98); the widest stretch any fixture needs is 4 spaces (a line before a CNPJ
 * bound to its "nº"), so 6 justifies every line of every kind's fixture while still refusing the gaps a single
 * long token (an e-mail, a URL) would open. Hyphenation was not chosen: it splits words in the PDF's text, which
 * is searched and copied.
 */
export const JUSTIFICATION = { minWords: 3, maxStretch: 6 } as const;

/**
 * The points added to each space of `line` to justify it within `width` (the column's width, the line's
 * indent included), or 0 when the line is left as it is (see `JUSTIFICATION`).
 */
export function justifiedWordSpacing(line: TextLine, width: number): number {
  if (line.hardEnd || line.gaps + 1 < JUSTIFICATION.minWords) return 0;
  const extra = (width - line.indent - line.width) / line.gaps;
  if (extra <= 0 || extra > JUSTIFICATION.maxStretch * line.spaceWidth) return 0;
  return extra;
}

interface Word {
  pieces: InlineRun[];
  width: number;
}

type Token = { kind: 'word'; word: Word } | { kind: 'space' } | { kind: 'break' };

const EPSILON = 0.01;
const NBSP = '\u00a0';

function tokenize(runs: readonly InlineRun[], fonts: FontSet, sizePt: number): Token[] {
  const tokens: Token[] = [];
  let current: Word | null = null;
  const endWord = () => {
    if (current) tokens.push({ kind: 'word', word: current });
    current = null;
  };
  for (const run of runs) {
    const font = run.bold ? fonts.bold : fonts.regular;
    for (const part of run.text.split(/( +|\n)/)) {
      if (part === '') continue;
      if (part === '\n') {
        endWord();
        tokens.push({ kind: 'break' });
      } else if (part[0] === ' ') {
        endWord();
        if (tokens[tokens.length - 1]?.kind !== 'space') tokens.push({ kind: 'space' });
      } else {
        current ??= { pieces: [], width: 0 };
        current.pieces.push({ text: part, bold: run.bold });
        current.width += font.width(part, sizePt);
      }
    }
  }
  endWord();
  return tokens;
}

/** Splits a word wider than `maxWidth` into chunks that fit (long e-mails, URLs, digit strings). */
function splitWord(word: Word, firstMax: number, maxWidth: number, fonts: FontSet, sizePt: number): Word[] {
  const chunks: Word[] = [];
  let chunk: Word = { pieces: [], width: 0 };
  let limit = firstMax;
  for (const piece of word.pieces) {
    const font = piece.bold ? fonts.bold : fonts.regular;
    for (const ch of piece.text) {
      const w = font.width(ch, sizePt);
      if (chunk.width + w > limit + EPSILON && chunk.width > 0) {
        chunks.push(chunk);
        chunk = { pieces: [], width: 0 };
        limit = maxWidth;
      }
      const last = chunk.pieces[chunk.pieces.length - 1];
      if (last && last.bold === piece.bold) last.text += ch;
      else chunk.pieces.push({ text: ch, bold: piece.bold });
      chunk.width += w;
    }
  }
  if (chunk.width > 0) chunks.push(chunk);
  return chunks;
}

/**
 * Lines of `runs` within `maxWidth` points. Spaces collapse to one; a newline ends a line without stretching
 * it; `firstIndent` narrows the first line only. An empty text gives no lines.
 */
export function breakLines(
  runs: readonly InlineRun[],
  options: { maxWidth: number; sizePt: number; fonts: FontSet; firstIndent?: number },
): TextLine[] {
  const { maxWidth, sizePt, fonts } = options;
  const spaceWidth = fonts.regular.width(' ', sizePt);
  const lines: TextLine[] = [];
  let words: Word[] = [];
  let width = 0;
  let indent = options.firstIndent ?? 0;
  let startOfParagraph = true;

  const finish = (hardEnd: boolean) => {
    lines.push(toLine(words, width, hardEnd, indent, spaceWidth));
    words = [];
    width = 0;
    indent = 0;
    startOfParagraph = false;
  };
  const place = (word: Word) => {
    const available = maxWidth - indent;
    if (words.length > 0 && width + spaceWidth + word.width <= available + EPSILON) {
      words.push(word);
      width += spaceWidth + word.width;
      return;
    }
    if (words.length > 0) finish(false);
    if (word.width <= maxWidth - indent + EPSILON) {
      words.push(word);
      width = word.width;
      return;
    }
    const chunks = splitWord(word, maxWidth - indent, maxWidth, fonts, sizePt);
    chunks.forEach((chunk, i) => {
      if (i > 0) finish(false);
      words.push(chunk);
      width = chunk.width;
    });
  };

  const tokens = tokenize(runs, fonts, sizePt);
  if (!tokens.some((t) => t.kind === 'word')) {
    // Only blank lines (or nothing): keep one empty line per explicit newline between nothing.
    return tokens.filter((t) => t.kind === 'break').map(() => toLine([], 0, true, 0, spaceWidth));
  }
  for (const token of tokens) {
    if (token.kind === 'word') place(token.word);
    else if (token.kind === 'break') finish(true);
  }
  if (words.length > 0 || startOfParagraph || tokens[tokens.length - 1]?.kind !== 'break') finish(true);
  return lines;
}

function toLine(
  words: Word[],
  width: number,
  hardEnd: boolean,
  indent: number,
  spaceWidth: number,
): TextLine {
  const segments: InlineRun[] = [];
  const append = (text: string, bold: boolean) => {
    const last = segments[segments.length - 1];
    if (last && last.bold === bold) last.text += text;
    else segments.push({ text, bold });
  };
  let gaps = 0;
  words.forEach((word, i) => {
    // The space takes the style of the word before it; space widths are equal in regular and bold.
    if (i > 0) {
      append(' ', segments[segments.length - 1]?.bold ?? false);
      gaps++;
    }
    for (const piece of word.pieces) {
      // A no-break space only binds words for line breaking; it is drawn as a plain space so that copied and
      // searched text reads "art. 299", and justification stretches it like any space (same glyph width).
      let text = piece.text;
      if (text.includes(NBSP)) {
        gaps += text.split(NBSP).length - 1;
        text = text.replaceAll(NBSP, ' ');
      }
      append(text, piece.bold);
    }
  });
  return { segments, width, gaps, hardEnd, indent, spaceWidth };
}
