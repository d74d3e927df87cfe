// Item-level DynamoDB access for the repositories: AWS's endpoint in Lambda, dynalite's HTTP endpoint when one is
// configured (the local runtime), the same signed requests either way (`aws-api.ts`). Items go in and come out
// as plain objects, as with lib-dynamodb's document client, marshalled by `@aws-sdk/util-dynamodb`; the calls
// are DynamoDB's JSON API itself, without the SDK client, whose import and setup were 70 ms of every cold
// start (see docs/architecture.md, "DynamoDB access").
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type {
  DeleteCommandInput,
  GetCommandInput,
  PutCommandInput,
  QueryCommandInput,
  UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { AppConfig } from '../core/config';
import { type AwsService, awsService, jsonCall } from './aws-api';

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

// Undefined attributes are dropped, as the document client did with `removeUndefinedValues`.
const toAttributes = (value: Item | undefined) =>
  value === undefined ? undefined : marshall(value, { removeUndefinedValues: true });
const fromAttributes = <T>(value: Parameters<typeof unmarshall>[0] | undefined): T | undefined =>
  value === undefined ? undefined : (unmarshall(value) as T);

type ItemKey = Record<string, AttributeValue>;

/** The identity of an item within its table: its key attributes' values, in the order of `keyNames`. */
const keyOf = (table: string, keyNames: readonly string[], item: Item) =>
  JSON.stringify([table, ...keyNames.map((name) => item[name])]);

type ItemMap = Record<string, AttributeValue>;

/** One operation of DynamoDB's JSON API (`DynamoDB_20120810.GetItem`...): its input, its output. */
function operation(service: AwsService) {
  return <Output>(name: string, input: object) =>
    jsonCall<Output>(service, `DynamoDB_20120810.${name}`, input, 'application/x-amz-json-1.0');
}

export function createDynamoItems(client: DynamoClient): DynamoItems {
  const call = operation(client);
  const get = async <T>(input: GetCommandInput) => {
    const output = await call<{ Item?: ItemMap }>('GetItem', { ...input, Key: toAttributes(input.Key) });
    return { Item: fromAttributes<T>(output.Item) };
  };
  return {
    get,
    async getMany<T extends readonly unknown[]>(reads: readonly ItemRead[]) {
      type Answer = { -readonly [K in keyof T]: T[K] | undefined };
      if (reads.length === 0) return [] as unknown as Answer;
      const keyNames = new Map(reads.map((r) => [r.TableName, Object.keys(r.Key)]));
      const idOf = (table: string, item: Item) => keyOf(table, keyNames.get(table) ?? [], item);
      const ids: string[] = [];
      const requestItems: Record<string, { Keys: ItemKey[]; ConsistentRead: true }> = {};
      // DynamoDB refuses a batch that names an item twice.
      const asked = new Set<string>();
      for (const read of reads) {
        const id = idOf(read.TableName, read.Key);
        ids.push(id);
        if (asked.has(id)) continue;
        asked.add(id);
        requestItems[read.TableName] ??= { Keys: [], ConsistentRead: true };
        requestItems[read.TableName]?.Keys.push(marshall(read.Key));
      }
      if (asked.size > 100) throw new Error('getMany reads at most 100 items at a time (BatchGetItem)');
      const output = await call<{
        Responses?: Record<string, ItemMap[]>;
        UnprocessedKeys?: Record<string, { Keys?: ItemMap[] }>;
      }>('BatchGetItem', { RequestItems: requestItems });
      const found = new Map<string, Item>();
      for (const [table, items] of Object.entries(output.Responses ?? {})) {
        for (const attributes of items) {
          const item = unmarshall(attributes);
          found.set(idOf(table, item), item);
        }
      }
      // Throttled or over the response's size: the rest one by one rather than a retry loop of batches.
      for (const [table, unprocessed] of Object.entries(output.UnprocessedKeys ?? {})) {
        for (const key of unprocessed.Keys ?? []) {
          const { Item } = await get<Item>({ TableName: table, Key: unmarshall(key), ConsistentRead: true });
          if (Item) found.set(idOf(table, Item), Item);
        }
      }
      return ids.map((id) => found.get(id)) as unknown as Answer;
    },
    async put(input) {
      await call('PutItem', {
        ...input,
        Item: toAttributes(input.Item),
        ExpressionAttributeValues: toAttributes(input.ExpressionAttributeValues),
      });
    },
    async update<T>(input: UpdateCommandInput) {
      const output = await call<{ Attributes?: ItemMap }>('UpdateItem', {
        ...input,
        Key: toAttributes(input.Key),
        ExpressionAttributeValues: toAttributes(input.ExpressionAttributeValues),
      });
      return { Attributes: fromAttributes<T>(output.Attributes) };
    },
    async delete(input) {
      await call('DeleteItem', {
        ...input,
        Key: toAttributes(input.Key),
        ExpressionAttributeValues: toAttributes(input.ExpressionAttributeValues),
      });
    },
    async query<T>(input: QueryCommandInput) {
      const output = await call<{ Items?: ItemMap[]; LastEvaluatedKey?: ItemMap }>('Query', {
        ...input,
        ExpressionAttributeValues: toAttributes(input.ExpressionAttributeValues),
        ExclusiveStartKey: toAttributes(input.ExclusiveStartKey),
      });
      return {
        Items: (output.Items ?? []).map((item) => unmarshall(item) as T),
        LastEvaluatedKey: fromAttributes<Item>(output.LastEvaluatedKey),
      };
    },
    destroy() {
      client.destroy();
    },
  };
}

/** DynamoDB's JSON API, signed, over kept-alive connections. */
export type DynamoClient = AwsService;

export function createDynamoClient(from: Pick<AppConfig, 'region' | 'dynamodbEndpoint'>): DynamoClient {
  // An AWS bundle has no local endpoint code at all (see AWS_BUNDLE in core/env.ts).
  const endpoint = process.env.DP_BUNDLE === 'aws' ? undefined : from.dynamodbEndpoint;
  return awsService({
    service: 'dynamodb',
    region: from.region,
    // Set only by the local runtime (dynalite's HTTP endpoint), with fixed credentials: dynalite checks no
    // signature, and a developer's real AWS keys stay out of local calls. In Lambda, DynamoDB's regional
    // endpoint and the function's credentials. The requests are otherwise the same, signed and sent over HTTP.
    ...(endpoint ? { origin: endpoint, credentials: () => LOCAL_CREDENTIALS } : {}),
  });
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
