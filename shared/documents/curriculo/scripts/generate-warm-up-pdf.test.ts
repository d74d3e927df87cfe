// The committed warm-up PDF is one page of a resume drawn by our renderer, as pdf.js reads it.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../pdf/extract-text';
import { curriculoMinimoExemplo } from '../fixtures';
import { WARM_UP_PDF_FILE } from './generate-warm-up-pdf';

describe('warm-up.pdf', () => {
  it('is a one-page resume with its text', async () => {
    // Act
    const pdf = await extractPdfText(new Uint8Array(await readFile(WARM_UP_PDF_FILE)));

    // Assess
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toContain(curriculoMinimoExemplo.nome);
  });
});
