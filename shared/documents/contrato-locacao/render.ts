// Server-side PDF of the rental contract, followed by its rent receipts (three to a page) when they were chosen.

import { type RentPdfOptions, renderRentPdf } from '../recibo-aluguel/render';
import type { ContratoLocacaoForm } from './schema';
import { contratoLocacaoDocumentBlocks, contratoLocacaoTitle } from './text';

/**
 * The contract's PDF (and its receipts when ticked). The caller decides whether it may be rendered: a clean copy
 * only from a form that passed `checkContratoLocacao` and a paid document.
 */
export async function renderContratoLocacaoPdf(
  form: Partial<ContratoLocacaoForm>,
  options: RentPdfOptions = {},
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  // The same blocks as the page's live preview.
  const blocks = contratoLocacaoDocumentBlocks(form);
  const heading = contratoLocacaoTitle(form);
  return renderRentPdf(
    blocks,
    {
      title: 'Contrato de Locação',
      subject: heading,
      author: String(form.locador_nome ?? '').trim(),
    },
    options,
  );
}

/** `contrato_locacao_{timestamp}.pdf`, like the other documents' names (spec part 2 §9). */
export function contratoLocacaoFileName(at: Date = new Date()): string {
  return `contrato_locacao_${at.getTime()}.pdf`;
}
