// Writes the Layouts page's pictures (web/src/features/curriculo/assets/layout-samples/<layout>.webp): the first
// page of each layout's sample PDF, drawn by pdf.js at build time, so that the page shows six pictures instead of
// opening six PDFs in the browser. Run `npm run layouts:pictures` after a change to a layout or to the sample; a
// unit test fails while a committed picture differs from what the renderer draws.
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { curriculoExemplo, layoutSampleOptions } from '../fixtures';
import { renderCurriculoPdf } from '../render';
import { LAYOUT_IDS, type LayoutId } from '../schema';

/** Twice the gallery's widest picture (420 CSS px), for screens of two device pixels per CSS pixel. */
export const PICTURE_WIDTH = 840;
/** WebP quality: text stays sharp at 840 px and a picture weighs tens of kilobytes. */
const WEBP_QUALITY = 82;

export function layoutPictureFile(layout: LayoutId): URL {
  return new URL(
    `../../../../web/src/features/curriculo/assets/layout-samples/${layout}.webp`,
    import.meta.url,
  );
}

/** The first page of the layout's sample PDF, drawn PICTURE_WIDTH pixels wide on a white background. */
export async function drawLayoutPicture(layout: LayoutId): Promise<Canvas> {
  const pdf = await renderCurriculoPdf(curriculoExemplo, layoutSampleOptions(layout));
  const document = await getDocument({ data: pdf, verbosity: 0 }).promise;
  try {
    const page = await document.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: PICTURE_WIDTH / unscaled.width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // pdf.js types its context as the DOM's; @napi-rs/canvas implements the same drawing API.
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    return canvas;
  } finally {
    await document.destroy();
  }
}

export async function writeLayoutPictures(): Promise<void> {
  for (const layout of LAYOUT_IDS) {
    const canvas = await drawLayoutPicture(layout);
    const webp = await canvas.encode('webp', WEBP_QUALITY);
    await writeFile(layoutPictureFile(layout), webp);
    console.log(`${layout}: ${canvas.width} × ${canvas.height}, ${(webp.length / 1024).toFixed(1)} KB`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeLayoutPictures();
}
