// The verification-store port (issue 23): one entry per verification code printed on a released PDF. The public
// check (`verificar`) reads an entry by code; a new release supersedes the document's earlier codes; a refund
// revokes them; the holder's account deletion marks them deleted. Entries never hold form data.

/** What the public check says of a code. */
export type VerificationState = 'valid' | 'superseded' | 'revoked' | 'deleted';

export interface VerificationEntry {
  /** 10 characters of Crockford base32 (≥ 50 bits of randomness). */
  code: string;
  document_id: string;
  /** The document kind's registry name (`declaracao_residencia`, `contrato_locacao`, ...). */
  kind: string;
  /** The owner's uid; absent for anonymous documents. */
  owner_uid?: string;
  /** Epoch milliseconds. */
  released_at: number;
  /** Hex SHA-256 of the exact PDF bytes served. */
  sha256: string;
  /** Paid through Mercado Pago, or released by an admin without payment. */
  release: 'paid' | 'admin';
  /** Initials of the first party's name ("M. S. M."), the only personal data the check shows. */
  initials: string;
  state: VerificationState;
  /** Epoch milliseconds of the last state change. */
  state_at?: number;
  /**
   * `pdfInputHash` of the form the PDF was rendered from (without its variant): a release of another form
   * supersedes the entries of earlier forms, while the other variants of the same form stay valid.
   */
  form_hash?: string;
  /** The kind's PDF variant (`nota:3`, `todas`), absent for the document's one PDF. */
  variant?: string;
  /**
   * Issue 44: the lines the PDF prints after the signatures for each party who confirmed their own data
   * ("Dados do(a) LOCATÁRIO(A) informados e confirmados pelo(a) próprio(a) em …"); absent when none did.
   */
  confirmations?: string[];
}

export interface VerificationStore {
  /** Writes a new entry; fails if the code already exists (conditional put). */
  put(entry: VerificationEntry): Promise<void>;
  get(code: string): Promise<VerificationEntry | null>;
  /** Newest first. */
  listByDocument(documentId: string): Promise<VerificationEntry[]>;
  /** Newest first. */
  listByOwner(ownerUid: string): Promise<VerificationEntry[]>;
  setState(code: string, state: VerificationState, at: number): Promise<void>;
}
