// The PDF renderer and file name of each document kind, kept apart from `document-kinds.ts` so that only the
// PDF route loads the PDF engine.
import { contratoLocacaoFileName, renderContratoLocacaoPdf } from '@shared/documents/contrato-locacao/render';
import type { ContratoLocacaoForm } from '@shared/documents/contrato-locacao/schema';
import {
  declaracaoResidenciaFileName,
  renderDeclaracaoResidenciaPdf,
} from '@shared/documents/declaracao-residencia/render';
import type { DeclaracaoResidenciaForm } from '@shared/documents/declaracao-residencia/schema';
import {
  declaracaoTrabalhoFileName,
  renderDeclaracaoTrabalhoPdf,
} from '@shared/documents/declaracao-trabalho/render';
import type { DeclaracaoTrabalhoForm } from '@shared/documents/declaracao-trabalho/schema';
import { recibosAluguelFileName, renderRecibosAluguelPdf } from '@shared/documents/recibo-aluguel/render';
import type { ReciboAluguelForm } from '@shared/documents/recibo-aluguel/schema';

export interface DocumentRenderer {
  /** Renders a form that passed the kind's final check. */
  render(form: Record<string, unknown>, options: { createdAt: Date }): Promise<Uint8Array>;
  /** The download's name; some kinds name it after the form (the receipts' months). */
  fileName(at: Date, form: Record<string, unknown>): string;
}

const RENDERERS: ReadonlyMap<string, DocumentRenderer> = new Map([
  [
    'declaracao_residencia',
    {
      render: (form, options) =>
        renderDeclaracaoResidenciaPdf(form as Partial<DeclaracaoResidenciaForm>, options),
      fileName: declaracaoResidenciaFileName,
    },
  ],
  [
    'declaracao_trabalho',
    {
      render: (form, options) =>
        renderDeclaracaoTrabalhoPdf(form as Partial<DeclaracaoTrabalhoForm>, options),
      fileName: declaracaoTrabalhoFileName,
    },
  ],
  [
    'contrato_locacao',
    {
      render: async (form, options) =>
        (await renderContratoLocacaoPdf(form as Partial<ContratoLocacaoForm>, options)).bytes,
      fileName: contratoLocacaoFileName,
    },
  ],
  [
    'recibo_aluguel',
    {
      render: (form, options) => renderRecibosAluguelPdf(form as Partial<ReciboAluguelForm>, options),
      fileName: (at, form) => recibosAluguelFileName(form as Partial<ReciboAluguelForm>, at),
    },
  ],
]);

export function documentRenderer(kind: string): DocumentRenderer | undefined {
  return RENDERERS.get(kind);
}
