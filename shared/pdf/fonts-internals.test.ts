// fonts.ts patches internals of @pdf-lib/fontkit (its subset class, its glyph objects): this fails when an
// upgrade changes what the patch reads or writes, before a document prints with missing letters.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fontBytes } from './font-files';
import { embedFace } from './fonts';

const require = createRequire(import.meta.url);

interface SubsetInternals {
  glyf: Uint8Array[];
  offset: number;
  loca: { offsets: number[]; version?: number };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  includeGlyph(gid: number): number;
  _addGlyph(gid: number): number;
  encodeStream(): NodeJS.EventEmitter;
}

/** Encodes the subset as pdf-lib does (fontkit's stream), returning the subset's state afterwards. */
function encode(subset: SubsetInternals): Promise<SubsetInternals> {
  return new Promise((resolve, reject) => {
    const stream = subset.encodeStream();
    stream.on('data', () => {});
    stream.on('end', () => resolve(subset));
    stream.on('error', reject);
  });
}

const SAMPLE = 'Aé ễ Łukasz Ștefan Gökhan Zoë Ångström ő Я Ω 0';

describe('@pdf-lib/fontkit internals patched by fonts.ts', () => {
  it('is the exact version the patch was written for', () => {
    const installed = JSON.parse(readFileSync(require.resolve('@pdf-lib/fontkit/package.json'), 'utf8'));
    const ours = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(installed.version).toBe('1.1.1');
    expect(ours.dependencies['@pdf-lib/fontkit']).toBe('1.1.1');
  });

  it('keeps the shape the patch reads, and the patched subset copies each glyph as fontkit does, padded', async () => {
    // A font of our own, parsed here: the engine's parsed fonts are cached inside fonts.ts.
    const font = fontkit.create(await fontBytes('sans', 'regular')) as unknown as {
      createSubset(): SubsetInternals;
      glyphForCodePoint(codePoint: number): { id: number; codePoints: number[] };
      getGlyph(gid: number): { advanceWidth: number; _decode(): { numberOfContours: number } | null };
      layout: unknown;
      loca: { offsets: number[] };
      _getTableStream: unknown;
    };
    expect(typeof font.layout).toBe('function');
    expect(typeof font._getTableStream).toBe('function');
    expect(Array.isArray(font.loca.offsets)).toBe(true);
    const gids = [...new Set([...SAMPLE].map((ch) => font.glyphForCodePoint(ch.codePointAt(0)!).id))];
    expect(Array.isArray(font.glyphForCodePoint(65).codePoints)).toBe(true);
    // The sample holds compound glyphs (accented letters built from parts), whose parts are renumbered.
    expect(gids.some((gid) => (font.getGlyph(gid)._decode()?.numberOfContours ?? 0) < 0)).toBe(true);

    // fontkit's own copy, before the engine patches the subset class (it does on its first embed).
    const original = font.createSubset();
    expect(typeof Object.getPrototypeOf(original)._addGlyph).toBe('function');
    for (const gid of gids) original.includeGlyph(gid);
    await encode(original);
    expect(original.glyf.length).toBeGreaterThan(gids.length);
    expect(original.loca.offsets.length).toBe(original.glyf.length + 1);
    expect(original.hmtx.metrics.length).toBe(original.glyf.length);
    expect(typeof original.offset).toBe('number');
    const copies = original.glyf.map((buffer) => Uint8Array.from(buffer));
    expect(copies.some((buffer) => buffer.length % 2 === 1)).toBe(true);

    await embedFace(await PDFDocument.create(), 'sans', 'regular');
    const patched = font.createSubset();
    for (const gid of gids) patched.includeGlyph(gid);
    await encode(patched);

    const padded = copies.map((buffer) =>
      buffer.length % 2 === 0 ? buffer : Uint8Array.from([...buffer, 0]),
    );
    expect(patched.glyf.map((buffer) => Uint8Array.from(buffer))).toEqual(padded);
    expect(patched.hmtx.metrics).toEqual(original.hmtx.metrics);
    // Offsets in the subset's loca table: bytes, or 2-byte words in the short format (version 0).
    const starts = [0];
    for (const buffer of padded) starts.push(starts.at(-1)! + buffer.length);
    const unit = patched.loca.version === 0 ? 2 : 1;
    expect(unit).toBe(2);
    expect(patched.loca.offsets).toEqual(starts.map((start) => start / unit));
  });
});
