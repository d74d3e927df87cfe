// Benchmark of the verification footer (issue 23 item 6): each kind's sample rendered without and with
// `verificationUrl` (the footer's text and QR on every page), its CPU median and bytes per page both ways and the
// difference, against the targets: the footer adds at most 2 ms and 4 KB per page. Runs alone with tsx.
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import {
  autorizacaoInternacionalExemplo,
  autorizacaoNacionalExemplo,
} from '../../shared/documents/autorizacao-viagem/fixtures';
import { renderAutorizacaoViagemPdf } from '../../shared/documents/autorizacao-viagem/render';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { renderContratoLocacaoPdf } from '../../shared/documents/contrato-locacao/render';
import { contratoVeiculoExemplo } from '../../shared/documents/contrato-veiculo/fixtures';
import { renderContratoVeiculoPdf } from '../../shared/documents/contrato-veiculo/render';
import { checkContratoVeiculo } from '../../shared/documents/contrato-veiculo/schema';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { renderCurriculoPdf } from '../../shared/documents/curriculo/render';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { renderDeclaracaoResidenciaPdf } from '../../shared/documents/declaracao-residencia/render';
import { declaracaoTrabalhoExemplo } from '../../shared/documents/declaracao-trabalho/fixtures';
import { renderDeclaracaoTrabalhoPdf } from '../../shared/documents/declaracao-trabalho/render';
import { procuracaoVeiculoExemplo } from '../../shared/documents/procuracao-veiculo/fixtures';
import { renderProcuracaoVeiculoPdf } from '../../shared/documents/procuracao-veiculo/render';
import { promissoriaExemplo } from '../../shared/documents/promissoria/fixtures';
import { promissoriaNotes } from '../../shared/documents/promissoria/notes';
import { renderNotesPdf } from '../../shared/documents/promissoria/render';
import { checkPromissoria } from '../../shared/documents/promissoria/schema';
import { mainThreadCpuMs } from './main-thread-cpu';
import { RELEASED_URL as URL } from './released';
import { percentile } from './render-contrato';

/** The targets for what the footer adds, per page. */
export const FOOTER_TARGETS = { cpuMs: 2, bytesPerPage: 4 * 1024 } as const;

type Render = (url: string | undefined) => Promise<Uint8Array>;

function checked<T>(check: { ok: true; form: T } | { ok: false; message: string }): T {
  if (!check.ok) throw new Error(`bench form refused: ${check.message}`);
  return check.form;
}

function kinds(): Array<[string, Render]> {
  const createdAt = new Date('2026-03-05T12:00:00Z');
  const veiculo = checked(checkContratoVeiculo(contratoVeiculoExemplo));
  const promissoria = checked(
    checkPromissoria({ ...promissoriaExemplo, total_parcelas: '12' } as typeof promissoriaExemplo),
  );
  const contrato = { ...contratoLocacaoExemplo, gerar_recibos: 'sim' as const };
  return [
    [
      'residence',
      (url) =>
        renderDeclaracaoResidenciaPdf(declaracaoResidenciaExemplo, { createdAt, verificationUrl: url }),
    ],
    [
      'work',
      (url) => renderDeclaracaoTrabalhoPdf(declaracaoTrabalhoExemplo, { createdAt, verificationUrl: url }),
    ],
    [
      'travel-domestic',
      (url) => renderAutorizacaoViagemPdf(autorizacaoNacionalExemplo, { createdAt, verificationUrl: url }),
    ],
    [
      'travel-abroad',
      (url) =>
        renderAutorizacaoViagemPdf(autorizacaoInternacionalExemplo, { createdAt, verificationUrl: url }),
    ],
    [
      'contract (12 receipts)',
      async (url) => (await renderContratoLocacaoPdf(contrato, { createdAt, verificationUrl: url })).bytes,
    ],
    ['vehicle contract', (url) => renderContratoVeiculoPdf(veiculo, { createdAt, verificationUrl: url })],
    [
      'power of attorney',
      (url) => renderProcuracaoVeiculoPdf(procuracaoVeiculoExemplo, { createdAt, verificationUrl: url }),
    ],
    [
      'promissory (12 notes)',
      async (url) =>
        (await renderNotesPdf(promissoriaNotes(promissoria), { createdAt, verificationUrl: url })).bytes,
    ],
    [
      'resume (classic)',
      (url) => renderCurriculoPdf(curriculoExemplo, { layout: 'classic', verificationUrl: url }),
    ],
  ];
}

