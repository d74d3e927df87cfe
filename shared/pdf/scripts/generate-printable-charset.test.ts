// The committed character table is the one the embedded fonts give: it cannot go stale after a font change.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CHARSET_FILE, printableRanges, renderCharset } from './generate-printable-charset';

describe('printable-charset.ts', () => {
  it('matches the fonts (run `npm run fonts:charset` after changing them)', async () => {
    expect(await readFile(CHARSET_FILE, 'utf8')).toBe(renderCharset(await printableRanges()));
  });
});
