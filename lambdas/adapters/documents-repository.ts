// The documents table (one item per document of any kind), behind the document-store port: strongly
// consistent reads, conditional single-item writes, and the "mine, newest first" index.
import type {
  DocumentPage,
  DocumentRecord,
  DocumentState,
  DocumentStore,
  FormWrite,
} from '../ports/document-store';
import { VersionConflictError } from '../ports/store-errors';
import { everyItemKeys, tables } from '../tables';
import { type DynamoItems, dynamo, tableName } from './dynamo';
import { isConditionFailure, putIfAbsent, updateVersioned } from './dynamo-writes';

/**
 * The autosave's condition: the caller's document of that kind (owner_kind is `${owner}#${kind}`), not blocked,
 * no new payment due, and not paid or no PDF since the payment (needs_repayment and pdf_since_paid are written
 * at creation).
 */
const FREE_BASE = '#owner_kind = :owner_kind AND #blocked = :false AND #needs_repayment = :false';

/**
 * Never released (`use-cases/draft-retention.ts`): unpaid, no release instant noted, no payment that released it.
 * The autosave that refreshes a draft's expiry writes only such a document.
 */
const NEVER_RELEASED =
  '#paid = :false AND (attribute_not_exists(#paid_at) OR #paid_at = :null) AND attribute_not_exists(#released)';

/**
 * The condition, with the form version the save was based on when it names one (0: never versioned), and
 * `neverReleased` when the write also refreshes the draft's expiry.
 */
function freeToSave(formVersion: number | undefined, neverReleased: boolean): string {
  const base =
    formVersion === undefined
      ? FREE_BASE
      : formVersion === 0
        ? `${FREE_BASE} AND attribute_not_exists(#form_version)`
        : `${FREE_BASE} AND #form_version = :form_version`;
  return neverReleased
    ? `${base} AND ${NEVER_RELEASED}`
    : `${base} AND (#paid = :false OR #pdf_since_paid = :false)`;
}

/** `SET` of the whole form, or of each named field inside it (`#form.#f0 = :f0, ...`). */
function formAssignments(form: FormWrite): {
  set: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
} {
  if ('whole' in form) return { set: '#form = :form', names: {}, values: { ':form': form.whole } };
  const entries = Object.entries(form.fields);
  return {
    set: entries.map((_, i) => `#form.#f${i} = :f${i}`).join(', '),
    names: Object.fromEntries(entries.map(([key], i) => [`#f${i}`, key])),
    values: Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
  };
}

/** A document without its form (see `getState`). */
export function stateOf(document: DocumentRecord): DocumentState {
  const { form: _form, ...state } = document;
  return state;
}

/** One page of an index keyed by `keyName` and sorted by `created_at`, newest first. */
async function listNewestFirst(
  client: DynamoItems,
  table: string,
  indexName: string,
  keyName: string,
  keyValue: string,
  { limit, createdAtOrBefore }: { limit: number; createdAtOrBefore?: number },
): Promise<DocumentPage> {
  const bounded = createdAtOrBefore !== undefined;
  const result = await client.query<DocumentRecord>({
    TableName: table,
    IndexName: indexName,
    KeyConditionExpression: bounded ? '#key = :key AND created_at <= :before' : '#key = :key',
    ExpressionAttributeNames: { '#key': keyName },
    ExpressionAttributeValues: {
      ':key': keyValue,
      ...(bounded ? { ':before': createdAtOrBefore } : {}),
    },
    ScanIndexForward: false,
    Limit: limit,
  });
  return {
    items: result.Items,
    more: result.LastEvaluatedKey !== undefined,
  };
}

/** The keys that put a document in the indexes listing every document (`byCreated`). */
const LISTED_KEYS = everyItemKeys(tables.documents);

/** `owner_email_lc`, the admins' search-by-e-mail key (byOwnerEmail), of an owner's e-mail; none without one. */
function searchEmail(email: string | null | undefined): { owner_email_lc?: string } {
  const lowered = email?.trim().toLowerCase();
  return lowered ? { owner_email_lc: lowered } : {};
}

