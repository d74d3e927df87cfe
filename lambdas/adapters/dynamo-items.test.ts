// The item-level DynamoDB access of the repositories, against dynalite in its worker thread (as the local runtime
// runs it): plain objects in and out, undefined attributes dropped, pages carried by their plain last key,
// DynamoDB's refusals as the SDK's exceptions, and the cached middleware never mixing up two calls' inputs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalDynamo, startLocalDynamo } from '../../local/local-dynamo';
import type { TableName } from '../routes';
import { tables } from '../tables';
import { createDynamoClient, createDynamoItems, type DynamoItems } from './dynamo-items';

const names = Object.fromEntries(Object.keys(tables).map((t) => [t, `items-${t}`])) as Record<
  TableName,
  string
>;
const DOCS = names.documents;
const PAYMENTS = names.payments;

let dataDir: string;
let local: LocalDynamo;
let db: DynamoItems;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dp-dynamo-items-'));
  local = await startLocalDynamo(dataDir, names);
  db = createDynamoItems(createDynamoClient({ region: 'us-east-1', dynamodbEndpoint: local.endpoint }));
});

afterAll(async () => {
  db.destroy();
  await local.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it('stores and reads back plain values of every shape, dropping undefined attributes', async () => {
  // Prepare
  const item = {
    id: 'shapes',
    text: 'declaração',
    count: 3,
    price: 24.9,
    flag: false,
    nothing: null,
    list: ['a', 1, { deep: true }],
    map: { nested: { value: 'x' }, skipped: undefined },
    skipped: undefined,
  };

  // Act
  await db.put({ TableName: DOCS, Item: item });
  const read = await db.get({ TableName: DOCS, Key: { id: 'shapes' }, ConsistentRead: true });
  const missing = await db.get({ TableName: DOCS, Key: { id: 'nobody' }, ConsistentRead: true });

  // Assess
  expect(read.Item).toEqual({
    id: 'shapes',
    text: 'declaração',
    count: 3,
    price: 24.9,
    flag: false,
    nothing: null,
    list: ['a', 1, { deep: true }],
    map: { nested: { value: 'x' } },
  });
  expect(missing.Item).toBeUndefined();
});

it('answers each call of a command type with its own input, the middleware cached or not', async () => {
  // Prepare
  await Promise.all(['one', 'two', 'three'].map((id, n) => db.put({ TableName: DOCS, Item: { id, n } })));

  // Act
  const reads = await Promise.all(
    ['three', 'one', 'two'].map((id) => db.get({ TableName: DOCS, Key: { id }, ConsistentRead: true })),
  );

  // Assess
  expect(reads.map((r) => r.Item)).toEqual([
    { id: 'three', n: 2 },
    { id: 'one', n: 0 },
    { id: 'two', n: 1 },
  ]);
});

it('reads items of two tables in one call, in the order asked, a missing one as undefined', async () => {
  // Prepare
  await db.put({ TableName: DOCS, Item: { id: 'batch-doc', title: 'declaração' } });
  await db.put({ TableName: PAYMENTS, Item: { payment_id: 'batch-pay', status: 'pending' } });

  // Act
  const read = await db.getMany<[{ status: string }, { id: string }, { id: string }, { status: string }]>([
    { TableName: PAYMENTS, Key: { payment_id: 'batch-pay' } },
    { TableName: DOCS, Key: { id: 'batch-doc' } },
    { TableName: DOCS, Key: { id: 'batch-nobody' } },
    { TableName: PAYMENTS, Key: { payment_id: 'batch-pay' } },
  ]);
  const none = await db.getMany([]);

  // Assess
  expect(read).toEqual([
    { payment_id: 'batch-pay', status: 'pending' },
    { id: 'batch-doc', title: 'declaração' },
    undefined,
    { payment_id: 'batch-pay', status: 'pending' },
  ]);
  expect(none).toEqual([]);
});

it('still answers every item when the batch leaves some unprocessed (over the response size)', async () => {
  // Prepare: five items of about 380 KB; DynamoDB (and dynalite) answer at most about 1 MB in one batch
  const ids = ['big-1', 'big-2', 'big-3', 'big-4', 'big-5'];
  for (const [n, id] of ids.entries()) {
    await db.put({ TableName: DOCS, Item: { id, n, filler: 'x'.repeat(380 * 1024) } });
  }

  // Act
  const read = await db.getMany<{ id: string; n: number; filler: string }[]>(
    ids.map((id) => ({ TableName: DOCS, Key: { id } })),
  );

  // Assess
  expect(read.map((item) => item?.n)).toEqual([0, 1, 2, 3, 4]);
  expect(read.every((item) => item?.filler.length === 380 * 1024)).toBe(true);
});

it('refuses more than 100 items at a time, as BatchGetItem does', async () => {
  // Act
  const tooMany = db.getMany(
    Array.from({ length: 101 }, (_, n) => ({ TableName: DOCS, Key: { id: `many-${n}` } })),
  );

  // Assess
  await expect(tooMany).rejects.toThrow('at most 100 items');
});

it('updates on condition, answering the new item, and refuses a failed condition with the SDK exception', async () => {
  // Prepare
  await db.put({ TableName: DOCS, Item: { id: 'versioned', version: 1, form: { nome: 'Ana' } } });
  const update = (expected: number) =>
    db.update<{ id: string; version: number; form: { nome: string } }>({
      TableName: DOCS,
      Key: { id: 'versioned' },
      UpdateExpression: 'SET #form = :form ADD #version :one',
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: { '#form': 'form', '#version': 'version' },
      ExpressionAttributeValues: { ':form': { nome: 'Bia' }, ':one': 1, ':expected': expected },
      ReturnValues: 'ALL_NEW',
    });

  // Act
  const first = await update(1);
  const stale = update(1);

  // Assess
  expect(first.Attributes).toEqual({ id: 'versioned', version: 2, form: { nome: 'Bia' } });
  await expect(stale).rejects.toMatchObject({
    name: 'ConditionalCheckFailedException',
    $metadata: { httpStatusCode: 400 },
  });
});

it('pages through an index, newest first, carrying the plain last key to the next page', async () => {
  // Prepare
  for (let n = 1; n <= 3; n += 1) {
    await db.put({ TableName: DOCS, Item: { id: `page-${n}`, owner_kind: 'u9#k', created_at: n } });
  }
  const page = (start?: Record<string, unknown>) =>
    db.query<{ id: string }>({
      TableName: DOCS,
      IndexName: 'byOwnerKind',
      KeyConditionExpression: '#key = :key',
      ExpressionAttributeNames: { '#key': 'owner_kind' },
      ExpressionAttributeValues: { ':key': 'u9#k' },
      ScanIndexForward: false,
      Limit: 2,
      ExclusiveStartKey: start,
    });

  // Act
  const first = await page();
  const second = await page(first.LastEvaluatedKey);

  // Assess
  expect(first.Items.map((i) => i.id)).toEqual(['page-3', 'page-2']);
  expect(first.LastEvaluatedKey).toEqual({ id: 'page-2', owner_kind: 'u9#k', created_at: 2 });
  expect(second.Items.map((i) => i.id)).toEqual(['page-1']);
});

it('deletes on condition only', async () => {
  // Prepare
  await db.put({ TableName: DOCS, Item: { id: 'gone', version: 4 } });
  const remove = (expected: number) =>
    db.delete({
      TableName: DOCS,
      Key: { id: 'gone' },
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':expected': expected },
    });

  // Act
  const refused = remove(3);
  await expect(refused).rejects.toMatchObject({
    name: 'ConditionalCheckFailedException',
    $metadata: { httpStatusCode: 400 },
  });
  await remove(4);

  // Assess
  expect((await db.get({ TableName: DOCS, Key: { id: 'gone' }, ConsistentRead: true })).Item).toBeUndefined();
});

it('answers an error by its AWS name and message, as the SDK does', async () => {
  // Act
  const missingTable = db.get({ TableName: 'no-such-table', Key: { id: 'x' } });

  // Assess
  await expect(missingTable).rejects.toMatchObject({
    name: 'ResourceNotFoundException',
    message: 'Requested resource not found',
    $metadata: { httpStatusCode: 400 },
  });
});
