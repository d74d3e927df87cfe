// Request and response of `POST document-claim` (issue 19 item 1): after signing in, the browser hands over the
// access keys it holds for documents made anonymously, and those documents become the person's.
import * as z from 'zod';
import { MAX_CLAIMS_PER_CALL } from './document-claim-limit';

export { MAX_CLAIMS_PER_CALL };

export const documentClaimInput = z.object({
  documents: z
    .array(
      z.object({
        id: z.string().trim().min(1).max(120),
        key: z.string().min(1).max(100),
      }),
      { error: 'Lista de documentos inválida' },
    )
    .max(MAX_CLAIMS_PER_CALL, { error: `No máximo ${MAX_CLAIMS_PER_CALL} documentos por vez` }),
});
export type DocumentClaimInput = z.infer<typeof documentClaimInput>;

export interface DocumentClaimResponse {
  ok: true;
  /** Now the caller's (just claimed, or already theirs): the browser may forget their keys. */
  claimed: string[];
  /**
   * Not claimed: gone (expired or deleted), someone else's, or the key is not theirs. No reason is told, so
   * nobody learns from it whether a document exists. None of these keys can ever be claimed.
   */
  refused: string[];
}
