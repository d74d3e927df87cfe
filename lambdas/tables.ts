// DynamoDB table definitions, written once: the local runtime creates them in dynalite at start and the
// CDK stateful stack provisions them in AWS. No transactions anywhere (dynalite has none): every write is a
// single-item conditional write, optimistic locking by a `version` attribute.
import type { TableName } from './routes';

export type KeyType = 'S' | 'N';

export interface KeyDef {
  name: string;
  type: KeyType;
}

export interface IndexDef {
  name: string;
  partitionKey: KeyDef;
  sortKey?: KeyDef;
  /**
   * The non-key attributes the index holds (INCLUDE); absent: all of them (ALL). An item's index entry is written
   * again only when one of these (or a key) changes, so an index that leaves the form out costs nothing per
   * autosave.
   */
  include?: readonly string[];
  /**
   * The partition key's one value when the index lists every item of the table under it: the store writes it on
   * each item it creates, and a local rebuild (`local-dynamo.ts`) fills it on the items it keeps.
   */
  everyItem?: string;
}

/**
 * What the admins' search shows of a document (`use-cases/admin-console.ts`): none of it changes on an autosave
 * (the form, `updated_at`, `version` and `form_version` are left out), so the two admin indexes are written only
 * when a document is created or its payment, PDF or block state moves.
 */
export const ADMIN_LISTED_ATTRIBUTES = [
  'kind',
  'owner_email',
  'paid',
  'needs_repayment',
  'blocked',
  'pdf_generated',
  'payment_id',
  'refunded_at',
] as const;

export interface TableDef {
  partitionKey: KeyDef;
  sortKey?: KeyDef;
  indexes: IndexDef[];
  /** Attribute holding an epoch-seconds expiry, when items of this table expire. */
  ttlAttribute?: string;
}

