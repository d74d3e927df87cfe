// "Baixar PDF": asks the server for the released resume in its chosen layout and colours and saves the
// short-lived link; 402 says "Efetue o pagamento para liberar" (spec part 1 §8).
import type { CurriculoListItem } from '@shared/api/curriculos';
import { toast } from '@/components/toast/toast-store';
import { type ApiClient, ApiError } from '@/lib/api-client';
import { downloadFromUrl } from '@/lib/download';
import { pdfFailureMessage } from '@/lib/pdf-failure';
import { curriculoPdfLink } from './curriculo-api';

export const PAY_FIRST = 'Efetue o pagamento para liberar';

export type PdfOutcome = 'done' | 'unpaid' | 'failed';

export async function downloadCurriculoPdf(
  api: ApiClient,
  item: Pick<CurriculoListItem, 'id' | 'lastLayout' | 'layoutConfig'>,
): Promise<PdfOutcome> {
  let link: Awaited<ReturnType<typeof curriculoPdfLink>>;
  try {
    link = await curriculoPdfLink(api, item.id, item);
  } catch (err) {
    if (err instanceof ApiError && err.status === 402) {
      toast.warning(PAY_FIRST);
      return 'unpaid';
    }
    toast.error(pdfFailureMessage(err));
    return 'failed';
  }
  if (typeof link.url !== 'string' || !link.url) {
    toast.error('Falha ao gerar PDF');
    return 'failed';
  }
  await downloadFromUrl(link.url, link.file_name || `curriculo_${item.id}.pdf`);
  toast.success('PDF gerado');
  return 'done';
}
