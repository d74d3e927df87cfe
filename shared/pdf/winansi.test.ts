import { describe, expect, it } from 'vitest';
import { isWinAnsi, normalizeWinAnsi, PdfTextError, toWinAnsi, unsupportedCharacters } from './winansi';

describe('normalizeWinAnsi', () => {
  it('keeps Portuguese letters, smart quotes, dashes, bullets and the ordinal signs', () => {
    const text = 'Ação “aspas” ‘simples’ – meia — inteira … • nº 1ª ª € ™';

    const result = normalizeWinAnsi(text);

    expect(result).toEqual({ text, dropped: [] });
  });

  it.each([
    ['a\tb', 'a b'],
    ['ok ✓', 'ok X'],
    ['✔ feito', 'X feito'],
    ['A → B', 'A -> B'],
    ['A ⇒ B', 'A => B'],
    ['x ≤ y', 'x <= y'],
    ['sorriso 🙂 fim', 'sorriso  fim'],
    ['família 👨‍👩‍👧 ok', 'família  ok'],
    ['bandeira 🇧🇷!', 'bandeira !'],
    ['tecla 1️⃣', 'tecla 1'],
    ['nome\u200bjunto', 'nomejunto'],
    ['espaço\u2003largo', 'espaço largo'],
    ['Łódź Đorđe', 'Lódz Dorde'],
    ['Ő ő ș', 'O o s'],
    ['n\u0303ao', 'ñao'],
    ['№ 5', 'Nº 5'],
    ['linha\r\noutra', 'linha\noutra'],
    ['\u0007sino', 'sino'],
    ['ﬁm', 'fim'],
  ])('normalises %j to %j', (input, expected) => {
    const result = normalizeWinAnsi(input);

    expect(result.text).toBe(expected);
    expect([...result.text].every((c) => c === '\n' || isWinAnsi(c.codePointAt(0)!))).toBe(true);
  });

  it('reports symbols that have no equivalent', () => {
    const result = normalizeWinAnsi('Ω 中 ∑');

    expect(result.text).toBe('  ');
    expect(result.dropped).toEqual(['Ω', '中', '∑']);
  });
});

describe('toWinAnsi', () => {
  it('refuses, in Portuguese, what would be lost', () => {
    const act = () => toWinAnsi('Olá 🙂 ✓ Ω 🙂', 'refuse');

    expect(act).toThrow(PdfTextError);
    expect(act).toThrow(
      'Os caracteres "🙂", "Ω" não podem ser impressos no PDF. Remova-os e tente novamente.',
    );
  });

  it('accepts under "refuse" what has a faithful replacement', () => {
    expect(toWinAnsi('a\tb → c ✓', 'refuse')).toBe('a b -> c X');
    expect(unsupportedCharacters('a\tb → c ✓')).toEqual([]);
  });
});
