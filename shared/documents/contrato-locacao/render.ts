// Server-side PDF of the rental contract, followed by its rent receipts (three to a page) when they were chosen.

import { RECEIPTS_PER_PAGE, receiptSchedule } from '../recibo-aluguel/receipts';
import { renderTextPagePdf, type TextPagePdfOptions } from '../text-page-pdf';
import { type ContratoLocacaoForm, wantsReceipts } from './schema';
import { contratoLocacaoDocumentBlocks, contratoLocacaoTitle, initialsLine, rentInAdvance } from './text';

/** The pages the receipts fill at the end of the PDF (three to a page, each third one on a new page). */
function receiptPages(form: Partial<ContratoLocacaoForm>): number {
  if (!wantsReceipts(form as Record<string, unknown>)) return 0;
  const s = (key: keyof ContratoLocacaoForm) => String(form[key] ?? '');
  const count = receiptSchedule({
    prazo_meses: s('prazo_meses'),
    data_inicio_dia: s('data_inicio_dia'),
    data_inicio_mes: s('data_inicio_mes'),
    data_inicio_ano: s('data_inicio_ano'),
    dia_vencimento: s('dia_vencimento'),
    aluguel_antecipado: rentInAdvance(form) ? 'sim' : 'nao',
  }).length;
  return Math.max(1, Math.ceil(count / RECEIPTS_PER_PAGE));
}

/**
 * The contract's PDF (and its receipts when ticked). The caller decides whether it may be rendered: a clean copy
 * only from a form that passed `checkContratoLocacao` and a paid document.
 */
export async function renderContratoLocacaoPdf(
  form: Partial<ContratoLocacaoForm>,
  options: TextPagePdfOptions = {},
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  // The same blocks as the page's live preview.
  const blocks = contratoLocacaoDocumentBlocks(form, options.confirmations);
  const heading = contratoLocacaoTitle(form);
  const tail = receiptPages(form);
  // Every page of the contract carries the initials line; the receipts' pages, cut apart, do not.
  const initials = initialsLine(form);
  return renderTextPagePdf(
    blocks,
    {
      title: 'Contrato de Locação',
      subject: heading,
      author: String(form.locador_nome ?? '').trim(),
    },
    { ...options, pageHeader: ({ index, count }) => (index < count - tail ? initials : null) },
  );
}

/** `contrato_locacao_{timestamp}.pdf`, like the other documents' names (spec part 2 §9). */
export function contratoLocacaoFileName(at: Date = new Date()): string {
  return `contrato_locacao_${at.getTime()}.pdf`;
}
