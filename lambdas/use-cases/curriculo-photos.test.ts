// The photo's header checks (issue 40): type and pixel size read before anything decodes the picture.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fotoExemplo } from '../../shared/documents/curriculo/fixtures';
import { pngBomb } from '../../tests/support/picture-bomb';
import { fotoProblem } from './curriculo-photos';

const png = async () =>
  new Uint8Array(
    await readFile(
      new URL('../../shared/documents/curriculo/foto-exemplo/foto-exemplo.png', import.meta.url),
    ),
  );

describe('fotoProblem', () => {
  it('accepts the JPEG and PNG the page sends (at most 600 px a side)', async () => {
    // Prepare
    const photos = [fotoExemplo().bytes, await png(), pngBomb(600)];

    // Act
    const problems = photos.map(fotoProblem);

    // Assess
    expect(problems).toEqual([null, null, null]);
  });

  it('refuses a 17 KB PNG of 12000 × 12000 pixels from its header, and one pixel over the side limit', () => {
    // Prepare
    const bomb = pngBomb(12000);

    // Act
    const problems = [fotoProblem(bomb), fotoProblem(pngBomb(601))];

    // Assess
    expect(bomb.byteLength).toBeLessThan(40_000);
    expect(problems).toEqual(['dimensoes', 'dimensoes']);
  });

  it('refuses what is not a JPEG or PNG, a truncated header, and more than 2 MB', () => {
    // Prepare
    const text = new TextEncoder().encode('<html>not a photo</html>');
    const truncated = fotoExemplo().bytes.slice(0, 4);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(fotoExemplo().bytes);

    // Act
    const problems = [text, truncated, big].map(fotoProblem);

    // Assess
    expect(problems).toEqual(['tipo', 'tipo', 'tamanho']);
  });
});
