// What makes a stored PDF reusable: the hash of its input, whatever the order of the form's fields.
import { describe, expect, it } from 'vitest';
import { ensurePdf, fileNameOf, notedPdfKey, pdfInputHash, pdfKeyFor } from './pdf-reuse';

describe('pdfInputHash', () => {
  it('is the same for the same input in another field order, and differs for another input or kind', () => {
    // Prepare
    const form = { nome: 'Ana', cidade: 'Recife', itens: [{ a: 1, b: 2 }] };
    const reordered = { itens: [{ b: 2, a: 1 }], cidade: 'Recife', nome: 'Ana' };

    // Assess
    expect(pdfInputHash('k', form)).toBe(pdfInputHash('k', reordered));
    expect(pdfInputHash('k', { ...form, nome: 'Ana ' })).not.toBe(pdfInputHash('k', form));
    expect(pdfInputHash('other', form)).not.toBe(pdfInputHash('k', form));
    expect(pdfInputHash('k', { form, layout: 'modern' })).not.toBe(
      pdfInputHash('k', { form, layout: 'clean' }),
    );
  });
});

describe('notedPdfKey and pdfKeyFor', () => {
  it('answer the noted key only for the same hash, and new keys below the hash', () => {
    // Act
    const key = pdfKeyFor('declaracao_residencia', 'decl-1', 'a'.repeat(64), 'declaracao_1.pdf');

    // Assess
    expect(key).toBe(`pdf/declaracao_residencia/decl-1/${'a'.repeat(16)}/declaracao_1.pdf`);
    expect(fileNameOf(key)).toBe('declaracao_1.pdf');
    expect(notedPdfKey({ pdf_key: key, pdf_hash: 'a'.repeat(64) }, 'a'.repeat(64))).toBe(key);
    expect(notedPdfKey({ pdf_key: key, pdf_hash: 'a'.repeat(64) }, 'b'.repeat(64))).toBeNull();
    expect(notedPdfKey({ pdf_key: null }, 'a'.repeat(64))).toBeNull();
  });
});

describe('ensurePdf', () => {
  it('renders and stores only when the object is not there', async () => {
    // Prepare
    const stored = new Map<string, Uint8Array>();
    const files = {
      exists: async (key: string) => stored.has(key),
      put: async (key: string, bytes: Uint8Array) => {
        stored.set(key, bytes);
      },
    };
    let renders = 0;
    const render = async () => new Uint8Array([++renders]);

    // Act
    const first = await ensurePdf(files, 'pdf/x', render);
    const second = await ensurePdf(files, 'pdf/x', render);

    // Assess
    expect([first, second, renders]).toEqual([true, false, 1]);
    expect(stored.get('pdf/x')).toEqual(new Uint8Array([1]));
  });
});
