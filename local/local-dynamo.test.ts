// Table set-up in dynalite: tables and indexes created from their definitions, and a table whose indexes
// changed rebuilt with its items kept (dynalite cannot add an index to an existing table); dynalite in its
// worker thread keeps its data across a stop and a start on the same folder, and lets go of it on stop; the
// runtime's own clients and any other reach it over the same HTTP endpoint.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { type AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createDynamoClient, createDynamoItems, type DynamoItems } from '../lambdas/adapters/dynamo-items';
import type { TableName } from '../lambdas/routes';
import { type TableDef, tables } from '../lambdas/tables';
import { ensureTables, type LocalDynamo, startLocalDynamo } from './local-dynamo';

let server: Server;
let client: DynamoDBClient;

beforeAll(async () => {
  server = dynalite({ createTableMs: 0, deleteTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});

afterAll(async () => {
  client.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const plain: TableDef = { partitionKey: { name: 'id', type: 'S' }, indexes: [] };
const indexed: TableDef = {
  partitionKey: { name: 'id', type: 'S' },
  indexes: [
    {
      name: 'byOwner',
      partitionKey: { name: 'owner', type: 'S' },
      sortKey: { name: 'created_at', type: 'N' },
    },
  ],
};

it('creates a missing table with its indexes, and leaves a matching one alone', async () => {
  await ensureTables(client, { things: 'things-a' }, { things: indexed });
  await ensureTables(client, { things: 'things-a' }, { things: indexed });

  const table = (await client.send(new DescribeTableCommand({ TableName: 'things-a' }))).Table;
  expect(table?.TableStatus).toBe('ACTIVE');
  expect(table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(['byOwner']);
});

it('rebuilds a table whose indexes changed, keeping every item', async () => {
  // Prepare
  const docs = DynamoDBDocumentClient.from(client);
  await ensureTables(client, { things: 'things-b' }, { things: plain });
  for (let i = 0; i < 30; i += 1) {
    await docs.send(
      new PutCommand({ TableName: 'things-b', Item: { id: `t${i}`, owner: 'ana', created_at: i } }),
    );
  }

  // Act
  await ensureTables(client, { things: 'things-b' }, { things: indexed });

  // Assess
  const all = await docs.send(new ScanCommand({ TableName: 'things-b' }));
  const newest = await docs.send(
    new QueryCommand({
      TableName: 'things-b',
      IndexName: 'byOwner',
      KeyConditionExpression: '#o = :o',
      ExpressionAttributeNames: { '#o': 'owner' },
      ExpressionAttributeValues: { ':o': 'ana' },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  expect(all.Items).toHaveLength(30);
  expect(newest.Items?.[0]?.id).toBe('t29');
});

it('gives the items a rebuild keeps the key of an index that lists every item', async () => {
  // Prepare
  const docs = DynamoDBDocumentClient.from(client);
  const listed: TableDef = {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byCreated',
        partitionKey: { name: 'all_key', type: 'S' },
        sortKey: { name: 'created_at', type: 'N' },
        everyItem: 'all',
      },
    ],
  };
  await ensureTables(client, { things: 'things-c' }, { things: plain });
  for (let i = 0; i < 3; i += 1) {
    await docs.send(new PutCommand({ TableName: 'things-c', Item: { id: `t${i}`, created_at: i } }));
  }

  // Act
  await ensureTables(client, { things: 'things-c' }, { things: listed });

  // Assess
  const newestFirst = await docs.send(
    new QueryCommand({
      TableName: 'things-c',
      IndexName: 'byCreated',
      KeyConditionExpression: '#k = :k',
      ExpressionAttributeNames: { '#k': 'all_key' },
      ExpressionAttributeValues: { ':k': 'all' },
      ScanIndexForward: false,
    }),
  );
  expect(newestFirst.Items?.map((item) => item.id)).toEqual(['t2', 't1', 't0']);
});

it('runs dynalite in a worker that keeps the data on disk across a stop and a start', async () => {
  // Prepare
  const dataDir = await mkdtemp(join(tmpdir(), 'dp-local-dynamo-'));
  const names = tableNamesWith('w');
  const docsAt = (endpoint: string) =>
    DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
  try {
    const first = await startLocalDynamo(dataDir, names);
    const firstDocs = docsAt(first.endpoint);
    await firstDocs.send(new PutCommand({ TableName: names.users, Item: { uid: 'u1', name: 'Ana' } }));
    firstDocs.destroy();

    // Act
    const stopping = first.stop();
    const stoppedTwice = first.stop();
    await stopping;
    const afterStop = await fetch(first.endpoint, { method: 'POST' }).then(
      () => 'answered',
      () => 'refused',
    );
    const second = await startLocalDynamo(dataDir, names);
    const secondDocs = docsAt(second.endpoint);
    const read = await secondDocs.send(
      new GetCommand({ TableName: names.users, Key: { uid: 'u1' }, ConsistentRead: true }),
    );
    secondDocs.destroy();
    await second.stop();

    // Assess
    expect(stoppedTwice).toBe(stopping);
    expect(afterStop).toBe('refused');
    expect(read.Item).toEqual({ uid: 'u1', name: 'Ana' });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

/** The app's tables under names with `prefix`, as a second runtime in one process would name them. */
function tableNamesWith(prefix: string): Record<TableName, string> {
  return Object.fromEntries(Object.keys(tables).map((t) => [t, `${prefix}-${t}`])) as Record<
    TableName,
    string
  >;
}

/** dynalite in its worker on a fresh folder, with a client as the runtime builds it; all of it gone after `act`. */
async function withRuntimeDynamo(
  prefix: string,
  act: (parts: {
    local: LocalDynamo;
    names: Record<TableName, string>;
    runtime: DynamoItems;
  }) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dp-local-dynamo-'));
  const names = tableNamesWith(prefix);
  const local = await startLocalDynamo(dataDir, names);
  const runtime = createDynamoItems(
    createDynamoClient({ region: 'us-east-1', dynamodbEndpoint: local.endpoint }),
  );
  try {
    await act({ local, names, runtime });
  } finally {
    runtime.destroy();
    await local.stop(); // a second stop answers the first one's promise
    await rm(dataDir, { recursive: true, force: true });
  }
}

it('serves the runtime’s clients over HTTP, as any other client', () =>
  withRuntimeDynamo('c', async ({ local, names, runtime }) => {
    // Prepare
    const outsider = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: local.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    const connects = vi.spyOn(Socket.prototype, 'connect');
    try {
      // Act
      await runtime.put({ TableName: names.users, Item: { uid: 'u9', n: 9 } });
      const connectionsOfRuntime = connects.mock.calls.length;
      const seenByOutsider = await outsider.send(
        new GetCommand({ TableName: names.users, Key: { uid: 'u9' }, ConsistentRead: true }),
      );

      // Assess
      expect(connectionsOfRuntime).toBeGreaterThan(0);
      expect(seenByOutsider.Item).toEqual({ uid: 'u9', n: 9 });
    } finally {
      connects.mockRestore();
      outsider.destroy();
    }
  }));

it('fails the calls still waiting when dynalite stops, instead of leaving them hanging', () =>
  withRuntimeDynamo('s', async ({ local, names, runtime }) => {
    // Act
    const calls = Array.from({ length: 50 }, (_, n) =>
      runtime.put({ TableName: names.users, Item: { uid: `late${n}` } }),
    );
    const settling = Promise.allSettled(calls);
    await local.stop();
    const settled = await settling;

    // Assess: every call settled; those cut off say why.
    expect(settled).toHaveLength(50);
    for (const result of settled) {
      if (result.status === 'rejected')
        expect(String(result.reason)).toMatch(/ECONNREFUSED|ECONNRESET|socket hang up/);
    }
  }));

it('serves many concurrent calls, losing none', () =>
  withRuntimeDynamo('q', async ({ names, runtime }) => {
    // Prepare
    await runtime.put({ TableName: names.users, Item: { uid: 'counter', n: 0 } });

    // Act: 200 increments of one item and 200 reads of others, all at once
    const increments = Array.from({ length: 200 }, () =>
      runtime.update({
        TableName: names.users,
        Key: { uid: 'counter' },
        UpdateExpression: 'ADD #n :one',
        ExpressionAttributeNames: { '#n': 'n' },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    const reads = Array.from({ length: 200 }, (_, n) =>
      runtime.get({ TableName: names.users, Key: { uid: `nobody-${n}` }, ConsistentRead: true }),
    );
    await Promise.all([...increments, ...reads]);
    const counter = await runtime.get({
      TableName: names.users,
      Key: { uid: 'counter' },
      ConsistentRead: true,
    });

    // Assess
    expect(counter.Item).toEqual({ uid: 'counter', n: 200 });
  }));
