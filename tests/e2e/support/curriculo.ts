// What the resume's browser tests do and read: the sample photo to upload, the preview's server answers and
// the pages pdf.js drew from them (inked, distinct, in a colour), MeuCurriculo's cards, and the reference text
// of a resume in a layout, rendered by the same renderer the server uses, to tell which layout a PDF is in.
import { fileURLToPath } from 'node:url';
import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { renderCurriculoPdf } from '../../../shared/documents/curriculo/render';
import type { LayoutConfig, LayoutId } from '../../../shared/documents/curriculo/schema';
import { extractPdfText } from '../../../shared/pdf/extract-text';
import type { TestRuntime } from '../../support/runtime';

/** The illustrated portrait the Layouts page uses too (a 240 × 300 JPEG of about 7 KB). */
export const FOTO_EXEMPLO_JPG = fileURLToPath(
  new URL('../../../shared/documents/curriculo/foto-exemplo/foto-exemplo.jpg', import.meta.url),
);

/** The next `curriculo-preview` answer for `layout` (the request carries the layout and colours). */
export function previewResponse(page: Page, layout: LayoutId, primaryColor?: string): Promise<Response> {
  return page.waitForResponse(
    (r) => {
      if (new URL(r.url()).pathname !== '/backend/api/curriculo-preview') return false;
      const body = r.request().postDataJSON() as { layout?: string; primaryColor?: string } | null;
      return body?.layout === layout && (primaryColor === undefined || body.primaryColor === primaryColor);
    },
    { timeout: 30_000 },
  );
}

/** Whether a PDF's bytes hold an image XObject (pdf-lib writes image dictionaries uncompressed). */
export function pdfHasImage(bytes: Uint8Array): boolean {
  return Buffer.from(bytes).includes('/Subtype /Image');
}

export function expectPdfSignature(bytes: Uint8Array): void {
  expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
}

// The server-side typecheck has no DOM library: the few browser objects read here are declared for this module.
interface InPageCanvas {
  width: number;
  height: number;
  dataset: Record<string, string | undefined>;
  getContext(kind: '2d'): {
    getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  };
}
declare const document: { querySelectorAll(selector: string): Iterable<InPageCanvas> };
declare const crypto: {
  subtle: { digest(algorithm: string, data: Uint8ClampedArray): Promise<ArrayBuffer> };
};

const PAGE_CANVASES = '.cv-preview-stage .pdf-pages-host .pdf-page canvas';

export interface DrawnPage {
  width: number;
  height: number;
  /** Share of pixels that are not (near) white. */
  ink: number;
  /** Pixels within a small distance of the colour asked for (0 when none was asked). */
  inColour: number;
  /** SHA-256 of the pixels: equal only for identical drawings. */
  digest: string;
}

/** Marks the pages drawn now, so `waitForNewPages` can tell them from the next drawing. */
export async function markPagesDrawn(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    for (const canvas of document.querySelectorAll(selector)) canvas.dataset.e2eSeen = '1';
  }, PAGE_CANVASES);
}

/**
 * Waits until the preview is no longer loading and pdf.js has replaced every marked page with new ones, then
 * reads the pixels of each new page.
 */
export async function waitForNewPages(page: Page, colour?: [number, number, number]): Promise<DrawnPage[]> {
  await page.locator('.cv-preview-stage[aria-busy="false"]').waitFor();
  await page.locator(`${PAGE_CANVASES}:not([data-e2e-seen])`).first().waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator(`${PAGE_CANVASES}[data-e2e-seen]`).count()).toBe(0);
  return page.evaluate(
    async ({ selector, colour }) => {
      const pages = [];
      for (const canvas of document.querySelectorAll(selector)) {
        const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
        let ink = 0;
        let inColour = 0;
        for (let i = 0; i < data.length; i += 4) {
          const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
          if (r < 235 || g < 235 || b < 235) ink++;
          if (colour && Math.abs(r - colour[0]) + Math.abs(g - colour[1]) + Math.abs(b - colour[2]) < 24)
            inColour++;
        }
        const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
        pages.push({
          width: canvas.width,
          height: canvas.height,
          ink: ink / (data.length / 4),
          inColour,
          digest: [...hash].map((b) => b.toString(16).padStart(2, '0')).join(''),
        });
      }
      return pages;
    },
    { selector: PAGE_CANVASES, colour: colour ?? null },
  );
}

/** `#rrggbb` as its three channels. */
export function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** A resume's card on MeuCurriculo (by id). */
export function resumeCard(page: Page, id: string): Locator {
  return page.locator(`.cv-card[data-id="${id}"]`);
}

/** The resume as the server stores it, read through the API with the owner's own token. */
export async function storedCurriculo(
  runtime: TestRuntime,
  owner: { email: string; name: string },
  id: string,
): Promise<{ form: Record<string, unknown>; meta: Record<string, unknown> }> {
  const token = await runtime.login(owner);
  const res = await runtime.api(`/curriculo-get?id=${encodeURIComponent(id)}`, { token });
  expect(res.status).toBe(200);
  const { data, ...meta } = res.body.data as Record<string, unknown>;
  return { form: data as Record<string, unknown>, meta };
}

/** The text a resume has in a layout, white space runs as one space (the renderer the server uses). */
export async function referenceText(
  form: Record<string, unknown>,
  layout: LayoutId,
  config: LayoutConfig,
): Promise<string> {
  const bytes = await renderCurriculoPdf(form, { layout, ...config });
  return (await extractPdfText(bytes)).text.replace(/\s+/g, ' ');
}

/** Completed years from a `YYYY-MM-DD` birth date to today (local time, as the page computes it). */
export function ageToday(birth: string, today = new Date()): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const beforeBirthday = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  return today.getFullYear() - y - (beforeBirthday ? 1 : 0);
}
