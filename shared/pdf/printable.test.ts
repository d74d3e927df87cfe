// toPrintable returns Latin-1 text as it is without looking at it: only text the full check would keep whole.
import { describe, expect, it } from 'vitest';
import { isPrintableCodePoint, stripInvisible } from '../text/printable';
import { toPrintable } from './printable';

describe('toPrintable', () => {
  it('keeps as it is only the Latin-1 characters the full check keeps', () => {
    for (let code = 0; code < 0x100; code++) {
      const ch = String.fromCharCode(code);
      // Tabs and carriage returns are printable but drawn as a space and a new line.
      const expected = { 9: 'a b', 13: 'a\nb' }[code];
      const kept = isPrintableCodePoint(code) && stripInvisible(ch) === ch;
      expect(toPrintable(`a${ch}b`, 'normalize'), `U+${code.toString(16)}`).toBe(
        expected ?? (kept ? `a${ch}b` : 'ab'),
      );
    }
  });
});
