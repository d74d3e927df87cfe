import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { contratoLocacaoExemplo } from '../documents/contrato-locacao/fixtures';
import { renderContratoLocacaoPdf } from '../documents/contrato-locacao/render';
import { curriculoExemplo } from '../documents/curriculo/fixtures';
import { renderCurriculoPdf } from '../documents/curriculo/render';
import { LAYOUT_IDS } from '../documents/curriculo/schema';
import { declaracaoResidenciaExemplo } from '../documents/declaracao-residencia/fixtures';
import { renderDeclaracaoResidenciaPdf } from '../documents/declaracao-residencia/render';
import { procuracaoVeiculoExemplo } from '../documents/procuracao-veiculo/fixtures';
import { renderProcuracaoVeiculoPdf } from '../documents/procuracao-veiculo/render';
import { promissoriaExemplo } from '../documents/promissoria/fixtures';
import { checkPromissoria } from '../documents/promissoria/schema';
import { renderPromissoriaVariant } from '../documents/promissoria/variants';
import { reciboAluguelExemplo } from '../documents/recibo-aluguel/fixtures';
import { renderRecibosAluguelPdf } from '../documents/recibo-aluguel/render';
import { VERIFICATION_SCOPE_TEXT, verificationFooterText } from '../verification/code';
import { extractPdfText, type PdfTextItem } from './extract-text';
import { qrModules, qrOperators } from './verification-footer';

const URL = 'https://documentosprontos.com.br/Verificar/ABCDE12345';
const FOOTER = verificationFooterText(URL);
const flat = (text: string) => text.replace(/\s+/g, ' ');

const PT_PER_MM = 72 / 25.4;
const PAGE_NUMBER = /^Página (\d+) de (\d+)$/;
const isFooterText = (str: string) =>
  FOOTER.includes(str.trim()) || VERIFICATION_SCOPE_TEXT.includes(str.trim()) || PAGE_NUMBER.test(str.trim());

/** A text run's box: from its descenders to its ascenders. */
const boxOf = (item: PdfTextItem) => ({
  left: item.x,
  right: item.x + item.width,
  bottom: item.y - 0.25 * item.height,
  top: item.y + 0.8 * item.height,
});

/** The gap between two runs' boxes in points (0 or less: they touch or overlap). */
function gapBetween(a: PdfTextItem, b: PdfTextItem): number {
  const [p, q] = [boxOf(a), boxOf(b)];
  return Math.max(q.left - p.right, p.left - q.right, q.bottom - p.top, p.bottom - q.top);
}

/**
 * Every page's text holds the footer and what it proves, no other text comes within 3 mm above the QR's top
 * (21 mm), and a document of two or more pages says "Página n de N" on each, 1 mm or more clear of the footer.
 */
async function expectFooterOnEveryPage(bytes: Uint8Array, pages: number, qrTopMm = 21) {
  const pdf = await extractPdfText(bytes);
  expect(pdf.pages).toHaveLength(pages);
  for (const [index, page] of pdf.pages.entries()) {
    expect(flat(page)).toContain(FOOTER);
    expect(flat(page)).toContain(VERIFICATION_SCOPE_TEXT);
    const items = (pdf.items[index] ?? []).filter((item: PdfTextItem) => item.str.trim() !== '');
    const others = items.filter((item) => !isFooterText(item.str));
    const lowest = Math.min(...others.map((item) => item.y));
    expect(lowest / PT_PER_MM).toBeGreaterThan(qrTopMm);
    const numbers = items.filter((item) => PAGE_NUMBER.test(item.str.trim()));
    if (pages < 2) {
      expect(numbers).toEqual([]);
      continue;
    }
    expect(numbers.map((item) => item.str.trim())).toEqual([`Página ${index + 1} de ${pages}`]);
    for (const footerLine of items.filter((item) => isFooterText(item.str) && item !== numbers[0]))
      expect(gapBetween(numbers[0]!, footerLine) / PT_PER_MM).toBeGreaterThan(1);
  }
}

/** `text`'s QR as a scanner sees it: 4 px a module, a 4-module quiet zone, black on white. */
function scan(text: string): string | undefined {
  const { modules } = qrModules(text);
  const px = 4;
  const side = (modules.size + 8) * px;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / px) - 4;
      const col = Math.floor(x / px) - 4;
      const dark = row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col);
      if (dark) rgba.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  return jsQR(rgba, side, side)?.data;
}

