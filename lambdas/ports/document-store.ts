// The document-store port: one item per document of any kind (declaration, contract, resume...), with its
// owner, form, payment and release state. Writes are single-item and conditional; `version` locks optimistically.

/** A stored document. Timestamps are epoch milliseconds. */
export interface DocumentRecord {
  /** The document's reference; for declarations it is also the payment reference (`decl-…`). */
  id: string;
  /** `declaracao_residencia`, `declaracao_trabalho`, ... */
  kind: string;
  /** The signed-in creator; null for documents made anonymously (bound to `access_key_hash` instead). */
  owner_uid: string | null;
  owner_email: string | null;
  /** `${owner_uid}#${kind}`: the `byOwnerKind` index key; absent for anonymous documents. */
  owner_kind?: string;
  /** `${owner_email}#${kind}`: the `byEmailKind` index key; absent without an e-mail. */
  email_kind?: string;
  /** The owner's e-mail in lower case: the admins' `byOwnerEmail` key, written by the store at creation. */
  owner_email_lc?: string;
  /** The constant `all`: the admins' `byCreated` key (every document, newest first), written by the store at creation. */
  all_key?: string;
  /**
   * SHA-256 (hex) of the unguessable access key an anonymous creator holds (vehicle contract, power of
   * attorney, receipts: later kinds). Null for owned documents.
   */
  access_key_hash?: string | null;
  /**
   * Epoch seconds after which DynamoDB's TTL deletes the item: set on an anonymous draft at creation (30 days),
   * on a signed-in person's draft never released at each save (180 days, `use-cases/draft-retention.ts`),
   * removed when a payment or an admin releases it. Absent on everything else.
   */
  expires_at?: number;
  form: Record<string, unknown>;
  payment_reference: string;
  /** The latest payment issued for the document (or the one that paid it). */
  payment_id: string | null;
  paid: boolean;
  paid_at: number | null;
  /** The form changed after a PDF of the paid content was generated: a new payment is needed. */
  needs_repayment: boolean;
  /** A PDF was generated since the current payment released the document. */
  pdf_since_paid?: boolean;
  /**
   * Issue 41 item 3: the version an edit un-paid, kept so the lists still offer its PDF until a changed form is
   * paid (`use-cases/paid-version.ts`). Absent or null when there is none.
   */
  paid_version?: PaidVersion | null;
  /**
   * Every payment that has released the document, written in the same conditional write as the release: what
   * tells a payment that bought the document (never refunded) from one that bought nothing.
   */
  released_payment_ids?: string[];
  blocked: boolean;
  /** When the payment that paid it was refunded or charged back (the admins' "reembolsado" filter). */
  refunded_at?: number;
  /**
   * When an admin released it without a payment (`admin-payment-state`); null once an admin asked for a new
   * payment. While `paid` and no new payment is due, the PDF needs no approved payment record.
   */
  released_by_admin_at?: number | null;
  is_draft: boolean;
  pdf_generated: boolean;
  pdf_key: string | null;
  /**
   * What the PDF at `pdf_key` was rendered from (`use-cases/pdf-reuse.ts`): the hash of the form, the layout
   * choices and the renderer's version. A PDF request with the same input hands out that object again.
   */
  pdf_hash?: string;
  /** Which issue of a payment the document is at (0 before the first); drives the idempotency key. */
  payment_attempt: number;
  /**
   * Resumes only (spec part 1 §3.2, §4.1), absent on other kinds: `pendente` | `liberado` | `aprovado` |
   * `bloqueado` (kept in step with `blocked`), the edits counted since the last payment, when the last counted
   * edit was, and the layout choice of the preview.
   */
  status?: string;
  edit_count_since_paid?: number;
  last_counted_edit_at?: number | null;
  last_layout?: string | null;
  layout_config?: { primaryColor: string; accentColor: string } | null;
  created_at: number;
  updated_at: number;
  version: number;
  /**
   * Bumped by every write of the form and by every change of its payment state (approval, refund, block, an
   * admin's release or new-payment request: `use-cases/form-versions.ts`), not by layouts, PDFs or payment
   * bookkeeping: the version a page's save is based on, refused when another window saved the form or the
   * document was paid since. Absent (read as 0) on documents stored before it was kept.
   */
  form_version?: number;
  /**
   * The `form_version` the last write of the form itself produced (a save, an invitee's section, the creation):
   * a save refused as stale is told whether the form moved since its base or only the payment state did
   * (`use-cases/form-versions.ts`). Absent when unknown (documents stored before it was kept, a whole-form
   * autosave without a version): the page then compares the stored form itself.
   */
  form_edit_version?: number;
  /**
   * Issue 44: the latest invitation of each invited party (`shared/invitations/parties.ts` ids), part of the
   * document: exported and deleted with it. Absent when none was ever made.
   */
  convites?: Record<string, InvitationRecord>;
}

/** One party's invitation as stored on its document (its link item holds only the token's hash). */
export interface InvitationRecord {
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  /** The stored states; `expirado` is read from `expires_at`. */
  state: 'enviado' | 'preenchendo' | 'confirmado' | 'revogado';
  channel: 'link' | 'whatsapp' | 'email';
  /** The address the owner typed, for the e-mail channel only. */
  email?: string | null;
  /** Epoch milliseconds. */
  created_at: number;
  expires_at: number;
  confirmed_at?: number | null;
}