export const tables: Record<TableName, TableDef> = {
  /** One item per signed-in person, keyed by the token's `sub`. */
  users: {
    partitionKey: { name: 'uid', type: 'S' },
    indexes: [],
    // Only the stub a deleted account leaves expires (`ports/user-store.ts` `retire`).
    ttlAttribute: 'expires_at',
  },
  /** One item per document of any kind (resume, contract, declaration, note installment...). */
  documents: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      // "my documents of kind K", newest first: owner_kind = `${uid}#${kind}`, created_at in ms.
      {
        name: 'byOwnerKind',
        partitionKey: { name: 'owner_kind', type: 'S' },
        sortKey: { name: 'created_at', type: 'N' },
      },
      // resumes by owner e-mail, newest first (the painel redirect): email_kind = `${email}#${kind}`.
      {
        name: 'byEmailKind',
        partitionKey: { name: 'email_kind', type: 'S' },
        sortKey: { name: 'created_at', type: 'N' },
      },
      // promissory notes of one batch, in installment order.
      {
        name: 'byLote',
        partitionKey: { name: 'lote_id', type: 'S' },
        sortKey: { name: 'indice_parcela', type: 'N' },
      },
      // The admins' search: every document of one kind, newest first (filters by state and block read the
      // projected attributes). No form in it: an autosave does not write it.
      {
        name: 'byKindCreated',
        partitionKey: { name: 'kind', type: 'S' },
        sortKey: { name: 'created_at', type: 'N' },
        include: ADMIN_LISTED_ATTRIBUTES,
      },
      // The admins' search by owner e-mail, case-insensitive: owner_email_lc is the lowercased e-mail, written
      // at creation (absent for anonymous documents, which are then not in it).
      {
        name: 'byOwnerEmail',
        partitionKey: { name: 'owner_email_lc', type: 'S' },
        sortKey: { name: 'created_at', type: 'N' },
        include: ADMIN_LISTED_ATTRIBUTES,
      },
      // The admins' search with neither kind nor e-mail: every document newest first in one Query (instead of
      // one per kind, merged). One constant key, so one partition takes every entry's write at its newest end:
      // the entries change only at creation and when the payment, PDF or block state moves (not on autosaves),
      // a handful per document, far below a partition's 1,000 writes a second. Past that, shard the key
      // (`all#0`..`all#3`) and merge the shards newest first (`mergedPage` in admin-console.ts takes several).
      {
        name: 'byCreated',
        partitionKey: { name: 'all_key', type: 'S' },
        sortKey: { name: 'created_at', type: 'N' },
        include: ADMIN_LISTED_ATTRIBUTES,
        everyItem: 'all',
      },
    ],
    // Anonymous drafts never paid for or claimed (`expires_at`, 30 days after creation).
    ttlAttribute: 'expires_at',
  },
  /** One item per Mercado Pago payment, with the raw provider status history. */
  payments: {
    partitionKey: { name: 'payment_id', type: 'S' },
    indexes: [
      {
        name: 'byReference',
        partitionKey: { name: 'reference', type: 'S' },
        sortKey: { name: 'created_at', type: 'N' },
      },
      // Payments still open at Mercado Pago, by when they stop being worth asking about (the scheduled
      // re-check). Sparse: only items with `open_key`, written while the status is open and removed once it is
      // final, so the index holds the few payments in flight and never the history.
      {
        name: 'byOpenUntil',
        partitionKey: { name: 'open_key', type: 'S' },
        sortKey: { name: 'open_until', type: 'N' },
      },
      // A holder's payments, whatever became of their documents (the export, the account's deletion). Sparse:
      // `owner_key` is the owner's uid, absent for anonymous payers and removed when the account is deleted.
      {
        name: 'byOwner',
        partitionKey: { name: 'owner_key', type: 'S' },
        sortKey: { name: 'created_at', type: 'N' },
      },
    ],
    // Payments of deleted documents, once tax law no longer asks for them (`expires_at`).
    ttlAttribute: 'expires_at',
  },
  /**
   * One item per admin request (who, when, which route and document, the answer's status), never updated or
   * deleted by the application and never expiring: the admins' trail, kept at least a year (the stateful stack
   * retains the table with the stack). Keyed by the admin's uid, then time and request id.
   */
  audit: {
    partitionKey: { name: 'actor', type: 'S' },
    sortKey: { name: 'at_request', type: 'S' },
    indexes: [
      // The actions (requests that change something) on one document, newest first: `action_target` is the
      // document's reference, written only on actions that name one (sparse: reads are not in it).
      {
        name: 'byTarget',
        partitionKey: { name: 'action_target', type: 'S' },
        sortKey: { name: 'at_request', type: 'S' },
      },
      // Every action, newest first: `log` is the constant `action`, written only on actions (sparse). One
      // partition is enough for the admins' own requests (a few hundred a day).
      {
        name: 'byTime',
        partitionKey: { name: 'log', type: 'S' },
        sortKey: { name: 'at_request', type: 'S' },
      },
    ],
  },
  /**
   * The product's own abuse limits that must hold across Lambdas (PIX codes per document per hour, previews per
   * person per minute): one counter item per limited thing, its window's start and count, updated by single-item
   * conditional writes (`adapters/rate-limits-repository.ts`) and expired by TTL once its window is over.
   */
  limits: {
    partitionKey: { name: 'key', type: 'S' },
    indexes: [],
    ttlAttribute: 'expires_at',
  },
  /** Runtime settings such as prices, one item per key. */
  config: {
    partitionKey: { name: 'key', type: 'S' },
    indexes: [],
  },
  /**
   * One item per verification code of a released PDF (issue 23): the public check reads it by code; it holds the
   * kind, release time, the PDF's SHA-256, the state and the first party's initials, never form data.
   */
  verifications: {
    partitionKey: { name: 'code', type: 'S' },
    indexes: [
      // every code one document has had, newest first (the previous code becomes superseded on a new release).
      {
        name: 'byDocument',
        partitionKey: { name: 'document_id', type: 'S' },
        sortKey: { name: 'released_at', type: 'N' },
      },
      // every code of one person's documents (LGPD export and account deletion). Sparse: anonymous documents
      // have no owner_uid.
      {
        name: 'byOwner',
        partitionKey: { name: 'owner_uid', type: 'S' },
        sortKey: { name: 'released_at', type: 'N' },
      },
    ],
  },
  /**
   * The dashboard's counters (issue 22 item 4), kept on write: one small item per document kind per Brasília day
   * (created, paid, revenue and refunds in centavos), each change a single-item atomic `ADD` update
   * (`adapters/business-counters.ts`). Keyed by kind then day, so 30 days of one kind are one Query. Kept apart
   * from `documents` so nothing that reads documents (indexes, the admins' search, LGPD exports) meets them.
   */
  counters: {
    partitionKey: { name: 'kind', type: 'S' },
    sortKey: { name: 'day', type: 'S' },
    indexes: [],
  },
};

/** The key attributes an item of `def` gets at creation to be in its `everyItem` indexes, with their values. */
export function everyItemKeys(def: TableDef): Record<string, string> {
  return Object.fromEntries(
    def.indexes.flatMap((index) => (index.everyItem ? [[index.partitionKey.name, index.everyItem]] : [])),
  );
}

/** Physical table name: `${prefix}${logical}` locally; the CDK stack passes the real names as env. */
export function tableEnvName(table: TableName): string {
  return `TABLE_${table.toUpperCase()}`;
}
