import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { DocumentBlock } from '../documents/blocks';
import { extractPdfText, type PdfTextItem } from './extract-text';
import { embedFamily } from './fonts';
import { PdfTextError } from './printable';
import { PREVIEW_WATERMARK, renderPdf } from './render-pdf';
import { A4_PORTRAIT, mm } from './units';

const LOREM =
  'Texto corrido de teste com palavras de tamanhos variados, acentuação (ação, pão, você) e pontuação, ' +
  'que ocupa várias linhas para que a justificação e a quebra de página possam ser observadas com clareza.';

const metadata = { title: 'Documento de teste', createdAt: new Date('2026-03-05T12:00:00Z') };

/** Text runs grouped into visual lines (same baseline), top to bottom. */
function linesOf(items: PdfTextItem[]): { y: number; left: number; right: number; text: string }[] {
  const byY = new Map<number, PdfTextItem[]>();
  for (const item of items) {
    const key = Math.round(item.y);
    byY.set(key, [...(byY.get(key) ?? []), item]);
  }
  return [...byY.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([y, row]) => ({
      y,
      left: Math.min(...row.map((i) => i.x)),
      right: Math.max(...row.map((i) => i.x + i.width)),
      text: row
        .sort((a, b) => a.x - b.x)
        .map((i) => i.str)
        .join(''),
    }));
}

