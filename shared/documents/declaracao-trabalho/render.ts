// Server-side PDF of the work declaration (spec part 2 §9), on the declarations' page.
import { type DeclarationPdfOptions, renderDeclarationPdf } from '../declaration-pdf';
import type { DeclaracaoTrabalhoForm } from './schema';
import { DECLARACAO_TRABALHO_TITLE, declaracaoTrabalhoBlocks } from './text';

export type RenderDeclaracaoTrabalhoOptions = DeclarationPdfOptions;

/**
 * The declaration's PDF. The caller decides whether it may be rendered: a clean copy only from a form that
 * passed `checkDeclaracaoTrabalho` and a paid document; drafts render with blanks and belong under a watermark.
 */
export function renderDeclaracaoTrabalhoPdf(
  form: Partial<DeclaracaoTrabalhoForm>,
  options: RenderDeclaracaoTrabalhoOptions = {},
): Promise<Uint8Array> {
  // The worker names the document; the employer signs it.
  return renderDeclarationPdf(
    declaracaoTrabalhoBlocks(form),
    {
      title: 'Declaração de Trabalho',
      heading: DECLARACAO_TRABALHO_TITLE,
      about: String(form.trab_nome ?? '').trim(),
      author: String(form.nome_completo_empregador ?? '').trim(),
    },
    options,
  );
}

/** `declaracao_trabalho_{timestamp}.pdf`, the timestamp in milliseconds since the epoch (spec part 2 §9). */
export function declaracaoTrabalhoFileName(at: Date = new Date()): string {
  return `declaracao_trabalho_${at.getTime()}.pdf`;
}
