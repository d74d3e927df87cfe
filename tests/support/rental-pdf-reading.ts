// Reading a released rental contract and its receipts back (issue 38): the receipts' periods and due dates, the
// paper of every page (number, initials, footer clear of the body) and amounts whose words spell their figures.

import extenso from 'extenso';
import { expect } from 'vitest';
import type { ExtractedPdf, PdfTextItem } from '../../shared/pdf/extract-text';
import { verificationFooterPlace } from '../../shared/pdf/verification-footer';

/** A text with every run of white space (line breaks included) as one space. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

export interface Receipt {
  n: number;
  total: number;
  start: number;
  end: number;
  due: number;
  advance: boolean;
  text: string;
}

const dayOf = (br: string) => {
  const [d, m, y] = br.split('/').map(Number);
  return Date.UTC(y!, m! - 1, d!) / 86_400_000;
};
export const br = (day: number) =>
  new Date(day * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

/** Every receipt printed: its number, the period it pays and its due date, with its own text. */
export function receiptsOf(text: string): Receipt[] {
  const parts = flat(text)
    .split(/(?=RECIBO DE ALUGUEL Nº)/)
    .filter((part) => part.startsWith('RECIBO DE ALUGUEL Nº'));
  return parts.map((part) => {
    const head = /^RECIBO DE ALUGUEL Nº (\d+)\/(\d+)/.exec(part);
    const period =
      /período de (\d\d\/\d\d\/\d{4}) a (\d\d\/\d\d\/\d{4}), (vencido|pago antecipadamente, com vencimento) em (\d\d\/\d\d\/\d{4})/.exec(
        part,
      );
    if (!head || !period) throw new Error(`receipt without number or period: ${part.slice(0, 300)}`);
    return {
      n: Number(head[1]),
      total: Number(head[2]),
      start: dayOf(period[1]!),
      end: dayOf(period[2]!),
      due: dayOf(period[4]!),
      advance: period[3] !== 'vencido',
      text: part,
    };
  });
}

/**
 * The schedule's rules, on the printed receipts: one per month of the term, numbered 1..N; the periods follow
 * each other from the lease's first day; none falls due before the lease starts; none is due before its period
 * ends (rent for a month already lived) unless rent in advance was chosen, and then never before it starts.
 */
export function expectLawfulSchedule(
  receipts: Receipt[],
  leaseStart: string,
  months: number,
  advance: boolean,
) {
  expect(receipts.map((r) => r.n)).toEqual(Array.from({ length: months }, (_, i) => i + 1));
  expect(new Set(receipts.map((r) => r.total))).toEqual(new Set([months]));
  expect(receipts[0]!.start).toBe(dayOf(leaseStart));
  receipts.forEach((r, i) => {
    if (i > 0) expect(r.start, `receipt ${r.n} follows ${i}`).toBe(receipts[i - 1]!.end + 1);
    expect(r.end).toBeGreaterThan(r.start);
    expect(r.due, `receipt ${r.n} due before the lease`).toBeGreaterThanOrEqual(dayOf(leaseStart));
    expect(r.advance).toBe(advance);
    if (advance) {
      expect(r.due, `receipt ${r.n} due before its period`).toBeGreaterThanOrEqual(r.start);
      expect(r.due).toBeLessThanOrEqual(r.end);
    } else expect(r.due, `receipt ${r.n} due for days not yet lived`).toBeGreaterThanOrEqual(r.end);
    expect(r.text).toContain('Data do pagamento: ____/____/______');
  });
}

const lines = (page: string) => page.split('\n').map((l) => l.trim());
const itemsWith = (items: PdfTextItem[], text: string) => items.filter((i) => i.str.includes(text));

/**
 * The paper of a released contract: "Página n de N" on every page, beside the QR and clear of the verification
 * footer's lines; "Rubricas" with one blank per signer at the top of every contract page, above all its text;
 * no text of the body reaching down into the footer. Answers the contract's pages.
 */
function expectContractPaper(pdf: ExtractedPdf, initialsBlanks: number): string[] {
  const firstReceiptPage = pdf.pages.findIndex((p) => p.includes('RECIBO DE ALUGUEL Nº'));
  const contractPages = firstReceiptPage < 0 ? pdf.pages : pdf.pages.slice(0, firstReceiptPage);
  expect(contractPages.length).toBeGreaterThanOrEqual(2);
  const initials = `Rubricas: ${Array.from({ length: initialsBlanks }, () => '__________').join(' ')}`;
  const total = pdf.pages.length;
  pdf.pages.forEach((page, i) => {
    const items = pdf.items[i]!;
    const { width, height } = pdf.pageSizes[i]!;
    const place = verificationFooterPlace(width);
    const number = itemsWith(items, `Página ${i + 1} de ${total}`);
    const footer = itemsWith(items, 'Verifique a origem');
    expect(number, `page ${i + 1} number`).toHaveLength(1);
    expect(footer, `page ${i + 1} footer`).toHaveLength(1);
    // The number sits left of the QR and above the footer's lines.
    expect(number[0]!.x + number[0]!.width).toBeLessThanOrEqual(place.qrLeft);
    expect(number[0]!.y).toBeGreaterThan(footer[0]!.y + footer[0]!.height);
    // The body (everything but the footer, the number and the initials) ends above the QR's top.
    const body = items.filter(
      (item) =>
        item.str.trim() !== '' &&
        !item.str.startsWith('Página ') &&
        !item.str.startsWith('Rubricas:') &&
        item.y > place.textTop + 1,
    );
    for (const item of body)
      expect(item.y, `page ${i + 1} "${item.str}" reaches the footer`).toBeGreaterThan(place.qrTop);
    const rubricas = itemsWith(items, 'Rubricas:');
    if (i < contractPages.length) {
      expect(lines(page)).toContain(initials);
      expect(rubricas).toHaveLength(1);
      // In the top margin: above every other line of the page, and inside it.
      const topOfBody = Math.max(...body.map((b) => b.y + b.height));
      expect(rubricas[0]!.y).toBeGreaterThan(topOfBody);
      expect(rubricas[0]!.y + rubricas[0]!.height).toBeLessThan(height);
    } else expect(rubricas).toHaveLength(0);
  });
  return contractPages;
}

/** A page's initials, page number and verification footer (checked by `expectContractPaper`). */
const isPageFurniture = (line: string) =>
  line.startsWith('Rubricas:') ||
  line.startsWith('Confirma que o arquivo foi emitido') ||
  line.includes('Verifique a origem deste arquivo') ||
  /^Página \d+ de \d+$/.test(line);

/** The contract's pages checked as paper, its text on one line (read across pages), and the receipts after it. */
export function readContract(pdf: ExtractedPdf, initialsBlanks: number) {
  const pages = expectContractPaper(pdf, initialsBlanks);
  const body = pages.flatMap((page) => lines(page).filter((line) => !isPageFurniture(line)));
  return {
    contract: flat(body.join('\n')),
    receipts: receiptsOf(pdf.pages.slice(pages.length).join('\n')),
  };
}

/** Every "R$ x (words)" of a text spells its figures (checked with `extenso`, not with our own wrapper). */
export function expectWordsMatchFigures(text: string, atLeast: number) {
  const amounts = [...flat(text).matchAll(/R\$ ([\d.]+,\d\d) \(([^)]+)\)/g)];
  expect(amounts.length).toBeGreaterThanOrEqual(atLeast);
  for (const [, figures, words] of amounts)
    expect(words, figures).toBe(extenso(figures!.replace(/\./g, ''), { mode: 'currency', locale: 'br' }));
}
