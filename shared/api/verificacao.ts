// The public check of a released PDF's verification code (issue 23): `GET verificar?code=…` answers only the
// kind, the release time, the state, the first party's initials, a contract's record of the parties who
// confirmed their own data (issue 44: roles and times, no names) and the PDF's SHA-256; an unknown or malformed
// code answers 404 with `VERIFICATION_NOT_FOUND_MESSAGE`.
import * as z from 'zod';

export const VERIFICATION_NOT_FOUND_MESSAGE = 'Código não encontrado';

export const verificarQuery = z.object({ code: z.string().optional() });

export type VerificationStateName = 'valid' | 'superseded' | 'revoked' | 'deleted';

/** What the check page says of each state. */
export const VERIFICATION_STATE_TEXT: Record<VerificationStateName, string> = {
  valid: 'Válido',
  superseded: 'Substituído por uma versão mais nova',
  revoked: 'Revogado após reembolso',
  deleted: 'Cancelado: documento excluído pelo titular',
};

export interface VerificarResponse {
  ok: true;
  code: string;
  /** The kind's name as people read it ("Declaração de residência"). */
  kind_label: string;
  /** ISO 8601, UTC. */
  released_at: string;
  state: VerificationStateName;
  state_text: string;
  initials: string;
  /**
   * A contract's lines "Dados do(a) LOCATÁRIO(A) informados e confirmados pelo(a) próprio(a) em …", as its PDF
   * prints them after the signatures; absent when no invited party confirmed.
   */
  confirmations?: string[];
  /** Hex SHA-256 of the exact PDF released. */
  sha256: string;
}