export interface FooterSide {
  cpuMedianMs: number;
  /** CPU over all the renders divided by their number: the schedstat clock advances in scheduler ticks (about
   * 4 ms), so one short render's median is quantised, while the total over many renders is not. */
  cpuMeanMs: number;
  bytes: number;
  pages: number;
  bytesPerPage: number;
}

export interface FooterBenchResult {
  kind: string;
  runs: number;
  plain: FooterSide;
  footer: FooterSide;
  /** What the footer adds per page of the footed PDF: CPU (ms, from the means) and bytes. */
  addedCpuMsPerPage: number;
  addedBytesPerPage: number;
  withinTargets: boolean;
}

async function side(render: Render, url: string | undefined, runs: number): Promise<FooterSide> {
  const cpuTimes: number[] = [];
  let bytes: Uint8Array = new Uint8Array();
  for (let i = 0; i < runs; i++) {
    const cpu = mainThreadCpuMs();
    bytes = await render(url);
    cpuTimes.push((mainThreadCpuMs() ?? Number.NaN) - (cpu ?? Number.NaN));
  }
  const cpuMeanMs = cpuTimes.reduce((sum, ms) => sum + ms, 0) / runs;
  cpuTimes.sort((a, b) => a - b);
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  return {
    cpuMedianMs: percentile(cpuTimes, 50),
    cpuMeanMs,
    bytes: bytes.length,
    pages,
    bytesPerPage: Math.round(bytes.length / pages),
  };
}

/** Each kind rendered `runs` times both ways (after an uncounted warm-up), the two sides alternating by kind. */
export async function benchVerificationFooter(
  options: { runs?: number; warmup?: number } = {},
): Promise<FooterBenchResult[]> {
  const runs = options.runs ?? 60;
  const results: FooterBenchResult[] = [];
  for (const [kind, render] of kinds()) {
    for (let i = 0; i < (options.warmup ?? 5); i++) {
      await render(undefined);
      await render(URL);
    }
    const plain = await side(render, undefined, runs);
    const footer = await side(render, URL, runs);
    // Per page of the released PDF: a re-paginated one (rent documents) counts its extra pages' cost too.
    const addedCpuMsPerPage = (footer.cpuMeanMs - plain.cpuMeanMs) / footer.pages;
    const addedBytesPerPage = (footer.bytes - plain.bytes) / footer.pages;
    results.push({
      kind,
      runs,
      plain,
      footer,
      addedCpuMsPerPage,
      addedBytesPerPage,
      withinTargets:
        addedCpuMsPerPage <= FOOTER_TARGETS.cpuMs && addedBytesPerPage <= FOOTER_TARGETS.bytesPerPage,
    });
  }
  return results;
}

/** One line per kind for the benchmark report. */
export function formatVerificationFooterBench(results: readonly FooterBenchResult[]): string {
  const sideText = (s: FooterSide) =>
    `CPU median ${s.cpuMedianMs.toFixed(2)} ms (mean ${s.cpuMeanMs.toFixed(2)} ms), ${s.pages} page(s), ${s.bytesPerPage} bytes/page`;
  return results
    .map(
      (r) =>
        `${r.kind}: without ${sideText(r.plain)}; with ${sideText(r.footer)}; ` +
        `footer adds ${r.addedCpuMsPerPage.toFixed(2)} ms and ${Math.round(r.addedBytesPerPage)} bytes per page ` +
        `over ${r.runs} renders each (targets <= ${FOOTER_TARGETS.cpuMs} ms, <= ` +
        `${FOOTER_TARGETS.bytesPerPage / 1024} KB per page: ${r.withinTargets ? 'met' : 'NOT met'})`,
    )
    .join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await benchVerificationFooter();
  console.log(formatVerificationFooterBench(results));
  if (results.some((r) => !r.withinTargets)) process.exitCode = 1;
}
