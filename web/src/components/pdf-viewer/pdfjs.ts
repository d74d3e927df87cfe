// pdf.js, loaded on demand (never in the first page load): the legacy build for older phone browsers, its worker
// as a Vite asset, and the standard fonts (Helvetica, Times...) served as assets so a PDF that does not embed
// them draws with the same metrics as on paper instead of the phone's system fonts.
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import warmUpPdfUrl from './warm-up.pdf?url';

export type Pdfjs = typeof PdfjsModule;

// Only the URLs are bundled (eagerly, a few bytes each); a font file is fetched when a PDF needs it.
const FONT_URLS = import.meta.glob('../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
  query: '?url',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** pdf.js asks the page for a standard font by file name; the file comes from the build's assets. */
export class AssetStandardFontDataFactory {
  async fetch({ filename }: { filename: string }): Promise<Uint8Array> {
    const url = Object.entries(FONT_URLS).find(([path]) => path.endsWith(`/${filename}`))?.[1];
    if (!url) throw new Error(`Fonte padrão ${filename} ausente`);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`Fonte padrão ${filename}: HTTP ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }
}

let loading: Promise<Pdfjs> | null = null;

export function loadPdfjs(): Promise<Pdfjs> {
  if (!loading) {
    loading = import('pdfjs-dist/legacy/build/pdf.mjs').then((pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    });
    // A failed chunk load may succeed on the next preview.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

let thread: Worker | null = null;
let worker: InstanceType<Pdfjs['PDFWorker']> | null = null;

/**
 * The worker's thread, started from its URL alone: its script (1.3 MB) is fetched and compiled on that thread
 * while pdf.js itself loads on this one, instead of after it.
 */
function workerThread(): Worker {
  thread ??= new Worker(workerUrl, { type: 'module' });
  return thread;
}

async function sharedWorker(): Promise<InstanceType<Pdfjs['PDFWorker']>> {
  workerThread();
  const pdfjs = await loadPdfjs();
  if (!worker || worker.destroyed) {
    if (worker) {
      thread?.terminate();
      thread = null;
    }
    worker = pdfjs.PDFWorker.create({ port: workerThread() });
  }
  return worker;
}

/**
 * Loads pdf.js and starts its worker ahead of the first PDF (a viewer calls it when it mounts): both take a
 * few hundred milliseconds, spent while the PDF itself is still on its way.
 */
export function warmPdfjs(): void {
  sharedWorker().catch(() => undefined);
}

/**
 * Opens a PDF from its bytes (copied: pdf.js transfers the buffer to its worker). Every document shares one
 * worker, so a page of six previews starts one thread, not six.
 */
export function openPdf(bytes: ArrayBuffer): Promise<PdfDocument> {
  const ahead = openedAhead.get(bytes);
  if (ahead) {
    openedAhead.delete(bytes);
    return ahead;
  }
  return openNow(bytes);
}

type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;

async function openNow(bytes: ArrayBuffer): Promise<PdfDocument> {
  const pdfjs = await loadPdfjs();
  return pdfjs.getDocument({
    worker: await sharedWorker(),
    data: new Uint8Array(bytes.slice(0)),
    isEvalSupported: false,
    useSystemFonts: false,
    StandardFontDataFactory: AssetStandardFontDataFactory,
  }).promise;
}

/** Documents opened before their viewer asked, by their bytes: each is taken once by `openPdf`. */
const openedAhead = new WeakMap<ArrayBuffer, Promise<PdfDocument>>();
/** One not taken by then (its viewer never opened) is closed, freeing the worker's copy. */
const UNTAKEN_MS = 15_000;

/**
 * Opens a PDF a viewer is about to draw (a preview that arrived before the page's code has drawn the viewer): the
 * worker parses it and reads its first page's fonts and drawing meanwhile, which it then keeps for the page's
 * drawing, and the page's fonts are loaded here. The viewer's `openPdf` of the same bytes takes that document.
 */
export function openPdfAhead(bytes: ArrayBuffer): void {
  if (openedAhead.has(bytes)) return;
  const doc = openNow(bytes);
  openedAhead.set(bytes, doc);
  doc
    .then(async (opened) => {
      setTimeout(() => {
        if (openedAhead.get(bytes) !== doc) return;
        openedAhead.delete(bytes);
        void opened.destroy();
      }, UNTAKEN_MS);
      const page = await opened.getPage(1);
      await page.getOperatorList({ intent: 'print' });
    })
    // The viewer's own drawing meets any failure again and says it.
    .catch(() => undefined);
}

let primed = false;

/**
 * For idle time before a likely preview (the editor's form, Meu Currículo's list): pdf.js starts, then draws a
 * short resume of our own (warm-up.pdf, 20 KB) into a canvas never shown. Code runs slowly the first time
 * (parsed and compiled as it is first called): the first real page came about 150 ms sooner after a preview
 * had been drawn once in the same tab. Once per tab. For idle time only: beside a preview on its way, it would
 * delay it.
 */
export function primePdfjs(): void {
  if (primed) return;
  primed = true;
  (async () => {
    const res = await fetch(warmUpPdfUrl);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const doc = await openPdf(await res.arrayBuffer());
    try {
      const page = await doc.getPage(1);
      const viewport = page.getViewport({ scale: 0.5 });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await page.render({ canvas, viewport, intent: 'print' }).promise;
    } finally {
      await doc.destroy();
    }
  })().catch(() => {
    primed = false;
  });
}