describe('renderPdf', () => {
  it('prints every glyph code, including those that are a delimiter, backslash or carriage return byte', async () => {
    // Codes are given in the order characters are first drawn: 13 is a carriage return byte, 40 and 41 the
    // string's parentheses, 92 the backslash; 120 distinct characters reach them all, in both faces.
    const alphabet = Array.from(
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿŁłŒœŠšŽžĞğŞşİı.,;:!?()[]{}/-+=*&%$#@',
    ).join(' ');
    const blocks: DocumentBlock[] = [
      { type: 'paragraph', text: alphabet },
      { type: 'paragraph', text: `**${alphabet}**` },
    ];

    const { bytes } = await renderPdf(blocks, { metadata });
    const text = (await extractPdfText(bytes)).text.replace(/\s+/g, '');

    expect(text).toBe(`${alphabet}${alphabet}`.replace(/\s+/g, ''));
    // A raw carriage return inside a string is read as a line feed by readers that follow the standard (pdf.js
    // does not): the page's content holds none.
    const page = (await PDFDocument.load(bytes)).getPage(0);
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [];
    const raw = refs.map((ref) => inflateSync((page.doc.context.lookup(ref) as PDFRawStream).contents));
    expect(raw.length).toBeGreaterThan(0);
    expect(raw.some((bytes) => bytes.includes(0x0d))).toBe(false);
  });

  it('produces an A4 portrait PDF with searchable text and the document metadata', async () => {
    const blocks: DocumentBlock[] = [
      { type: 'title', text: 'TÍTULO DO DOCUMENTO' },
      { type: 'paragraph', text: `Eu, **JOSÉ DA SILVA**, declaro. ${LOREM}` },
    ];

    const { bytes, pageCount } = await renderPdf(blocks, {
      metadata: { ...metadata, subject: 'Assunto', author: 'Autor', creator: 'Criador', language: 'pt-BR' },
    });
    const pdf = await extractPdfText(bytes);

    expect(pageCount).toBe(1);
    expect(pdf.pageSizes).toHaveLength(1);
    expect(pdf.pageSizes[0]!.width).toBeCloseTo(A4_PORTRAIT.width, 1);
    expect(pdf.pageSizes[0]!.height).toBeCloseTo(A4_PORTRAIT.height, 1);
    expect(pdf.text).toContain('TÍTULO DO DOCUMENTO');
    expect(pdf.text.replace(/\s+/g, ' ')).toContain('Eu, JOSÉ DA SILVA, declaro.');
    expect(pdf.info).toMatchObject({
      title: 'Documento de teste',
      subject: 'Assunto',
      author: 'Autor',
      creator: 'Criador',
      language: 'pt-BR',
    });
    expect(pdf.info.creationDate).toMatch(/^D:20260305120000/);
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('justifies paragraph lines to both margins and leaves the last line short', async () => {
    const blocks: DocumentBlock[] = [{ type: 'paragraph', text: `${LOREM} ${LOREM}`, indentMm: 12.5 }];

    const pdf = await extractPdfText((await renderPdf(blocks, { metadata })).bytes);
    const lines = linesOf(pdf.items[0]!);

    const left = mm(25);
    const right = A4_PORTRAIT.width - mm(25);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[0]!.left).toBeCloseTo(left + mm(12.5), 0);
    for (const line of lines.slice(0, -1)) expect(line.right).toBeCloseTo(right, 0);
    for (const line of lines.slice(1)) expect(line.left).toBeCloseTo(left, 0);
    expect(lines.at(-1)!.right).toBeLessThan(right - 20);
  });

  it('never prints a wide gap: a line that would need one stays left-aligned (issue 15)', async () => {
    // Wider than what is left after either opening: each opening ends its line far from the margin.
    const long = 'Pneumoultramicroscopicossilicovulcanoconióticos-anticonstitucionalíssimo';
    const blocks: DocumentBlock[] = [
      { type: 'paragraph', text: `Eu declaro que ${long} ${LOREM}` },
      { type: 'paragraph', text: `Eu declaro isso tudo ${long} ${LOREM}` },
    ];
    const fonts = await embedFamily(await PDFDocument.create(), 'sans');
    const space = fonts.regular.width(' ', 12);

    const pdf = await extractPdfText((await renderPdf(blocks, { metadata })).bytes);
    const lines = linesOf(pdf.items[0]!);

    const right = A4_PORTRAIT.width - mm(25);
    const opening = lines.filter((line) => line.text.trim().startsWith('Eu declaro'));
    expect(opening.map((line) => line.text.trim())).toEqual(['Eu declaro que', 'Eu declaro isso tudo']);
    for (const line of opening) expect(line.right).toBeLessThan(right - 100);
    // Every gap printed, measured: the line's width beyond its words' natural width, shared by its spaces.
    let justified = 0;
    for (const line of lines) {
      const words = line.text.trim().split(/\s+/);
      if (words.length < 2) continue;
      const gap = (line.right - line.left - fonts.regular.width(words.join(' '), 12)) / (words.length - 1);
      expect(gap, line.text).toBeLessThanOrEqual(space + 0.5);
      if (Math.abs(line.right - right) < 1) justified++;
    }
    expect(justified).toBeGreaterThan(2);
  });

  it('centres centred lines and titles and puts right-aligned lines against the right margin', async () => {
    const blocks: DocumentBlock[] = [
      { type: 'title', text: 'TÍTULO' },
      { type: 'center', text: 'linha centrada' },
      { type: 'right', text: 'São Paulo/SP, 5 de março de 2026.' },
    ];

    const pdf = await extractPdfText((await renderPdf(blocks, { metadata })).bytes);
    const [title, center, right] = linesOf(pdf.items[0]!);

    const middle = A4_PORTRAIT.width / 2;
    expect((title!.left + title!.right) / 2).toBeCloseTo(middle, 0);
    expect((center!.left + center!.right) / 2).toBeCloseTo(middle, 0);
    expect(right!.right).toBeCloseTo(A4_PORTRAIT.width - mm(25), 0);
    expect(right!.text).toBe('São Paulo/SP, 5 de março de 2026.');
  });

  it('draws signature lines with the signers centred under them, side by side when several', async () => {
    const blocks: DocumentBlock[] = [
      {
        type: 'signature',
        signers: [{ lines: ['**LOCADOR**', 'CPF: 529.982.247-25'] }, { lines: ['**LOCATÁRIO**'] }],
      },
    ];

    const pdf = await extractPdfText((await renderPdf(blocks, { metadata })).bytes);
    const items = pdf.items[0]!;

    const locador = items.find((i) => i.str === 'LOCADOR')!;
    const locatario = items.find((i) => i.str === 'LOCATÁRIO')!;
    expect(locador.y).toBeCloseTo(locatario.y, 1);
    expect(locador.x + locador.width / 2).toBeLessThan(A4_PORTRAIT.width / 2);
    expect(locatario.x + locatario.width / 2).toBeGreaterThan(A4_PORTRAIT.width / 2);
    expect(pdf.text).toContain('CPF: 529.982.247-25');
  });

  it('prints Latin names of every alphabet as typed, and leaves out only what the fonts cannot draw', async () => {
    const blocks: DocumentBlock[] = [
      { type: 'title', text: 'Lista ✓' },
      { type: 'paragraph', text: 'Nguyễn Thị Minh Khai, Łukasz Wąsik, Ștefan Țurcanu, Gökhan Öztürk.' },
      { type: 'paragraph', text: 'Item\tum feito → próximo 🙂 “aspas” – fim Ω 中.' },
    ];

    const pdf = await extractPdfText((await renderPdf(blocks, { metadata: { title: 'Título 🙂' } })).bytes);
    const text = pdf.text.replace(/\s+/g, ' ');

    expect(text).toContain('Nguyễn Thị Minh Khai, Łukasz Wąsik, Ștefan Țurcanu, Gökhan Öztürk.');
    expect(text).toContain('Item um feito → próximo “aspas” – fim Ω .');
    expect(pdf.text).not.toMatch(/[🙂✓中\t]/u);
    expect(pdf.info.title).toBe('Título');
  });

  it('refuses characters the fonts cannot draw with a Portuguese message when asked to', async () => {
    const blocks: DocumentBlock[] = [{ type: 'paragraph', text: 'Olá 🙂 中' }];

    const act = renderPdf(blocks, { metadata, unsupportedChars: 'refuse' });

    await expect(act).rejects.toBeInstanceOf(PdfTextError);
    await expect(act).rejects.toThrow('O texto contém caracteres que não podem ser impressos: 🙂 中');
  });

  it('breaks long content across pages, keeps headings with their text and numbers pages', async () => {
    const blocks: DocumentBlock[] = [{ type: 'title', text: 'CONTRATO' }];
    for (let n = 1; n <= 9; n++) {
      blocks.push(
        { type: 'heading', text: `CLÁUSULA ${n}` },
        { type: 'paragraph', text: `${LOREM} ${LOREM}` },
      );
    }
    blocks.push(
      { type: 'right', text: 'Cidade/UF, 5 de março de 2026.', keepWithNext: true },
      { type: 'signature', signers: [{ lines: ['**FULANO**', 'CPF: 529.982.247-25'] }] },
    );

    const { bytes, pageCount } = await renderPdf(blocks, { metadata, pageNumbers: true });
    const pdf = await extractPdfText(bytes);

    expect(pageCount).toBeGreaterThanOrEqual(2);
    expect(pdf.pages).toHaveLength(pageCount);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Página ${i + 1} de ${pageCount}`);
      const bodyLines = linesOf(pdf.items[i]!).filter((l) => !l.text.startsWith('Página'));
      // No page ends with a clause heading, and the body stays inside the margins.
      expect(bodyLines.at(-1)!.text).not.toMatch(/^CLÁUSULA/);
      for (const line of bodyLines) {
        expect(line.y).toBeGreaterThan(mm(25) - 1);
        expect(line.y).toBeLessThan(A4_PORTRAIT.height - mm(25));
      }
    });
    const last = pdf.pages.at(-1)!;
    expect(last).toContain('Cidade/UF, 5 de março de 2026.');
    expect(last).toContain('FULANO');
    expect(last).toContain('CPF: 529.982.247-25');
  });

  it('keeps the place-and-date line and the signature block together when the page runs out', async () => {
    // Fill the page so that only the date line would fit at its foot.
    const filler: DocumentBlock[] = Array.from({ length: 5 }, () => ({
      type: 'paragraph',
      text: `${LOREM} ${LOREM}`,
    }));
    let blocks: DocumentBlock[] = [];
    let pageCount = 1;
    for (let extra = 0; extra < 30 && pageCount === 1; extra++) {
      blocks = [
        ...filler,
        { type: 'spacer', mm: extra * 5 },
        { type: 'right', text: 'Cidade/UF, 5 de março de 2026.', keepWithNext: true },
        { type: 'signature', signers: [{ lines: ['**FULANO**', 'CPF: 529.982.247-25'] }] },
      ];
      pageCount = (await renderPdf(blocks, { metadata })).pageCount;
    }

    const pdf = await extractPdfText((await renderPdf(blocks, { metadata })).bytes);

    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[0]).not.toContain('Cidade/UF');
    expect(pdf.pages[1]).toContain('Cidade/UF, 5 de março de 2026.');
    expect(pdf.pages[1]).toContain('FULANO');
  });

  it('marks every page with the preview watermark only when asked', async () => {
    const blocks: DocumentBlock[] = [
      { type: 'paragraph', text: 'a' },
      { type: 'pageBreak' },
      { type: 'paragraph', text: 'b' },
    ];

    const marked = await extractPdfText(
      (await renderPdf(blocks, { metadata, watermark: PREVIEW_WATERMARK })).bytes,
    );
    const clean = await extractPdfText((await renderPdf(blocks, { metadata })).bytes);

    expect(marked.pages).toHaveLength(2);
    for (const page of marked.pages) expect(page).toContain('PRÉVIA');
    for (const page of clean.pages) expect(page).not.toContain('PRÉVIA');
  });

  it('stays small: only the glyphs used are embedded', async () => {
    const blocks: DocumentBlock[] = [{ type: 'paragraph', text: `${LOREM} ${LOREM} ${LOREM}` }];

    const { bytes } = await renderPdf(blocks, { metadata, font: 'serif' });
    const pdf = await extractPdfText(bytes);

    // The whole Tinos regular and bold faces are over 1 MB.
    expect(bytes.length).toBeLessThan(30_000);
    expect(pdf.text).toContain('Texto corrido');
  });
});
