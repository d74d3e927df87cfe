// The committed character table is the one the embedded fonts give: it cannot go stale after a font change.
import { describe, expect, it } from 'vitest';
import { PRINTABLE_RANGES } from '../../text/printable-charset';
import { printableRanges } from './generate-printable-charset';

describe('printable-charset.ts', () => {
  it('matches the fonts (run `npm run fonts:charset` after changing them)', async () => {
    expect(PRINTABLE_RANGES).toEqual((await printableRanges()).flat());
  });
});
