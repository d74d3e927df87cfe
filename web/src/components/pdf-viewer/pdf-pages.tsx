// Draws a PDF page by page into canvases as wide as the column (sharp on high-density screens), for previews
// that must look exactly as printed, on phones too. The old pages stay until the new ones are drawn, so a
// refresh never flashes empty (the first drawing shows each page as soon as it is drawn); a newer PDF or width
// cancels the drawing in progress.
import { useEffect, useRef, useState } from 'react';
import { openPdf, warmPdfjs } from './pdfjs';
import './pdf-pages.css';

/** Canvas size cap (pixels): phone browsers refuse larger canvases. */
const MAX_CANVAS_PIXELS = 12_000_000;

export interface PdfPagesProps {
  /** The PDF's bytes; null draws nothing. */
  data: ArrayBuffer | null;
  /** Names the pages for assistive technology: "{label}, página 1 de 2". */
  label: string;
  /** 1 fits the column; 1.5 and 2 enlarge the pages inside a scrolling box. */
  zoom?: number;
  /** Widest page drawn at zoom 1, in CSS pixels (A4 at 96 dpi is 794). */
  maxWidth?: number;
  /** Draws only the first pages (thumbnails). */
  maxPages?: number;
  onRendered?: (pages: number) => void;
  onError?: (error: unknown) => void;
}

export function PdfPages({
  data,
  label,
  zoom = 1,
  maxWidth = 794,
  maxPages = Number.POSITIVE_INFINITY,
  onRendered,
  onError,
}: PdfPagesProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const callbacks = useRef({ onRendered, onError });
  callbacks.current = { onRendered, onError };

  // pdf.js and its worker start loading with the viewer, while the PDF is still being made.
  useEffect(warmPdfjs, []);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setWidth(Math.floor(box.clientWidth / 8) * 8);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !data || width <= 0) return;
    let cancelled = false;
    let cancelTask: (() => void) | null = null;
    let destroy: (() => void) | null = null;

    async function draw() {
      const doc = await openPdf(data!);
      destroy = () => void doc.destroy();
      if (cancelled) return;
      const cssWidth = Math.min(width, maxWidth) * zoom;
      const pages: HTMLElement[] = [];
      // Nothing shown yet: each page appears once drawn, instead of after the last one.
      const progressive = host!.childElementCount === 0;
      for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
        const page = await doc.getPage(n);
        if (cancelled) return;
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: cssWidth / base.width });
        const density = Math.min(
          window.devicePixelRatio || 1,
          2,
          Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)),
        );
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width * density);
        canvas.height = Math.floor(viewport.height * density);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${label}, página ${n} de ${doc.numPages}`);
        // 'print' draws the page in one go. The default, 'display', yields to the next animation frame after
        // every 15 ms of drawing, so a resume page took four or five frames, half of them idle: about 90 ms
        // more before the page showed (`npm run bench -- browser`). The page is the printed one either way
        // (our PDFs have no annotations or optional content); the main thread is busy for one page's drawing,
        // about 60 ms on this machine.
        const task = page.render({
          canvas,
          viewport,
          intent: 'print',
          transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
        });
        cancelTask = () => task.cancel();
        await task.promise;
        cancelTask = null;
        if (cancelled) return;
        const frame = document.createElement('div');
        frame.className = 'pdf-page';
        frame.dataset.page = String(n);
        frame.append(canvas);
        pages.push(frame);
        if (progressive) host!.append(frame);
      }
      host!.replaceChildren(...pages);
      host!.dataset.pages = String(doc.numPages);
      callbacks.current.onRendered?.(doc.numPages);
    }

    draw()
      .catch((err: unknown) => {
        if (!cancelled) callbacks.current.onError?.(err);
      })
      .finally(() => {
        destroy?.();
      });
    return () => {
      cancelled = true;
      cancelTask?.();
    };
  }, [data, width, zoom, maxWidth, maxPages, label]);

  return (
    <div ref={boxRef} className={`pdf-pages${zoom > 1 ? ' is-zoomed' : ''}`}>
      <div ref={hostRef} className="pdf-pages-host" />
    </div>
  );
}
