// The holder's data routes (issue 23): the export's link, then the ZIP saved; the account's deletion, called
// again while the server answers that it stopped with documents left (each call goes on where the last ended).
import {
  DELETE_CONFIRMATION_WORD,
  type MeusDadosDeleteResponse,
  type MeusDadosExportResponse,
} from '@shared/api/meus-dados';
import type { ApiClient } from '@/lib/api-client';
import { type DownloadOutcome, downloadFromUrl } from '@/lib/download';

/** Calls of the deletion before the page gives up and says so (each call works up to 15 s). */
const DELETE_CALLS = 20;

export async function downloadMyData(api: ApiClient): Promise<DownloadOutcome> {
  const answer = await api.post<MeusDadosExportResponse>('meus-dados-export', {});
  return downloadFromUrl(answer.url, answer.file_name);
}

export async function deleteMyAccount(api: ApiClient): Promise<void> {
  for (let call = 0; call < DELETE_CALLS; call += 1) {
    const answer = await api.post<MeusDadosDeleteResponse>('meus-dados-delete', {
      confirmation: DELETE_CONFIRMATION_WORD,
    });
    if (answer.completed) return;
  }
  throw new Error('A exclusão não terminou. Tente novamente: ela continua de onde parou.');
}
