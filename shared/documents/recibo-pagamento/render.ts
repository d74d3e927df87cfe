// Server-side PDF of the payment receipt: the rent receipts' page (A4, 11 pt sans), one or two copies on it.
import { renderTextPagePdf, type TextPagePdfOptions } from '../text-page-pdf';
import type { ReciboPagamentoForm } from './schema';
import { reciboPagamentoBlocks } from './text';

export type ReciboPagamentoPdfOptions = Omit<TextPagePdfOptions, 'pageHeader'>;

/** The receipt's PDF. The caller decides whether it may be rendered (paid, checked form). */
export async function renderReciboPagamentoPdf(
  form: Partial<ReciboPagamentoForm>,
  options: ReciboPagamentoPdfOptions = {},
): Promise<Uint8Array> {
  const { bytes } = await renderTextPagePdf(
    reciboPagamentoBlocks(form),
    {
      title: 'Recibo de Pagamento',
      subject: 'RECIBO DE PAGAMENTO',
      author: String(form.recebedor_nome ?? '').trim(),
    },
    options,
  );
  return bytes;
}

/** `recibo_pagamento_{timestamp}.pdf`, the timestamp in milliseconds since the epoch. */
export function reciboPagamentoFileName(at: Date = new Date()): string {
  return `recibo_pagamento_${at.getTime()}.pdf`;
}
