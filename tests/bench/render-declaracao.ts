// Benchmark of the PDFs on the declarations' page (residence, work, the travel authorization within Brazil and
// abroad, the vehicle power of attorney, the payment receipt): render time (median, p99) and bytes per page of each kind's sample.
// Runs alone with tsx.
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import type { PdfEngine } from '../../lambdas/pdf-engine/load';
import {
  autorizacaoInternacionalExemplo,
  autorizacaoNacionalExemplo,
} from '../../shared/documents/autorizacao-viagem/fixtures';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { declaracaoTrabalhoExemplo } from '../../shared/documents/declaracao-trabalho/fixtures';
import { procuracaoVeiculoExemplo } from '../../shared/documents/procuracao-veiculo/fixtures';
import {
  reciboPagamentoEmpresaExemplo,
  reciboPagamentoExemplo,
} from '../../shared/documents/recibo-pagamento/fixtures';
import { builtPdfEngine } from './built-engine';
import { mainThreadCpuMs } from './main-thread-cpu';
import { RELEASED_URL } from './released';

export type DeclaracaoBenchKind =
  | 'residence'
  | 'work'
  | 'travel-domestic'
  | 'travel-abroad'
  | 'power-of-attorney'
  | 'payment-receipt'
  | 'payment-receipt-company';

/** Each kind's sample rendered as the PDF route renders it. */
const renders = (e: PdfEngine): Record<DeclaracaoBenchKind, (createdAt: Date) => Promise<Uint8Array>> => ({
  residence: (createdAt) =>
    e.renderDeclaracaoResidenciaPdf(declaracaoResidenciaExemplo, {
      createdAt,
      verificationUrl: RELEASED_URL,
    }),
  work: (createdAt) =>
    e.renderDeclaracaoTrabalhoPdf(declaracaoTrabalhoExemplo, { createdAt, verificationUrl: RELEASED_URL }),
  // Issue 21: one original and the next-steps page; abroad two originals and the next-steps page.
  'travel-domestic': (createdAt) =>
    e.renderAutorizacaoViagemPdf(autorizacaoNacionalExemplo, { createdAt, verificationUrl: RELEASED_URL }),
  'travel-abroad': (createdAt) =>
    e.renderAutorizacaoViagemPdf(autorizacaoInternacionalExemplo, {
      createdAt,
      verificationUrl: RELEASED_URL,
    }),

  // The vehicle power of attorney, a declaration record (issue 19 item 8).
  'power-of-attorney': (createdAt) =>
    e.renderProcuracaoVeiculoPdf(procuracaoVeiculoExemplo, { createdAt, verificationUrl: RELEASED_URL }),
  // The payment receipt (issue 42 item 5): two copies on one A4 by PIX; a company payee's single copy.
  'payment-receipt': (createdAt) =>
    e.renderReciboPagamentoPdf(reciboPagamentoExemplo, { createdAt, verificationUrl: RELEASED_URL }),
  'payment-receipt-company': (createdAt) =>
    e.renderReciboPagamentoPdf(reciboPagamentoEmpresaExemplo, { createdAt, verificationUrl: RELEASED_URL }),
});

/** Targets of issues 3, 16 and 21 on the reference machine (the same for every kind). */
export const RENDER_TARGETS = { medianMs: 10, bytesPerPage: 30 * 1024 } as const;

/**
 * Bytes per page of the same declaration with the standard fonts (nothing embedded), before issue 17 embedded
 * subset fonts: measured at commit 8740d28, printed beside today's figure.
 */
export const STANDARD_FONTS_BYTES_PER_PAGE = 2024;

export interface RenderBenchResult {
  kind: DeclaracaoBenchKind;
  runs: number;
  medianMs: number;
  p99Ms: number;
  /** Median time the main thread was on a CPU per render (the wall time on an idle machine). */
  cpuMedianMs: number;
  bytes: number;
  pages: number;
  bytesPerPage: number;
  withinTargets: boolean;
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Renders the kind's declaration `runs` times (after a warm-up that is not counted) and returns the figures. */
export async function benchRenderDeclaracao(
  options: { kind?: DeclaracaoBenchKind; runs?: number; warmup?: number } = {},
): Promise<RenderBenchResult> {
  const kind = options.kind ?? 'residence';
  const render = renders(await builtPdfEngine())[kind];
  const runs = Math.max(200, options.runs ?? 200);
  const createdAt = new Date('2026-03-05T12:00:00Z');
  for (let i = 0; i < (options.warmup ?? 20); i++) await render(createdAt);

  const times: number[] = [];
  const cpuTimes: number[] = [];
  let bytes: Uint8Array = new Uint8Array();
  for (let i = 0; i < runs; i++) {
    const cpu = mainThreadCpuMs();
    const started = performance.now();
    bytes = await render(createdAt);
    times.push(performance.now() - started);
    cpuTimes.push((mainThreadCpuMs() ?? Number.NaN) - (cpu ?? Number.NaN));
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);

  const pages = (await PDFDocument.load(bytes)).getPageCount();
  const medianMs = percentile(times, 50);
  const cpuMedianMs = percentile(cpuTimes, 50);
  const bytesPerPage = Math.round(bytes.length / pages);
  return {
    kind,
    runs,
    medianMs,
    p99Ms: percentile(times, 99),
    cpuMedianMs,
    bytes: bytes.length,
    pages,
    bytesPerPage,
    // Judged on the main thread's time: the wall time on a shared machine measures its load (see main-thread-cpu.ts).
    withinTargets: cpuMedianMs <= RENDER_TARGETS.medianMs && bytesPerPage <= RENDER_TARGETS.bytesPerPage,
  };
}

/** One line for the benchmark report. */
export function formatRenderBench(r: RenderBenchResult): string {
  return (
    `${r.kind} PDF: median ${r.cpuMedianMs.toFixed(2)} ms on CPU ` +
    `(wall: median ${r.medianMs.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms) over ${r.runs} renders; ` +
    `${r.bytes} bytes, ${r.pages} page(s), ${r.bytesPerPage} bytes/page ` +
    `(${STANDARD_FONTS_BYTES_PER_PAGE} before the fonts were embedded) ` +
    `(targets: median <= ${RENDER_TARGETS.medianMs} ms, <= ${RENDER_TARGETS.bytesPerPage / 1024} KB/page: ` +
    `${r.withinTargets ? 'met' : 'NOT met'})`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const kind of [
    'residence',
    'work',
    'travel-domestic',
    'travel-abroad',
    'power-of-attorney',
    'payment-receipt',
    'payment-receipt-company',
  ] as const) {
    const result = await benchRenderDeclaracao({ kind });
    console.log(formatRenderBench(result));
    if (!result.withinTargets) process.exitCode = 1;
  }
}
