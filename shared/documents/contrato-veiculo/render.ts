// Server-side PDF of the vehicle sale contract: the rental contract's page (A4, 20 mm margins, 11 pt sans).
import { withConfirmationLines } from '../../invitations/record';
import { renderTextPagePdf, type TextPagePdfOptions } from '../text-page-pdf';
import type { ContratoVeiculoForm } from './schema';
import { CONTRATO_VEICULO_TITLE, contratoVeiculoBlocks } from './text';

/**
 * The contract's PDF. The caller decides whether it may be rendered: a clean copy only from a form that passed
 * `checkContratoVeiculo` and a paid document.
 */
export async function renderContratoVeiculoPdf(
  form: Partial<ContratoVeiculoForm>,
  options: TextPagePdfOptions = {},
): Promise<Uint8Array> {
  const { bytes } = await renderTextPagePdf(
    // Issue 44: who confirmed their own data, after the signatures.
    withConfirmationLines(contratoVeiculoBlocks(form), options.confirmations),
    {
      title: 'Contrato de Compra e Venda de Veículo',
      subject: CONTRATO_VEICULO_TITLE,
      author: String(form.vendedor_nome ?? '').trim(),
    },
    options,
  );
  return bytes;
}

/** `contrato_compra_veiculo_{timestamp}.pdf` (spec part 2 §9). */
export function contratoVeiculoFileName(at: Date = new Date()): string {
  return `contrato_compra_veiculo_${at.getTime()}.pdf`;
}
