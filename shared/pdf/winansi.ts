// Makes any user text drawable with the standard PDF fonts (WinAnsi): known symbols replaced, the rest dropped or refused.

/** Thrown when text holds characters the standard fonts cannot draw and the caller chose to refuse them. */
export class PdfTextError extends Error {
  override readonly name = 'PdfTextError';
  constructor(
    message: string,
    readonly characters: string[],
  ) {
    super(message);
  }
}

/** What to do with characters WinAnsi cannot encode after the known replacements. */
export type UnsupportedCharPolicy = 'normalize' | 'refuse';

// Code points above 0x7E that WinAnsiEncoding (and so Helvetica/Times without embedding) can draw.
const WINANSI_HIGH = new Set<number>([
  ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i),
  ...[...'ŒœŠšŸŽžƒˆ˜–—‘’‚“”„†‡•…‰‹›€™'].map((c) => c.codePointAt(0)!),
]);

export function isWinAnsi(codePoint: number): boolean {
  return (codePoint >= 0x20 && codePoint <= 0x7e) || WINANSI_HIGH.has(codePoint);
}

// Replacements that keep the meaning; anything mapped to '' is invisible and silently removed.
const REPLACEMENTS: Record<string, string> = {
  '\t': ' ',
  '\u00ad': '', // soft hyphen: a hint only
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\u2060': '',
  '\ufeff': '',
  '\ufe0e': '',
  '\ufe0f': '',
  '\u2028': '\n',
  '\u2029': '\n',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u201b': '‘',
  '\u201f': '“',
  '\u2024': '.',
  '\u2027': '·',
  '\u2043': '-',
  '\u25cf': '•',
  '\u25aa': '•',
  '\u25e6': '•',
  '\u2023': '•',
  '\u2219': '·',
  '\u2713': 'X',
  '\u2714': 'X',
  '\u2611': 'X',
  '\u2705': 'X',
  '\u2717': 'X',
  '\u2718': 'X',
  '\u2612': 'X',
  '\u274c': 'X',
  '\u2610': '[ ]',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2194': '<->',
  '\u21d2': '=>',
  '\u21d0': '<=',
  '\u21d4': '<=>',
  '\u2794': '->',
  '\u279c': '->',
  '\u27a1': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u221e': 'infinito',
  '\u2116': 'Nº',
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
};

const UNICODE_SPACE = /[\u2000-\u200a\u202f\u205f\u3000]/;
const COMBINING_MARK = /\p{M}/u;
const EMOJI_LIKE = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20e3/u;

type Outcome =
  | { kind: 'text'; text: string }
  | { kind: 'quiet' } // invisible or control characters: nothing is lost
  | { kind: 'emoji' } // dropped when normalising, refused under 'refuse'
  | { kind: 'unsupported' };

function classify(ch: string): Outcome {
  const cp = ch.codePointAt(0)!;
  if (ch === '\n' || isWinAnsi(cp)) return { kind: 'text', text: ch };
  const replacement = REPLACEMENTS[ch];
  if (replacement !== undefined) return { kind: 'text', text: replacement };
  if (UNICODE_SPACE.test(ch)) return { kind: 'text', text: ' ' };
  if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || COMBINING_MARK.test(ch)) return { kind: 'quiet' };
  if (EMOJI_LIKE.test(ch)) return { kind: 'emoji' };
  // Accents WinAnsi lacks (ő, ș, ā) keep their base letter.
  const base = [...ch.normalize('NFD')].filter((c) => !COMBINING_MARK.test(c)).join('');
  if (base !== '' && [...base].every((c) => isWinAnsi(c.codePointAt(0)!)))
    return { kind: 'text', text: base };
  return { kind: 'unsupported' };
}

export interface NormalizedText {
  text: string;
  /** Symbols with no drawable equivalent that were removed (emoji are removed too but not listed). */
  dropped: string[];
}

/**
 * Rewrites `input` so every character is WinAnsi: NFC first (decomposed accents join), then known replacements
 * (tab → space, ✓ → X, → → "->", unusual spaces → space, ligatures split), accents WinAnsi lacks reduced to
 * their base letter (ő → o), emoji, control characters and other symbols removed. Newlines are kept.
 */
export function normalizeWinAnsi(input: string): NormalizedText {
  const dropped: string[] = [];
  let out = '';
  for (const ch of input.normalize('NFC')) {
    const outcome = classify(ch);
    if (outcome.kind === 'text') out += outcome.text;
    else if (outcome.kind === 'unsupported') dropped.push(ch);
  }
  return { text: out, dropped };
}

/** The characters (deduplicated, in order) that normalising would lose: emoji and symbols without equivalent. */
export function unsupportedCharacters(input: string): string[] {
  const found = new Set<string>();
  for (const ch of input.normalize('NFC')) {
    const kind = classify(ch).kind;
    if (kind === 'emoji' || kind === 'unsupported') found.add(ch);
  }
  return [...found];
}

/** The Portuguese message for refused characters. */
export function unsupportedCharactersMessage(characters: readonly string[]): string {
  const list = characters.map((c) => `"${c}"`).join(', ');
  return characters.length === 1
    ? `O caractere ${list} não pode ser impresso no PDF. Remova-o e tente novamente.`
    : `Os caracteres ${list} não podem ser impressos no PDF. Remova-os e tente novamente.`;
}

/**
 * Text ready for the standard fonts under `policy`: `normalize` always succeeds; `refuse` throws
 * `PdfTextError` (Portuguese message) when something would be lost beyond the known replacements.
 */
export function toWinAnsi(input: string, policy: UnsupportedCharPolicy): string {
  if (policy === 'refuse') {
    const bad = unsupportedCharacters(input);
    if (bad.length > 0) throw new PdfTextError(unsupportedCharactersMessage(bad), bad);
  }
  return normalizeWinAnsi(input).text;
}
