import { CURRICULO_MESSAGES } from '@shared/documents/curriculo/schema';
import { describe, expect, it } from 'vitest';
import { FOTO_MESSAGES, FOTO_ORIGINAL_MAX_BYTES, photoFileProblem, scaledSize } from './photo';

describe('photoFileProblem', () => {
  it('accepts JPEG and PNG within the bound', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: 3_000_000 })).toBeNull();
    expect(photoFileProblem({ type: 'image/png', size: 10 })).toBeNull();
  });

  it('refuses other types with the page message, and huge or empty files', () => {
    expect(photoFileProblem({ type: 'image/gif', size: 10 })).toBe(CURRICULO_MESSAGES.fotoInvalida);
    expect(photoFileProblem({ type: 'image/heic', size: 10 })).toBe(CURRICULO_MESSAGES.fotoInvalida);
    expect(photoFileProblem({ type: 'image/jpeg', size: FOTO_ORIGINAL_MAX_BYTES + 1 })).toBe(
      FOTO_MESSAGES.grande,
    );
    expect(photoFileProblem({ type: 'image/png', size: 0 })).toBe(FOTO_MESSAGES.leitura);
  });
});

describe('scaledSize', () => {
  it('brings the longer side down to 600 px and keeps the proportion', () => {
    expect(scaledSize(3000, 4000)).toEqual({ width: 450, height: 600 });
    expect(scaledSize(4000, 3000)).toEqual({ width: 600, height: 450 });
  });

  it('never enlarges a small picture', () => {
    expect(scaledSize(240, 300)).toEqual({ width: 240, height: 300 });
  });
});
