// Server-side PDF of rent receipts (spec part 2 §5, §9), three to a page on the text page of `text-page-pdf.ts`.
import { renderTextPagePdf, type TextPagePdfOptions } from '../text-page-pdf';
import { receiptsBlocks } from './receipts';
import type { ReciboAluguelForm } from './schema';

/** The receipts' PDF, three to a page. The caller decides whether it may be rendered (paid, checked form). */
export async function renderRecibosAluguelPdf(
  form: Partial<ReciboAluguelForm>,
  options: TextPagePdfOptions = {},
): Promise<Uint8Array> {
  const locador = String(form.locador_nome ?? '').trim();
  const { bytes } = await renderTextPagePdf(
    receiptsBlocks(form),
    { title: 'Recibos de Aluguel', subject: 'RECIBOS DE ALUGUEL', author: locador },
    options,
  );
  return bytes;
}

/** `recibos_aluguel_{months}m_{timestamp}.pdf` (spec part 2 §9). */
export function recibosAluguelFileName(form: Partial<ReciboAluguelForm>, at: Date = new Date()): string {
  const months = Number(String(form.prazo_meses ?? '').trim()) || 0;
  return `recibos_aluguel_${months}m_${at.getTime()}.pdf`;
}
