// Issue 39 item 6 in the browser, for every kind whose page previews the document as text: before it is paid the
// preview carries "PRÉVIA — sem validade" down the page, and printing the page keeps the mark and adds the notice
// that the document to print is the PDF. The promissory notes, the rent receipts, the residence declaration
// (signed out) and the resume's PDF preview are tried in their own files.

import { describe, expect } from 'vitest';
import { PREVIEW_PRINT_NOTICE, PREVIEW_WATERMARK } from '../../shared/api/preview-watermark';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { test } from './support/fixture';

const EDITORS = [
  '/DeclaracaoResidencia',
  '/DeclaracaoTrabalho',
  '/AutorizacaoViagemMenor',
  '/ProcuracaoVeiculo',
  '/ReciboPagamento',
  '/ContratoCompraVeiculo',
  '/ContratoLocacao',
];

describe('the text preview of every kind', () => {
  // One page load and one print each: on a shared machine one takes longer than the default minute.
  test.for(EDITORS)(
    '%s is marked "PRÉVIA — sem validade" on screen and on paper',
    { timeout: 150_000 },
    async (path, { web }) => {
      // Prepare
      const page = await web.newPage({ signedInAs: { email: 'previa@example.com', name: 'Paula Prévia' } });

      // Act
      await page.goto(path);
      const marks = page.locator('.doc-page .doc-watermark span');
      await marks.first().waitFor();
      const printed = await extractPdfText(
        new Uint8Array(await page.pdf({ format: 'A4', printBackground: false })),
      );

      // Assess
      expect(await marks.first().getAttribute('data-mark')).toBe(PREVIEW_WATERMARK);
      expect(await marks.first().isVisible()).toBe(true);
      const text = printed.text.replace(/\s+/g, ' ');
      expect(text).toContain(PREVIEW_WATERMARK);
      expect(text).toContain(PREVIEW_PRINT_NOTICE);
    },
  );
});
