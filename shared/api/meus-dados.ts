// Request and response of the holder's data routes (issue 23, LGPD art. 18): `meus-dados-export` (everything we
// hold about the caller, one ZIP behind a short-lived link) and `meus-dados-delete` (the account and its data).
import * as z from 'zod';

/** The word the person types to confirm the deletion of their account. */
export const DELETE_CONFIRMATION_WORD = 'EXCLUIR';
export const DELETE_CONFIRMATION_MESSAGE = `Digite ${DELETE_CONFIRMATION_WORD} para confirmar a exclusão.`;

export const meusDadosDeleteInput = z.object({
  confirmation: z
    .string({ error: DELETE_CONFIRMATION_MESSAGE })
    .trim()
    .refine((word) => word.toUpperCase() === DELETE_CONFIRMATION_WORD, {
      error: DELETE_CONFIRMATION_MESSAGE,
    }),
});
export type MeusDadosDeleteInput = z.infer<typeof meusDadosDeleteInput>;

/** `POST meus-dados-export`: a link to the ZIP (`meus-dados.json` and the stored PDFs and photos). */
export interface MeusDadosExportResponse {
  ok: true;
  url: string;
  file_name: string;
  /** ISO instant after which the link no longer works. */
  expires_at: string;
}

/**
 * `POST meus-dados-delete`. `completed` false: the call ran out of its time with documents left; calling again
 * goes on where it stopped (every step is idempotent), until it answers true.
 */
export interface MeusDadosDeleteResponse {
  ok: true;
  completed: boolean;
  /** Documents deleted by this call. */
  deleted_documents: number;
}
