// Reads a PDF back as a viewer would (pdf.js): its text per page and its metadata. For tests only (dev dependency).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ExtractedPdf {
  /** The text of each page, lines joined with "\n". */
  pages: string[];
  /** All pages joined with "\n\n". */
  text: string;
  info: {
    title?: string;
    subject?: string;
    author?: string;
    creator?: string;
    producer?: string;
    keywords?: string;
    creationDate?: string;
    language?: string;
  };
  pageSizes: { width: number; height: number }[];
  /** The positioned text runs of each page (x, baseline y and width in points, origin bottom-left). */
  items: PdfTextItem[][];
}

export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  /** The run's font size as drawn (its height on the page), in points. */
  height: number;
}

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function extractPdfText(bytes: Uint8Array): Promise<ExtractedPdf> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const task = getDocument({
    data: bytes.slice(),
    standardFontDataUrl,
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
  });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    const pageSizes: ExtractedPdf['pageSizes'] = [];
    const items: PdfTextItem[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      pageSizes.push({ width: x1 - x0, height: y1 - y0 });
      const content = await page.getTextContent();
      let text = '';
      const placed: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
        if (item.str !== '') {
          placed.push({
            str: item.str,
            x: item.transform[4] ?? 0,
            y: item.transform[5] ?? 0,
            width: item.width,
            height: item.height,
          });
        }
      }
      pages.push(text.trim());
      items.push(placed);
    }
    const { info } = await doc.getMetadata();
    const raw = info as Record<string, unknown>;
    const str = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : undefined);
    return {
      pages,
      text: pages.join('\n\n'),
      pageSizes,
      items,
      info: {
        title: str('Title'),
        subject: str('Subject'),
        author: str('Author'),
        creator: str('Creator'),
        producer: str('Producer'),
        keywords: str('Keywords'),
        creationDate: str('CreationDate'),
        language: str('Language'),
      },
    };
  } finally {
    await doc.destroy();
  }
}
