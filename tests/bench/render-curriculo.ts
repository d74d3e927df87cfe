// Benchmark of the resume PDFs: per layout, render time (median, p99) and bytes of the typical one-page resume
// (which the fit step tightens) and the long two-page one, without and with a photo. Runs alone with tsx.
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import {
  curriculoExemplo,
  curriculoTipicoExemplo,
  fotoExemplo,
} from '../../shared/documents/curriculo/fixtures';
import { renderCurriculoPdf } from '../../shared/documents/curriculo/render';
import { LAYOUT_IDS, type LayoutId } from '../../shared/documents/curriculo/schema';
import { mainThreadCpuMs } from './main-thread-cpu';

/** Targets of issue 5 on the reference machine (the size target applies without a photo). */
export const CURRICULO_RENDER_TARGETS = { medianMs: 30, bytesWithoutPhoto: 60 * 1024 } as const;

const SAMPLES = { typical: curriculoTipicoExemplo, long: curriculoExemplo } as const;

/**
 * Bytes per page of the sample resume with the standard fonts (nothing embedded), before issue 17 embedded
 * subset fonts: measured at commit 8740d28, printed beside today's figures.
 */
export const STANDARD_FONTS_BYTES_PER_PAGE: Record<LayoutId, { photo: number; noPhoto: number }> = {
  clean: { noPhoto: 3232, photo: 6878 },
  modern: { noPhoto: 2731, photo: 6459 },
  executive: { noPhoto: 3037, photo: 6744 },
  minimal: { noPhoto: 2532, photo: 2532 },
  classic: { noPhoto: 2592, photo: 2592 },
  comercial: { noPhoto: 2981, photo: 6694 },
};

export interface CurriculoRenderFigure {
  layout: LayoutId;
  sample: keyof typeof SAMPLES;
  photo: boolean;
  runs: number;
  medianMs: number;
  p99Ms: number;
  /** Median time the main thread was on a CPU per render (the wall time on an idle machine). */
  cpuMedianMs: number;
  bytes: number;
  pages: number;
  withinTargets: boolean;
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Renders each sample in every layout `runs` times (at least 100, after an uncounted warm-up), without and with the photo. */
export async function benchRenderCurriculo(
  options: { runs?: number; warmup?: number; layouts?: readonly LayoutId[] } = {},
): Promise<CurriculoRenderFigure[]> {
  const runs = Math.max(100, options.runs ?? 100);
  const createdAt = new Date('2026-03-05T12:00:00Z');
  const photo = fotoExemplo();
  const figures: CurriculoRenderFigure[] = [];
  for (const layout of options.layouts ?? LAYOUT_IDS) {
    for (const [sample, withPhoto] of [
      ['typical', false],
      ['typical', true],
      ['long', false],
      ['long', true],
    ] as const) {
      const render = () =>
        renderCurriculoPdf(SAMPLES[sample], {
          layout,
          createdAt,
          today: createdAt,
          ...(withPhoto ? { photo } : {}),
        });
      for (let i = 0; i < (options.warmup ?? 15); i++) await render();
      const times: number[] = [];
      const cpuTimes: number[] = [];
      let bytes: Uint8Array = new Uint8Array();
      for (let i = 0; i < runs; i++) {
        const cpu = mainThreadCpuMs();
        const started = performance.now();
        bytes = await render();
        times.push(performance.now() - started);
        cpuTimes.push((mainThreadCpuMs() ?? Number.NaN) - (cpu ?? Number.NaN));
      }
      times.sort((a, b) => a - b);
      cpuTimes.sort((a, b) => a - b);
      const medianMs = percentile(times, 50);
      const cpuMedianMs = percentile(cpuTimes, 50);
      figures.push({
        layout,
        sample,
        photo: withPhoto,
        runs,
        medianMs,
        p99Ms: percentile(times, 99),
        cpuMedianMs,
        bytes: bytes.length,
        pages: (await PDFDocument.load(bytes)).getPageCount(),
        withinTargets:
          // Judged on the main thread's time: the wall time on a shared machine measures its load.
          cpuMedianMs <= CURRICULO_RENDER_TARGETS.medianMs &&
          (withPhoto || bytes.length <= CURRICULO_RENDER_TARGETS.bytesWithoutPhoto),
      });
    }
  }
  return figures;
}

const before = (f: CurriculoRenderFigure) =>
  STANDARD_FONTS_BYTES_PER_PAGE[f.layout][f.photo ? 'photo' : 'noPhoto'];

/** The benchmark report: one line per layout and photo option, then the verdict. */
export function formatRenderCurriculoBench(figures: readonly CurriculoRenderFigure[]): string {
  const lines = figures.map(
    (f) =>
      `resume PDF ${f.layout.padEnd(9)} ${f.sample.padEnd(7)} ${f.photo ? 'with photo   ' : 'without photo'}: ` +
      `median ${f.cpuMedianMs.toFixed(2)} ms on CPU (wall: median ${f.medianMs.toFixed(2)} ms, ` +
      `p99 ${f.p99Ms.toFixed(2)} ms) over ${f.runs} renders; ` +
      `${f.bytes} bytes (${(f.bytes / 1024).toFixed(1)} KB), ${f.pages} page(s), ` +
      `${Math.round(f.bytes / f.pages)} bytes/page (${before(f)} before the fonts were embedded)`,
  );
  const met = figures.every((f) => f.withinTargets);
  lines.push(
    `(targets: median <= ${CURRICULO_RENDER_TARGETS.medianMs} ms, <= ${CURRICULO_RENDER_TARGETS.bytesWithoutPhoto / 1024} KB ` +
      `without photo: ${met ? 'met' : 'NOT met'})`,
  );
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchRenderCurriculo();
  console.log(formatRenderCurriculoBench(figures));
  if (!figures.every((f) => f.withinTargets)) process.exitCode = 1;
}
