// Issue 44: the invitation-link port: which document and party a token's hash opens. One small item per live
// invitation, found by the hash alone; the invitation's state lives on its document (`DocumentRecord.convites`).

export interface InvitationLink {
  /** SHA-256 (hex) of the token. */
  token_hash: string;
  document_id: string;
  party: string;
  /** Epoch seconds after which the store may forget it (the invitation's expiry). */
  expires_at: number;
}

export interface InvitationLinkStore {
  put(link: InvitationLink): Promise<void>;
  /** Null when there is none (never made, revoked, replaced, or its document deleted). */
  get(tokenHash: string): Promise<InvitationLink | null>;
  delete(tokenHash: string): Promise<void>;
}