/** The last paid form of a document edited since, and what released it. */
export interface PaidVersion {
  form: Record<string, unknown>;
  /** The approved payment that bought it; null when an admin released it without one. */
  payment_id: string | null;
  /** Where its PDF is (or goes once rendered): the noted key when it was that form's, else null. */
  pdf_key: string | null;
  /** When the edit un-paid it (epoch milliseconds). */
  kept_at: number;
}

/** Attributes an update may remove: an anonymous draft's expiry once it is paid for. */
export type RemovableField = 'expires_at';

/** The signed-in person who takes over an anonymous document (`claim`). */
export interface DocumentClaimant {
  uid: string;
  email: string | null;
  /** The document's kind, for its owner's list index. */
  kind: string;
  /**
   * Epoch seconds: the signed-in person's draft expiry (`draft-retention.ts`) that replaces the anonymous one;
   * absent: the document is kept (it was paid for).
   */
  expiresAt?: number;
}

/** The fields an update may set (never the keys, the owner or the bookkeeping). */
export type DocumentChanges = Partial<
  Omit<
    DocumentRecord,
    | 'id'
    | 'kind'
    | 'owner_uid'
    | 'owner_kind'
    | 'owner_email_lc'
    | 'all_key'
    | 'created_at'
    | 'updated_at'
    | 'version'
  >
>;

export interface DocumentPage {
  /** Newest first. */
  items: DocumentRecord[];
  /** The index holds more items beyond this page. */
  more: boolean;
}

/** The whole form, or only some of its top-level fields (the rest stays as stored). */
export type FormWrite = { whole: Record<string, unknown> } | { fields: Record<string, unknown> };

/** A document without its form: what access checks and payment state need. */
export type DocumentState = Omit<DocumentRecord, 'form'>;

export interface DocumentStore {
  /** Strongly consistent read; null when there is none. */
  get(id: string): Promise<DocumentRecord | null>;
  /** Like `get`, leaving the form out (status polls read this many times a minute). */
  getState(id: string): Promise<DocumentState | null>;
  /** Writes a new item; throws AlreadyExistsError when the id is taken. */
  create(record: DocumentRecord): Promise<void>;
  /**
   * Applies `changes` when the stored version is `expectedVersion`, bumping the version and `updated_at`;
   * answers the item as written. Throws VersionConflictError when another write got there first.
   */
  update(
    id: string,
    expectedVersion: number,
    changes: DocumentChanges,
    now: number,
    remove?: readonly RemovableField[],
  ): Promise<DocumentRecord>;
  /**
   * Makes the anonymous document at `expectedVersion` the claimant's (owner, owner's list index), forgetting its
   * access key and its anonymous expiry (replaced by the claimant's `expiresAt` when given). Throws VersionConflictError when another write got there first.
   */
  claim(
    id: string,
    expectedVersion: number,
    claimant: DocumentClaimant,
    now: number,
  ): Promise<DocumentRecord>;
  /**
   * The common autosave in one conditional write: sets the form (or, with `fields`, only those fields of it)
   * and bumps `form_version` (noting it as `form_edit_version` when `formVersion` was given, else forgetting
   * that: unknown) when the document is `ownerUid`'s, of `kind`, at `formVersion` when given, not
   * blocked, not waiting for a new payment, and not paid with a PDF generated since (the cases where a save
   * needs no other decision and leaves `needs_repayment` false). Answers whether it wrote; when it did not,
   * the caller reads and decides. Nothing is read back: autosaves come every second while someone types.
   * With `draftExpiresAt`, it also sets `expires_at` to it, and writes only a document never released
   * (`draft-retention.ts`): a paid one is left to the caller's read, which keeps it from expiring.
   * With `noInvitations`, only a document that never had an invitation (issue 44): the caller's read decides
   * whether the save clears a party's confirmation.
   */
  saveFormIfFree(
    id: string,
    expected: {
      ownerUid: string;
      kind: string;
      formVersion?: number;
      draftExpiresAt?: number;
      noInvitations?: boolean;
    },
    form: FormWrite,
    now: number,
  ): Promise<boolean>;
  /**
   * Notes where the PDF of input `pdf_hash` goes, unless the document notes that hash already: answers the key
   * noted for it (this one, or the one an earlier request noted), so requests racing to render one input write
   * one object. No new version: a note for the next PDF request, not a change of the document (the hash, not
   * the write's order, says whether it applies). Answers `pdf_key` when the document is gone.
   */
  notePdf(id: string, pdf: { pdf_key: string; pdf_hash: string }): Promise<string>;
  /** Deletes when the stored version is `expectedVersion`; throws VersionConflictError otherwise. */
  delete(id: string, expectedVersion: number): Promise<void>;
  /** Documents of one owner and kind, newest first, created at or before `createdAtOrBefore` when given. */
  listByOwnerKind(
    ownerKind: string,
    options: { limit: number; createdAtOrBefore?: number },
  ): Promise<DocumentPage>;
  /** Documents of one owner e-mail and kind (`${email}#${kind}`), newest first, like `listByOwnerKind`. */
  listByEmailKind(
    emailKind: string,
    options: { limit: number; createdAtOrBefore?: number },
  ): Promise<DocumentPage>;
}