export function createDocumentsRepository(client: DynamoItems, table: string): DocumentStore {
  const get = async (id: string) => {
    const result = await client.get<DocumentRecord>({ TableName: table, Key: { id }, ConsistentRead: true });
    return result.Item ?? null;
  };
  return {
    get,

    // The whole item, form dropped here rather than by a projection naming every other attribute: DynamoDB
    // charges the read by the item's size either way and forms are a few KB at most; it also leaves no list of
    // attributes to keep in step with the record.
    async getState(id) {
      const document = await get(id);
      return document ? stateOf(document) : null;
    },

    create(record) {
      // Every create, of any kind, lands in the admins' search: by e-mail and among all documents (tables.ts,
      // byOwnerEmail and byCreated).
      const item = { ...record, ...LISTED_KEYS, ...searchEmail(record.owner_email) };
      return putIfAbsent(client, table, 'id', item as unknown as Record<string, unknown>);
    },

    update(id, expectedVersion, changes, now, remove = []) {
      return updateVersioned<DocumentRecord>(client, table, { id }, expectedVersion, changes, now, remove);
    },

    claim(id, expectedVersion, claimant, now) {
      const expires = claimant.expiresAt !== undefined;
      return updateVersioned<DocumentRecord>(
        client,
        table,
        { id },
        expectedVersion,
        {
          owner_uid: claimant.uid,
          owner_email: claimant.email || null,
          // As at creation: the admins' search by e-mail reads the lowercased copy.
          ...searchEmail(claimant.email),
          owner_kind: `${claimant.uid}#${claimant.kind}`,
          ...(expires ? { expires_at: claimant.expiresAt } : {}),
        },
        now,
        expires ? ['access_key_hash'] : ['access_key_hash', 'expires_at'],
      );
    },

    async saveFormIfFree(id, expected, form, now) {
      const write = formAssignments(form);
      // Nothing to write: the save is decided by the caller's read (which finds the form unchanged).
      if (!write.set) return false;
      const versioned = expected.formVersion !== undefined && expected.formVersion > 0;
      const expires = expected.draftExpiresAt !== undefined;
      // The version this write makes is known only when the save named its base; otherwise it is unknown.
      const edited = expected.formVersion !== undefined ? ', #form_edit_version = :form_edit_version' : '';
      try {
        await client.update({
          TableName: table,
          Key: { id },
          UpdateExpression: `SET ${write.set}, #updated_at = :now${expires ? ', #expires_at = :expires_at' : ''}${edited} ADD #version :one, #form_version :one${edited ? '' : ' REMOVE #form_edit_version'}`,
          ConditionExpression: `${freeToSave(expected.formVersion, expires)}${expected.noInvitations ? ' AND attribute_not_exists(#convites)' : ''}`,
          ExpressionAttributeNames: {
            ...(expected.noInvitations ? { '#convites': 'convites' } : {}),
            ...(expires
              ? {
                  '#expires_at': 'expires_at',
                  '#paid_at': 'paid_at',
                  '#released': 'released_payment_ids',
                }
              : { '#pdf_since_paid': 'pdf_since_paid' }),
            ...write.names,
            '#form': 'form',
            '#form_version': 'form_version',
            '#form_edit_version': 'form_edit_version',
            '#updated_at': 'updated_at',
            '#version': 'version',
            '#owner_kind': 'owner_kind',
            '#blocked': 'blocked',
            '#needs_repayment': 'needs_repayment',
            '#paid': 'paid',
          },
          ExpressionAttributeValues: {
            ...write.values,
            ...(versioned ? { ':form_version': expected.formVersion } : {}),
            ...(edited ? { ':form_edit_version': (expected.formVersion ?? 0) + 1 } : {}),
            ...(expires ? { ':expires_at': expected.draftExpiresAt, ':null': null } : {}),
            ':now': now,
            ':one': 1,
            ':owner_kind': `${expected.ownerUid}#${expected.kind}`,
            ':false': false,
          },
        });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async notePdf(id, pdf) {
      try {
        await client.update({
          TableName: table,
          Key: { id },
          UpdateExpression: 'SET #key = :key, #hash = :hash',
          ConditionExpression: 'attribute_exists(#id) AND (attribute_not_exists(#hash) OR #hash <> :hash)',
          ExpressionAttributeNames: { '#id': 'id', '#key': 'pdf_key', '#hash': 'pdf_hash' },
          ExpressionAttributeValues: { ':key': pdf.pdf_key, ':hash': pdf.pdf_hash },
        });
        return pdf.pdf_key;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const noted = await get(id);
        return noted?.pdf_hash === pdf.pdf_hash && noted.pdf_key ? noted.pdf_key : pdf.pdf_key;
      }
    },

    async delete(id, expectedVersion) {
      try {
        await client.delete({
          TableName: table,
          Key: { id },
          ConditionExpression: '#version = :expected',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':expected': expectedVersion },
        });
      } catch (error) {
        if (isConditionFailure(error)) throw new VersionConflictError(`version ${expectedVersion} is stale`);
        throw error;
      }
    },

    listByOwnerKind(ownerKind, options) {
      return listNewestFirst(client, table, 'byOwnerKind', 'owner_kind', ownerKind, options);
    },

    listByEmailKind(emailKind, options) {
      return listNewestFirst(client, table, 'byEmailKind', 'email_kind', emailKind, options);
    },
  };
}

export const documentsRepository: DocumentStore = createDocumentsRepository(dynamo, tableName('documents'));
