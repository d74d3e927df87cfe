// Server-side PDF of the vehicle power of attorney (spec part 2 §9): A4, 25 mm margins, 12 pt serif.
import { PREVIEW_WATERMARK, renderPdf } from '../../pdf/render-pdf';
import type { DeclarationPdfOptions } from '../declaration-pdf';
import type { ProcuracaoVeiculoForm } from './schema';
import { procuracaoVeiculoBlocks } from './text';

/**
 * The power of attorney's PDF. The caller decides whether it may be rendered: a clean copy only from a form
 * that passed `checkProcuracaoVeiculo` and a paid document.
 */
export async function renderProcuracaoVeiculoPdf(
  form: Partial<ProcuracaoVeiculoForm>,
  options: DeclarationPdfOptions = {},
): Promise<Uint8Array> {
  const owner = String(form.nome_completo_dono ?? '').trim();
  const { bytes } = await renderPdf(procuracaoVeiculoBlocks(form), {
    metadata: {
      title: 'Procuração de Veículo',
      subject: 'Procuração de veículo',
      ...(owner ? { author: owner } : {}),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      language: 'pt-BR',
    },
    font: 'serif',
    fontSizePt: 12,
    marginsMm: 25,
    lineHeight: 1.25,
    paragraphSpacingMm: 3,
    ...(options.watermark ? { watermark: PREVIEW_WATERMARK } : {}),
    ...(options.verificationUrl ? { verificationUrl: options.verificationUrl } : {}),
    ...(options.documentReference ? { documentReference: options.documentReference } : {}),
  });
  return bytes;
}

/** `procuracao_veiculo_{timestamp}.pdf`, the timestamp in milliseconds since the epoch (spec part 2 §9). */
export function procuracaoVeiculoFileName(at: Date = new Date()): string {
  return `procuracao_veiculo_${at.getTime()}.pdf`;
}
