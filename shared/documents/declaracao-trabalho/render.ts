// Server-side PDF of the work declaration (spec part 2 §9): A4 portrait, 25 mm margins, 12 pt, justified.
import { PREVIEW_WATERMARK, renderPdf } from '../../pdf/render-pdf';
import type { DeclaracaoTrabalhoForm } from './schema';
import { DECLARACAO_TRABALHO_TITLE, declaracaoTrabalhoBlocks } from './text';

export interface RenderDeclaracaoTrabalhoOptions {
  /** Mark every page "PRÉVIA" (previews before payment). */
  watermark?: boolean;
  /** Creation date of the PDF's metadata (default now). */
  createdAt?: Date;
}

/**
 * The declaration's PDF. The caller decides whether it may be rendered: a clean copy only from a form that
 * passed `checkDeclaracaoTrabalho` and a paid document; drafts render with blanks and belong under a watermark.
 */
export async function renderDeclaracaoTrabalhoPdf(
  form: Partial<DeclaracaoTrabalhoForm>,
  options: RenderDeclaracaoTrabalhoOptions = {},
): Promise<Uint8Array> {
  // The worker names the document; the employer signs it. No CPF in metadata: viewers show it, indexers keep it.
  const trabalhador = String(form.trab_nome ?? '').trim();
  const empregador = String(form.nome_completo_empregador ?? '').trim();
  const { bytes } = await renderPdf(declaracaoTrabalhoBlocks(form), {
    metadata: {
      title: 'Declaração de Trabalho',
      subject: trabalhador ? `${DECLARACAO_TRABALHO_TITLE} — ${trabalhador}` : DECLARACAO_TRABALHO_TITLE,
      ...(empregador ? { author: empregador } : {}),
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

/** `declaracao_trabalho_{timestamp}.pdf`, the timestamp in milliseconds since the epoch (spec part 2 §9). */
export function declaracaoTrabalhoFileName(at: Date = new Date()): string {
  return `declaracao_trabalho_${at.getTime()}.pdf`;
}
