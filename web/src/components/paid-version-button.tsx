// "Baixar versão paga" (issue 41 item 3): on any document list, the PDF of the last paid version of a document
// edited since, while the changed one waits for its payment. The list item says whether there is one
// (`paid_version_available`); the PDF route decides (`versao=paga`) and hands out that version only.
import type { DocumentPdfResponse } from '@shared/api/declaracoes';
import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { useAppServices } from '@/lib/app-services';
import { downloadFromUrl, saveBlob } from '@/lib/download';
import { fetchApiFile } from '@/lib/file-request';

export const PAID_VERSION_LABEL = 'Baixar versão paga';
export const PAID_VERSION_HINT = 'O PDF da última versão paga, antes das alterações que aguardam pagamento';

export interface PaidVersionButtonProps {
  /** The kind's PDF route (`contrato-pdf`, `declaracao-pdf`, …) and the query naming the document. */
  route: string;
  query: Record<string, string>;
  /** What the person reads for the document (its readable reference), for the button's accessible name. */
  reference: string;
  /**
   * For a route answering the PDF itself in its body (the travel authorization's) rather than a link: the name
   * it is saved under.
   */
  fileName?: string;
}

export function PaidVersionButton({ route, query, reference, fileName }: PaidVersionButtonProps) {
  const { api, config, auth } = useAppServices();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const asked = { ...query, versao: 'paga' };
      if (fileName === undefined) {
        const pdf = await api.get<DocumentPdfResponse>(route, asked);
        await downloadFromUrl(pdf.url, pdf.file_name);
      } else saveBlob(await fetchApiFile({ apiBase: config.apiBase, tokens: auth }, route, asked), fileName);
      toast.success('PDF da versão paga baixado');
    } catch (err) {
      if (err instanceof ApiError && err.status === 404)
        toast.error('Não há mais versão paga deste documento para baixar.');
      else if (err instanceof ApiError && err.status === 0) toast.error('Erro de rede');
      else toast.error('Falha ao baixar a versão paga');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="button button-secondary button-small"
      disabled={busy}
      title={PAID_VERSION_HINT}
      aria-label={`${PAID_VERSION_LABEL} de ${reference}`}
      onClick={() => void download()}
    >
      {busy ? 'Baixando...' : PAID_VERSION_LABEL}
    </button>
  );
}
