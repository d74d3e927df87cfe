// Server-side PDF of the residence declaration (spec part 2 §9): A4 portrait, 25 mm margins, 12 pt, justified.
import { PREVIEW_WATERMARK, renderPdf } from '../../pdf/render-pdf';
import type { DeclaracaoResidenciaForm } from './schema';
import { DECLARACAO_RESIDENCIA_TITLE, declaracaoResidenciaBlocks } from './text';

export interface RenderDeclaracaoResidenciaOptions {
  /** Mark every page "PRÉVIA" (previews before payment). */
  watermark?: boolean;
  /** Creation date of the PDF's metadata (default now). */
  createdAt?: Date;
}

/**
 * The declaration's PDF. The caller decides whether it may be rendered: a clean copy only from a form that
 * passed `checkDeclaracaoResidencia` and a paid document; drafts render with blanks and belong under a watermark.
 */
export async function renderDeclaracaoResidenciaPdf(
  form: Partial<DeclaracaoResidenciaForm>,
  options: RenderDeclaracaoResidenciaOptions = {},
): Promise<Uint8Array> {
  const titular = String(form.titular_nome ?? '').trim();
  const { bytes } = await renderPdf(declaracaoResidenciaBlocks(form), {
    metadata: {
      title: 'Declaração de Residência',
      subject: titular ? `${DECLARACAO_RESIDENCIA_TITLE} — ${titular}` : DECLARACAO_RESIDENCIA_TITLE,
      ...(titular ? { author: titular } : {}),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      language: 'pt-BR',
    },
    font: 'sans',
    fontSizePt: 12,
    marginsMm: 25,
    lineHeight: 1.5,
    ...(options.watermark ? { watermark: PREVIEW_WATERMARK } : {}),
  });
  return bytes;
}

/** `declaracao_residencia_{timestamp}.pdf`, the timestamp in milliseconds since the epoch (spec part 2 §9). */
export function declaracaoResidenciaFileName(at: Date = new Date()): string {
  return `declaracao_residencia_${at.getTime()}.pdf`;
}
