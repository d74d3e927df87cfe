// Why a PDF request failed, in the words of the toast every kind shows (issue 41 item 8): a blocked document
// says so and where to turn, instead of a bare "Falha ao gerar PDF" the person cannot act on.
import { ApiError } from './api-client';

export const BLOCKED_PDF_MESSAGE = 'Documento bloqueado: fale com o suporte';

/** The toast for a refused PDF (the 402 of an unpaid one is each page's own); `fallback` for anything else. */
export function pdfFailureMessage(err: unknown, fallback = 'Falha ao gerar PDF'): string {
  if (!(err instanceof ApiError)) return fallback;
  if (err.status === 0) return 'Erro de rede';
  if (err.status === 403 && err.code === 'blocked') return BLOCKED_PDF_MESSAGE;
  return fallback;
}
