// The PDF renderer and file name of each document kind, kept apart from `document-kinds.ts` so that only the
// PDF route loads the PDF engine.
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

export interface DocumentRenderer {
  /** Renders a form that passed the kind's final check. */
  render(form: Record<string, unknown>, options: { createdAt: Date }): Promise<Uint8Array>;
  fileName(at: Date): string;
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
]);

export function documentRenderer(kind: string): DocumentRenderer | undefined {
  return RENDERERS.get(kind);
}
