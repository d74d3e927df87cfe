// Benchmark of the seller's seal (issue 43 item 1): per kind's sample as released, what sealing adds to a PDF:
// time (median, p95 of `seal` once the certificate is read) and bytes, with the local test certificate's chain
// of two (a test CA and the seller's; an ICP-Brasil e-CNPJ carries three or four). Goal: <= 5 ms and 8 KB.

import { generateTestSealCertificate } from '../../local/test-seal-certificate';
import { autorizacaoNacionalExemplo } from '../../shared/documents/autorizacao-viagem/fixtures';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { defaultLayout } from '../../shared/documents/curriculo/rules';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { promissoriaExemplo } from '../../shared/documents/promissoria/fixtures';
import { checkPromissoria } from '../../shared/documents/promissoria/schema';
import { builtPdfEngine } from './built-engine';
import { RELEASED_URL } from './released';

export const SEAL_TARGETS = { ms: 5, bytes: 8 * 1024 } as const;

export interface SealBenchResult {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  addedBytes: number;
}

export async function benchSeal(runs = 40): Promise<SealBenchResult[]> {
  const e = await builtPdfEngine();
  const createdAt = new Date('2026-03-04T12:00:00Z');
  const sealer = e.createPdfSealer(generateTestSealCertificate('Documentos Prontos Serviços Ltda.'), {
    reason: 'Documento emitido por Documentos Prontos Serviços Ltda.',
    location: 'Rua Exemplo, 100, São Paulo, SP',
    contactInfo: 'atendimento@example.com.br',
  });
  const options = { createdAt, verificationUrl: RELEASED_URL };
  const check = checkPromissoria(promissoriaExemplo);
  if (!check.ok) throw new Error(check.message);
  const notes = check.form;
  const samples: Array<[string, Uint8Array]> = [
    [
      'residence declaration (1 page)',
      await e.renderDeclaracaoResidenciaPdf(declaracaoResidenciaExemplo, options),
    ],
    [
      'travel authorization (2 pages)',
      await e.renderAutorizacaoViagemPdf(autorizacaoNacionalExemplo, options),
    ],
    ['rental contract', (await e.renderContratoLocacaoPdf(contratoLocacaoExemplo, options)).bytes],
    [
      'promissory notes (batch, 3 per sheet)',
      await e.renderPromissoriaVariant(notes, undefined, { createdAt }),
    ],
    [
      'resume',
      await e.renderCurriculoPdf(curriculoExemplo, {
        layout: defaultLayout(curriculoExemplo),
        createdAt,
        verificationUrl: RELEASED_URL,
      }),
    ],
  ];
  const results: SealBenchResult[] = [];
  for (const [name, pdf] of samples) {
    for (let i = 0; i < 5; i++) await sealer.seal(pdf, createdAt);
    const times: number[] = [];
    let sealed = pdf;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      sealed = await sealer.seal(pdf, createdAt);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    results.push({
      name,
      runs,
      medianMs: times[Math.floor(runs / 2)]!,
      p95Ms: times[Math.floor(runs * 0.95)]!,
      addedBytes: sealed.length - pdf.length,
    });
  }
  return results;
}

export function formatSealBench(results: readonly SealBenchResult[]): string {
  return results
    .map(
      (r) =>
        `${r.name.padEnd(40)} seal median ${r.medianMs.toFixed(1)} ms (p95 ${r.p95Ms.toFixed(1)} ms, ` +
        `${r.runs} runs), +${(r.addedBytes / 1024).toFixed(1)} KB` +
        ` (targets ${SEAL_TARGETS.ms} ms, ${SEAL_TARGETS.bytes / 1024} KB)`,
    )
    .join('\n');
}
