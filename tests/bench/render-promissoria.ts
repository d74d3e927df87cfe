// Benchmark of the promissory-note PDF (issue 20 item 8): batches of 12 and 120 notes, three to a sheet, without
// and with a PIX key (issue 43 item 3: a QR and its code on every note's stub); render time (median, p99) over
// at least 100 renders and bytes, against the targets. Runs alone with tsx.
import { pathToFileURL } from 'node:url';
import { promissoriaComPix, promissoriaExemplo } from '../../shared/documents/promissoria/fixtures';
import { batchNotes, renderNotesPdf } from '../../shared/documents/promissoria/render';
import { checkPromissoria } from '../../shared/documents/promissoria/schema';
import { mainThreadCpuMs } from './main-thread-cpu';
import { RELEASED_URL } from './released';

/** Issue 20's targets on the reference machine: 12 notes ≤ 15 ms and ≤ 40 KB; 120 notes ≤ 100 ms and ≤ 300 KB. */
export const PROMISSORIA_TARGETS = {
  12: { medianMs: 15, bytes: 40 * 1024 },
  120: { medianMs: 100, bytes: 300 * 1024 },
} as const;

/**
 * With a PIX key every note also carries its own QR (about 0.9 ms to encode with `qrcode` and 1.6 KB deflated
 * each, measured): a budget of its own, twice the plain batch's time and 60 % more bytes.
 */
export const PROMISSORIA_PIX_TARGETS = {
  12: { medianMs: 30, bytes: 64 * 1024 },
  120: { medianMs: 200, bytes: 480 * 1024 },
} as const;

export interface PromissoriaBenchResult {
  notes: 12 | 120;
  /** Each note's stub carries a PIX code. */
  pix: boolean;
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

/** Renders a checked batch of `notes` notes `runs` times (after an uncounted warm-up), as the PDF route does. */
export async function benchRenderPromissoria(
  notes: 12 | 120,
  options: { runs?: number; warmup?: number; pix?: boolean } = {},
): Promise<PromissoriaBenchResult> {
  const pix = options.pix ?? false;
  const check = checkPromissoria({
    ...(pix ? promissoriaComPix : promissoriaExemplo),
    total_parcelas: String(notes),
    valor_total_centavos: 1_234_567,
  });
  if (!check.ok) throw new Error(`bench form refused: ${check.message}`);
  const runs = Math.max(100, options.runs ?? 100);
  const createdAt = new Date('2026-11-25T12:00:00Z');
  // The notes are derived from the form on every render, as the route does (values and dates in words).
  const render = () => {
    const batch = batchNotes(check.form, {
      createdAt,
      verificationUrl: RELEASED_URL,
      loteId: 'promissoria-1764000000000-01234567899f3a2c41b7',
    });
    return renderNotesPdf(batch.notes, batch.options);
  };
  for (let i = 0; i < (options.warmup ?? 10); i++) await render();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let last: { bytes: Uint8Array; pageCount: number } = { bytes: new Uint8Array(), pageCount: 0 };
  for (let i = 0; i < runs; i++) {
    const cpu = mainThreadCpuMs();
    const started = performance.now();
    last = await render();
    times.push(performance.now() - started);
    cpuTimes.push((mainThreadCpuMs() ?? Number.NaN) - (cpu ?? Number.NaN));
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const medianMs = percentile(times, 50);
  const target = (pix ? PROMISSORIA_PIX_TARGETS : PROMISSORIA_TARGETS)[notes];
  return {
    notes,
    pix,
    runs,
    medianMs,
    p99Ms: percentile(times, 99),
    cpuMedianMs: percentile(cpuTimes, 50),
    bytes: last.bytes.length,
    pages: last.pageCount,
    withinTargets: medianMs <= target.medianMs && last.bytes.length <= target.bytes,
  };
}

export async function benchRenderPromissorias(): Promise<PromissoriaBenchResult[]> {
  return [
    await benchRenderPromissoria(12),
    await benchRenderPromissoria(120),
    await benchRenderPromissoria(12, { pix: true }),
    await benchRenderPromissoria(120, { pix: true }),
  ];
}

/** One line per batch for the benchmark report. */
export function formatRenderPromissoriaBench(results: readonly PromissoriaBenchResult[]): string {
  const lines = results.map(
    (r) =>
      `${r.notes} notes${r.pix ? ' with PIX' : ''}: median ${r.cpuMedianMs.toFixed(2)} ms on CPU (wall: median ${r.medianMs.toFixed(2)} ms), p99 ${r.p99Ms.toFixed(2)} ms over ${r.runs} renders; ` +
      `${r.bytes} bytes, ${r.pages} page(s) (${r.withinTargets ? 'met' : 'NOT met'})`,
  );
  lines.push(
    `(targets: 12 notes median <= ${PROMISSORIA_TARGETS[12].medianMs} ms and <= 40 KB; 120 notes median <= ` +
      `${PROMISSORIA_TARGETS[120].medianMs} ms and <= 300 KB; with PIX: 12 notes <= ` +
      `${PROMISSORIA_PIX_TARGETS[12].medianMs} ms and <= 64 KB, 120 notes <= ${PROMISSORIA_PIX_TARGETS[120].medianMs} ms ` +
      'and <= 480 KB)',
  );
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatRenderPromissoriaBench(await benchRenderPromissorias()));
}