describe('the verification footer', () => {
  it('draws a QR that a scanner reads back as the check address, for any code', () => {
    const urls = [
      URL,
      'https://documentosprontos.com.br/Verificar/ZZZZZZZZZZ',
      'http://127.0.0.1:5173/Verificar/0000000001',
    ];

    expect(urls.map(scan)).toEqual(urls);
  });

  it('draws the QR as merged runs of rectangles: a 33×33 code for the check address', () => {
    const { size, ops } = qrOperators(URL);

    expect(size).toBe(33);
    const runs = ops.trim().split('\n');
    expect(runs.every((run) => /^\d+ \d+ \d+ 1 re$/.test(run))).toBe(true);
    expect(runs.length).toBeLessThan(size * size);
  });

  it('is on the declaration, whose 25 mm margin already clears it', async () => {
    const plain = await extractPdfText(await renderDeclaracaoResidenciaPdf(declaracaoResidenciaExemplo));
    const bytes = await renderDeclaracaoResidenciaPdf(declaracaoResidenciaExemplo, { verificationUrl: URL });

    await expectFooterOnEveryPage(bytes, plain.pages.length);
  });

  it('prints the document’s readable reference before the check’s sentence, on every page', async () => {
    const bytes = await renderDeclaracaoResidenciaPdf(declaracaoResidenciaExemplo, {
      verificationUrl: URL,
      documentReference: 'RES-9F3A2-C41B7',
    });

    const pdf = await extractPdfText(bytes);
    expect(pdf.pages.length).toBeGreaterThan(0);
    for (const page of pdf.pages) expect(flat(page)).toContain(`Referência RES-9F3A2-C41B7 · ${FOOTER}`);
  });

  it('is on every page of the rental contract with receipts, paginated above it', async () => {
    const form = { ...contratoLocacaoExemplo, gerar_recibos: 'sim' as const };
    const plain = await renderContratoLocacaoPdf(form);
    const released = await renderContratoLocacaoPdf(form, { verificationUrl: URL });

    expect(released.pageCount).toBeGreaterThanOrEqual(plain.pageCount);
    await expectFooterOnEveryPage(released.bytes, released.pageCount);
  });

  it('is on every page of the receipts and the power of attorney', async () => {
    const receipts = await renderRecibosAluguelPdf(reciboAluguelExemplo, { verificationUrl: URL });
    const procuracao = await renderProcuracaoVeiculoPdf(procuracaoVeiculoExemplo, { verificationUrl: URL });

    await expectFooterOnEveryPage(receipts, (await extractPdfText(receipts)).pages.length);
    await expectFooterOnEveryPage(procuracao, (await extractPdfText(procuracao)).pages.length);
  });

  it.each(LAYOUT_IDS)(
    'is on every page of a two-page %s resume, its own footer clear of it',
    async (layout) => {
      // Twice the example's jobs: two pages on every layout.
      const form = {
        ...curriculoExemplo,
        experiencias: [...curriculoExemplo.experiencias, ...curriculoExemplo.experiencias],
      };
      const pdf = await extractPdfText(await renderCurriculoPdf(form, { layout, verificationUrl: URL }));

      expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
      for (const [index, page] of pdf.pages.entries()) {
        expect(flat(page)).toContain(FOOTER);
        // The layout's "Nome · Página n de N" (issue 39: it touched the verification line on every layout).
        const items = (pdf.items[index] ?? []).filter((item) => item.str.trim() !== '');
        const own = items.filter((item) => item.str.includes(`Página ${index + 1} de ${pdf.pages.length}`));
        expect(own).toHaveLength(1);
        for (const line of items.filter((item) => isFooterText(item.str)))
          expect(gapBetween(own[0]!, line) / PT_PER_MM).toBeGreaterThan(1);
      }
    },
  );

  it('is under the three notes of a sheet and on a single note, a code each', async () => {
    const check = checkPromissoria(promissoriaExemplo);
    if (!check.ok) throw new Error(check.message);
    const issued: string[] = [];
    let n = 0;
    const verification = {
      next: () => {
        n += 1;
        return { code: `CODE${n}`, url: `${URL}${n}` };
      },
      rendered: (code: string) => issued.push(code),
    };

    const sheet = await renderPromissoriaVariant(check.form, undefined, { verification });
    const zip = await renderPromissoriaVariant(check.form, 'todas', { verification, loteId: 'lote' });

    const pdf = await extractPdfText(sheet);
    for (const page of pdf.pages) expect(flat(page)).toContain(`${FOOTER}1`);
    expect(issued).toEqual(['CODE1', ...Array.from({ length: n - 1 }, (_, i) => `CODE${i + 2}`)]);
    expect(n).toBe(1 + check.form.total_parcelas);
    expect(zip.byteLength).toBeGreaterThan(0);
  });
});
