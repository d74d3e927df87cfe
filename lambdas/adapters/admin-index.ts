// The admins' search over the documents table's `byKindCreated`, `byOwnerEmail` and `byCreated` indexes
// (tables.ts): key condition on the kind, the lowercased e-mail or the one key of all documents, and the creation
// range; the payment-state, block and kind filters as the query's filter over the projected attributes. Never a
// Scan.
import type {
  AdminDocumentIndex,
  AdminFilter,
  AdminIndexPage,
  AdminListedDocument,
  AdminPosition,
} from '../ports/admin-index';
import { everyItemKeys, tables } from '../tables';
import { type DynamoItems, dynamo, tableName } from './dynamo';

/**
 * Index entries read per query page when a filter may drop some, and pages per source per request: bounds what
 * one search reads. Without a filter every entry read is answered, so a page reads only what is wanted.
 */
const PAGE_ITEMS = 100;
const MAX_PAGES = 3;

/** `byCreated`'s one key, which every document is written under (the same pair the documents store writes). */
const allKey = Object.entries(everyItemKeys(tables.documents))[0];
if (!allKey) throw new Error('tables.ts: the documents table has no index of every item (byCreated)');
const [ALL_KEY, ALL_VALUE] = allKey;

const STATE_FILTERS: Record<NonNullable<AdminFilter['state']>, string> = {
  paid: '#paid = :true AND #repay = :false',
  needs_repayment: '#repay = :true',
  refunded: '#paid = :false AND #repay = :false AND attribute_exists(#refunded)',
  pending:
    '#paid = :false AND #repay = :false AND attribute_not_exists(#refunded) AND attribute_type(#payment, :string)',
};

function filterExpression(filter: AdminFilter, withKind: boolean) {
  const parts: string[] = [];
  if (filter.state) parts.push(`(${STATE_FILTERS[filter.state]})`);
  if (filter.blocked !== undefined) parts.push(filter.blocked ? '#blocked = :true' : '#blocked = :false');
  if (withKind && filter.kind) parts.push('#kind = :kind');
  if (parts.length === 0) return {};
  const expression = parts.join(' AND ');
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const use = (token: string, name: string) => {
    if (expression.includes(token)) names[token] = name;
  };
  use('#paid', 'paid');
  use('#repay', 'needs_repayment');
  use('#refunded', 'refunded_at');
  use('#payment', 'payment_id');
  use('#blocked', 'blocked');
  use('#kind', 'kind');
  if (expression.includes(':true')) values[':true'] = true;
  if (expression.includes(':false')) values[':false'] = false;
  if (expression.includes(':string')) values[':string'] = 'S';
  if (expression.includes(':kind')) values[':kind'] = filter.kind;
  return { FilterExpression: expression, names, values };
}

/** Strictly after `after` in the newest-first order. */
function isAfter(item: AdminListedDocument, after: AdminPosition | null): boolean {
  if (!after) return true;
  return item.created_at < after.at || (item.created_at === after.at && item.id < after.id);
}

export function createAdminIndex(client: DynamoItems, table: string): AdminDocumentIndex {
  async function read(
    indexName: string,
    keyName: string,
    keyValue: string,
    filter: AdminFilter,
    after: AdminPosition | null,
    want: number,
    withKind: boolean,
  ): Promise<AdminIndexPage> {
    const from = filter.createdFrom ?? 0;
    const to = Math.min(filter.createdTo ?? Number.MAX_SAFE_INTEGER, after?.at ?? Number.MAX_SAFE_INTEGER);
    if (to < from) return { items: [], readTo: null };
    const filtering = filterExpression(filter, withKind);
    const items: AdminListedDocument[] = [];
    let startKey: Record<string, unknown> | undefined;
    let pages = 0;
    do {
      const page = await client.query<AdminListedDocument>({
        TableName: table,
        IndexName: indexName,
        KeyConditionExpression: '#key = :key AND #created BETWEEN :from AND :to',
        ...(filtering.FilterExpression ? { FilterExpression: filtering.FilterExpression } : {}),
        ExpressionAttributeNames: { '#key': keyName, '#created': 'created_at', ...filtering.names },
        ExpressionAttributeValues: { ':key': keyValue, ':from': from, ':to': to, ...filtering.values },
        ScanIndexForward: false,
        Limit: filtering.FilterExpression || filter.refine ? PAGE_ITEMS : want,
        ExclusiveStartKey: startKey,
      });
      const read = page.Items.filter((item) => isAfter(item, after));
      items.push(...(filter.refine ? await filter.refine(read) : read));
      startKey = page.LastEvaluatedKey;
      pages += 1;
    } while (startKey && items.length < want && pages < MAX_PAGES);
    return { items, readTo: startKey ? Number(startKey.created_at) : null };
  }

  return {
    ofKind: (kind, filter, after, want) => read('byKindCreated', 'kind', kind, filter, after, want, false),
    ofEmail: (email, filter, after, want) =>
      read('byOwnerEmail', 'owner_email_lc', email, filter, after, want, true),
    ofAll: (filter, after, want) => read('byCreated', ALL_KEY, ALL_VALUE, filter, after, want, false),
  };
}

export const adminIndex: AdminDocumentIndex = createAdminIndex(dynamo, tableName('documents'));
