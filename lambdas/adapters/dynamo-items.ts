// Item-level DynamoDB access for the repositories, through lib-dynamodb's document client (`aws-clients.ts`):
// AWS's endpoint in Lambda, dynalite's when one is configured (the local runtime), the same requests either way.
// Items go in and come out as plain objects; errors keep the SDK's names (`ConditionalCheckFailedException`).
import {
  BatchGetCommand,
  DeleteCommand,
  type DeleteCommandInput,
  type DynamoDBDocumentClient,
  GetCommand,
  type GetCommandInput,
  PutCommand,
  type PutCommandInput,
  QueryCommand,
  type QueryCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AppConfig } from '../core/config';
import { createDynamoDocumentClient } from './aws-clients';

export type Item = Record<string, unknown>;

/** One item to read by `getMany`: its table and its whole primary key. */
export interface ItemRead {
  TableName: string;
  Key: Item;
}

/**
 * Item-level calls with lib-dynamodb's input shapes (native values, not AttributeValues). `T` is what the
 * caller knows its table holds; nothing checks it at run time, as with the document client.
 */
export interface DynamoItems {
  get<T = Item>(input: GetCommandInput): Promise<{ Item?: T }>;
  /**
   * Up to 100 items of any tables in one round trip (BatchGetItem), strongly consistent; answers them in the
   * order asked, undefined for a missing one. Keys DynamoDB leaves unprocessed are read one by one.
   */
  getMany<T extends readonly unknown[] = Item[]>(
    reads: readonly ItemRead[],
  ): Promise<{ -readonly [K in keyof T]: T[K] | undefined }>;
  put(input: PutCommandInput): Promise<void>;
  update<T = Item>(input: UpdateCommandInput): Promise<{ Attributes?: T }>;
  delete(input: DeleteCommandInput): Promise<void>;
  query<T = Item>(input: QueryCommandInput): Promise<{ Items: T[]; LastEvaluatedKey?: Item }>;
  destroy(): void;
}

/** The identity of an item within its table: its key attributes' values, in the order of `keyNames`. */
const keyOf = (table: string, keyNames: readonly string[], item: Item) =>
  JSON.stringify([table, ...keyNames.map((name) => item[name])]);

/**
 * The port over a document client, or over a getter of one (`once(...)`): then the client is built on the first
 * call, not when the module that holds the port loads.
 */
export function createDynamoItems(
  client: DynamoDBDocumentClient | (() => DynamoDBDocumentClient),
): DynamoItems {
  const documents = typeof client === 'function' ? client : () => client;
  let used = typeof client !== 'function';
  const send = ((command: never) => {
    used = true;
    return documents().send(command);
  }) as DynamoDBDocumentClient['send'];
  const get = async <T>(input: GetCommandInput) => {
    const output = await send(new GetCommand(input));
    return { Item: output.Item as T | undefined };
  };
  return {
    get,
    async getMany<T extends readonly unknown[]>(reads: readonly ItemRead[]) {
      type Answer = { -readonly [K in keyof T]: T[K] | undefined };
      if (reads.length === 0) return [] as unknown as Answer;
      const keyNames = new Map(reads.map((r) => [r.TableName, Object.keys(r.Key)]));
      const idOf = (table: string, item: Item) => keyOf(table, keyNames.get(table) ?? [], item);
      const ids: string[] = [];
      const requestItems: Record<string, { Keys: Item[]; ConsistentRead: true }> = {};
      // DynamoDB refuses a batch that names an item twice.
      const asked = new Set<string>();
      for (const read of reads) {
        const id = idOf(read.TableName, read.Key);
        ids.push(id);
        if (asked.has(id)) continue;
        asked.add(id);
        requestItems[read.TableName] ??= { Keys: [], ConsistentRead: true };
        requestItems[read.TableName]?.Keys.push(read.Key);
      }
      if (asked.size > 100) throw new Error('getMany reads at most 100 items at a time (BatchGetItem)');
      const output = await send(new BatchGetCommand({ RequestItems: requestItems }));
      const found = new Map<string, Item>();
      for (const [table, items] of Object.entries(output.Responses ?? {})) {
        for (const item of items) found.set(idOf(table, item), item);
      }
      // Throttled or over the response's size: the rest one by one rather than a retry loop of batches.
      for (const [table, unprocessed] of Object.entries(output.UnprocessedKeys ?? {})) {
        for (const key of unprocessed.Keys ?? []) {
          const { Item } = await get<Item>({ TableName: table, Key: key, ConsistentRead: true });
          if (Item) found.set(idOf(table, Item), Item);
        }
      }
      return ids.map((id) => found.get(id)) as unknown as Answer;
    },
    async put(input) {
      await send(new PutCommand(input));
    },
    async update<T>(input: UpdateCommandInput) {
      const output = await send(new UpdateCommand(input));
      return { Attributes: output.Attributes as T | undefined };
    },
    async delete(input) {
      await send(new DeleteCommand(input));
    },
    async query<T>(input: QueryCommandInput) {
      const output = await send(new QueryCommand(input));
      return {
        Items: (output.Items ?? []) as T[],
        ...(output.LastEvaluatedKey ? { LastEvaluatedKey: output.LastEvaluatedKey } : {}),
      };
    },
    destroy() {
      // A client never built has no connections to close.
      if (used) documents().destroy();
    },
  };
}

/** A document client for `from`'s region, and dynalite's endpoint when the local runtime sets one. */
export function createDynamoClient(
  from: Pick<AppConfig, 'region' | 'dynamodbEndpoint'>,
): DynamoDBDocumentClient {
  return createDynamoDocumentClient({
    region: from.region,
    // An AWS bundle has no local endpoint code at all (see AWS_BUNDLE in core/env.ts).
    ...(process.env.DP_BUNDLE === 'aws' || !from.dynamodbEndpoint ? {} : { endpoint: from.dynamodbEndpoint }),
  });
}
