// How a failed `mp-pay` is told to the person: our API's Portuguese 4xx messages as they are, the catalogue's
// fallbacks otherwise ("Falha ao gerar PIX", "Erro ao criar pagamento", "Erro de rede", "Erro inesperado").
import { ApiError } from '@/lib/api-client';

/** The person-facing message of a failed `mp-pay`. */
export function payFailure(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return 'Erro de rede';
    // Our API's 4xx messages are Portuguese and meant for the person ("Informe e-mail válido", ...).
    if (err.status >= 400 && err.status < 500 && err.code !== 'http_error') return err.message;
    return fallback;
  }
  return 'Erro inesperado';
}

/** The server's 409 for a document whose payment is already approved ("Pagamento já aprovado"). */
export function isAlreadyPaid(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409 && err.code === 'already_paid';
}

/** The server's 400 for a document it does not sell as stored (a resume with no section, a wrong CPF...). */
export function isIncomplete(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 400 && err.code === 'incomplete_document';
}

/** The server's refusal as the list the payment panel shows (its messages are joined by "; "). */
export function missingItems(message: string): string[] {
  return message
    .split('; ')
    .map((item) => item.trim())
    .filter(Boolean);
}
