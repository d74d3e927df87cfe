// Server-side PDF of the residence declaration (spec part 2 §9), on the declarations' page.
import { type DeclarationPdfOptions, renderDeclarationPdf } from '../declaration-pdf';
import type { DeclaracaoResidenciaForm } from './schema';
import { DECLARACAO_RESIDENCIA_TITLE, declaracaoResidenciaBlocks } from './text';

export type RenderDeclaracaoResidenciaOptions = DeclarationPdfOptions;

/**
 * The declaration's PDF. The caller decides whether it may be rendered: a clean copy only from a form that
 * passed `checkDeclaracaoResidencia` and a paid document; drafts render with blanks and belong under a watermark.
 */
export function renderDeclaracaoResidenciaPdf(
  form: Partial<DeclaracaoResidenciaForm>,
  options: RenderDeclaracaoResidenciaOptions = {},
): Promise<Uint8Array> {
  const titular = String(form.titular_nome ?? '').trim();
  return renderDeclarationPdf(
    declaracaoResidenciaBlocks(form),
    {
      title: 'Declaração de Residência',
      heading: DECLARACAO_RESIDENCIA_TITLE,
      about: titular,
      author: titular,
    },
    options,
  );
}

/** `declaracao_residencia_{timestamp}.pdf`, the timestamp in milliseconds since the epoch (spec part 2 §9). */
export function declaracaoResidenciaFileName(at: Date = new Date()): string {
  return `declaracao_residencia_${at.getTime()}.pdf`;
}
