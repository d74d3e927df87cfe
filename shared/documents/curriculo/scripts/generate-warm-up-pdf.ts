// Writes web/src/components/pdf-viewer/warm-up.pdf: a short resume from our renderer (its fonts, text, shapes and
// a photo), which the SPA has pdf.js draw off screen on idle time, so that the first real page runs code already
// compiled (`primePdfjs`). Written once (`npx tsx <this file>`): it need not follow later changes to the layouts.
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { curriculoMinimoExemplo, layoutSampleOptions } from '../fixtures';
import { renderCurriculoPdf } from '../render';

export const WARM_UP_PDF_FILE = new URL(
  '../../../../web/src/components/pdf-viewer/warm-up.pdf',
  import.meta.url,
);

export async function writeWarmUpPdf(): Promise<void> {
  // The Layouts page's options (a photo, "PRÉVIA", a fixed day) with the short resume.
  const pdf = await renderCurriculoPdf(curriculoMinimoExemplo, layoutSampleOptions('modern'));
  await writeFile(WARM_UP_PDF_FILE, pdf);
  console.log(`warm-up.pdf: ${(pdf.length / 1024).toFixed(1)} KB`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeWarmUpPdf();
}
