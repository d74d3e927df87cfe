// What a document field accepts: everything the PDF fonts print, invisible format characters removed, the
// rest refused with the field's name and the characters.
import { describe, expect, it } from 'vitest';
import { NAMES_OF_SIX_ALPHABETS as NAMES } from './fixtures';
import { isPrintableCodePoint, printableText, stripInvisible, unprintableCharacters } from './printable';

describe('unprintableCharacters', () => {
  it('accepts Latin-1, Latin Extended-A and -B, Vietnamese, Greek and Cyrillic', () => {
    for (const name of [
      ...NAMES,
      'Ǆemal Ǧorđević',
      'Ελένη Παπαδοπούλου',
      'Юлия Ковальчук',
      'R$ 1.234,56 – “nº” €',
    ])
      expect(unprintableCharacters(name), name).toEqual([]);
  });

  it('lists emoji (whole, with their modifiers), CJK, Arabic and Hebrew once each, in order', () => {
    expect(unprintableCharacters('Ana 😀 👍🏽 中文 😀 عربي שלום')).toEqual([
      '😀',
      '👍🏽',
      '中',
      '文',
      'ع',
      'ر',
      'ب',
      'ي',
      'ש',
      'ל',
      'ו',
      'ם',
    ]);
  });

  it('names control characters and unpaired surrogates by their code', () => {
    expect(unprintableCharacters('a\u0000b\u001bc\ud800d\u0085')).toEqual([
      'U+0000',
      'U+001B',
      'U+D800',
      'U+0085',
    ]);
  });

  it('lets line breaks and tabs through, and does not list invisible format characters', () => {
    expect(unprintableCharacters('linha 1\r\nlinha\t2\u200b\u202e\ufeff\u00ad')).toEqual([]);
  });
});

describe('stripInvisible', () => {
  it('removes zero-width characters, bidi controls, the BOM and variation selectors, and composes accents', () => {
    expect(stripInvisible('Jo\u200bsé\u202e \ufeffMa\u2066ria\u2069 ©\ufe0f e\u0301')).toBe('José Maria © é');
  });
});

describe('isPrintableCodePoint', () => {
  it('follows the fonts table at its edges', () => {
    expect(isPrintableCodePoint(0x20)).toBe(true);
    expect(isPrintableCodePoint(0x7e)).toBe(true);
    expect(isPrintableCodePoint(0x7f)).toBe(false);
    expect(isPrintableCodePoint(0x1ef9)).toBe(true); // ỹ, the last Vietnamese letter
    expect(isPrintableCodePoint(0x1f600)).toBe(false);
  });
});

describe('printableText', () => {
  it('refuses with the field name and the characters, as the page and the server show it', () => {
    const result = printableText('Nome').safeParse('Ana 😀');

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'O campo Nome contém caracteres que não podem ser impressos: 😀',
    );
  });

  it('answers the text composed and without invisible characters', () => {
    expect(printableText('Nome').parse('Jose\u0301\u200b Conceic\u0327a\u0303o')).toBe('José Conceição');
  });
});
