// Justified paragraphs are justified (issue 39): no line in the middle of a paragraph of any kind's example is
// left flush-left, on the page width and body size each kind prints with.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedFamily } from '../pdf/fonts';
import { justifiedWordSpacing } from '../pdf/line-breaker';
import { type DrawItem, measureBlocks } from '../pdf/measure';
import { mm } from '../pdf/units';
import { autorizacaoInternacionalExemplo } from './autorizacao-viagem/fixtures';
import { autorizacaoViagemBlocks } from './autorizacao-viagem/text';
import type { DocumentBlock } from './blocks';
import { contratoLocacaoExemplo } from './contrato-locacao/fixtures';
import { contratoLocacaoDocumentBlocks } from './contrato-locacao/text';
import { declaracaoResidenciaExemplo } from './declaracao-residencia/fixtures';
import { declaracaoResidenciaBlocks } from './declaracao-residencia/text';
import { declaracaoTrabalhoExemplo } from './declaracao-trabalho/fixtures';
import { declaracaoTrabalhoBlocks } from './declaracao-trabalho/text';
import { procuracaoVeiculoExemplo } from './procuracao-veiculo/fixtures';
import { procuracaoVeiculoBlocks } from './procuracao-veiculo/text';

/** Kind, blocks, body size and text width in millimetres (declaration-pdf.ts: 25 mm margins; rent: 20 mm). */
const KINDS: [string, DocumentBlock[], number, number][] = [
  ['declaração de residência', declaracaoResidenciaBlocks(declaracaoResidenciaExemplo), 12, 160],
  ['declaração de trabalho', declaracaoTrabalhoBlocks(declaracaoTrabalhoExemplo), 12, 160],
  ['autorização de viagem', autorizacaoViagemBlocks(autorizacaoInternacionalExemplo), 12, 160],
  ['contrato de locação', contratoLocacaoDocumentBlocks(contratoLocacaoExemplo), 11, 170],
  ['procuração', procuracaoVeiculoBlocks(procuracaoVeiculoExemplo), 11, 170],
];

describe('justified paragraphs', () => {
  it.each(KINDS)('leave no line flush-left in mid-paragraph: %s', async (_, blocks, sizePt, widthMm) => {
    const fonts = await embedFamily(await PDFDocument.create(), 'sans');
    const width = mm(widthMm);
    const flows = measureBlocks(blocks, {
      fonts,
      sizePt,
      lineHeightFactor: 1.5,
      contentWidth: width,
      paragraphSpacing: mm(4),
      unsupportedChars: 'normalize',
    });
    const inner = flows
      .flatMap((flow) => flow.items.map((item) => item.payload as DrawItem))
      .filter((item) => item.kind === 'text' && item.align === 'justify' && !item.line.hardEnd);

    expect(inner.length).toBeGreaterThan(3);
    for (const item of inner) {
      if (item.kind !== 'text') continue;
      const text = item.line.segments.map((s) => s.text).join('');
      expect(justifiedWordSpacing(item.line, width), text).toBeGreaterThan(0);
    }
  });
});
