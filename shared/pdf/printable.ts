// Makes text drawable with the embedded fonts: invisible format characters removed, tabs drawn as spaces,
// and what the fonts cannot print dropped or refused (the forms refuse it before it gets here).
import { isPrintableCodePoint, stripInvisible, unprintableCharacters } from '../text/printable';

const LATIN1_PRINTABLE = /^[\n\x20-\x7e\xa0-\xac\xae-\xff]*$/;

/** Thrown when text holds characters the fonts cannot draw and the caller chose to refuse them. */
export class PdfTextError extends Error {
  override readonly name = 'PdfTextError';
  constructor(
    message: string,
    readonly characters: string[],
  ) {
    super(message);
  }
}

/** What to do with characters the fonts cannot draw. */
export type UnsupportedCharPolicy = 'normalize' | 'refuse';

/** The Portuguese message for refused characters (text without a field: the form's checks name theirs). */
export function unsupportedCharactersMessage(characters: readonly string[]): string {
  return `O texto contém caracteres que não podem ser impressos: ${characters.join(' ')}`;
}

/**
 * Text ready for the fonts under `policy`: `normalize` always succeeds (what cannot be drawn is left out);
 * `refuse` throws `PdfTextError` when anything would be left out. Newlines are kept ("\r\n" and "\r" read as
 * "\n"), tabs become spaces.
 */
export function toPrintable(input: string, policy: UnsupportedCharPolicy): string {
  // Most text is printable ASCII and Latin-1 (new lines too, not the soft hyphen): already composed (NFC),
  // nothing invisible, every character in the fonts, so it is returned as it is.
  if (LATIN1_PRINTABLE.test(input)) return input;
  if (policy === 'refuse') {
    const bad = unprintableCharacters(input);
    if (bad.length > 0) throw new PdfTextError(unsupportedCharactersMessage(bad), bad);
  }
  let out = '';
  for (const ch of stripInvisible(input).replace(/\r\n?/g, '\n')) {
    if (ch === '\t') out += ' ';
    else if (isPrintableCodePoint(ch.codePointAt(0)!)) out += ch;
  }
  return out;
}
