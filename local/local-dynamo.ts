// DynamoDB on one machine: dynalite in a worker thread of the runtime (dynalite-worker.mjs), persisted under
// DATA_DIR, listening on a free loopback port; the tables and indexes of `lambdas/tables.ts` are created at
// start when missing. Its own thread, so that its CPU (request parsing, expressions, LevelDB) runs on another
// core than the API server and the handlers. Every client reaches it over its HTTP endpoint with the SDK's
// ordinary signed requests, as a Lambda reaches DynamoDB.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  type AttributeDefinition,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type KeySchemaElement,
  ResourceNotFoundException,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { logger } from '../lambdas/core/logger';
import type { TableName } from '../lambdas/routes';
import { everyItemKeys, type TableDef, tables } from '../lambdas/tables';

export interface LocalDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

function keySchema(partitionKey: { name: string }, sortKey?: { name: string }): KeySchemaElement[] {
  const schema: KeySchemaElement[] = [{ AttributeName: partitionKey.name, KeyType: 'HASH' }];
  if (sortKey) schema.push({ AttributeName: sortKey.name, KeyType: 'RANGE' });
  return schema;
}

function attributeDefinitions(def: TableDef): AttributeDefinition[] {
  const keys = [def.partitionKey, def.sortKey, ...def.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  const byName = new Map<string, AttributeDefinition>();
  for (const key of keys) {
    if (key) byName.set(key.name, { AttributeName: key.name, AttributeType: key.type });
  }
  return [...byName.values()];
}

async function createTable(client: DynamoDBClient, name: string, def: TableDef): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeDefinitions(def),
      KeySchema: keySchema(def.partitionKey, def.sortKey),
      GlobalSecondaryIndexes:
        def.indexes.length > 0
          ? def.indexes.map((index) => ({
              IndexName: index.name,
              KeySchema: keySchema(index.partitionKey, index.sortKey),
              Projection: index.include
                ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.include] }
                : { ProjectionType: 'ALL' },
            }))
          : undefined,
    }),
  );
}

async function describe(client: DynamoDBClient, name: string): Promise<TableDescription | null> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: name }))).Table ?? null;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return null;
    throw error;
  }
}

async function waitActive(client: DynamoDBClient, name: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const table = await describe(client, name);
    if (table?.TableStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`table ${name} did not become active`);
}

async function waitGone(client: DynamoDBClient, name: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (!(await describe(client, name))) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`table ${name} was not deleted`);
}

function sameShape(table: TableDescription, def: TableDef): boolean {
  const existing = new Map((table.GlobalSecondaryIndexes ?? []).map((i) => [i.IndexName, i.KeySchema]));
  if (existing.size !== def.indexes.length) return false;
  const sameKeys = (a: KeySchemaElement[] | undefined, b: KeySchemaElement[]) =>
    JSON.stringify(a ?? []) === JSON.stringify(b);
  return (
    sameKeys(table.KeySchema, keySchema(def.partitionKey, def.sortKey)) &&
    def.indexes.every((index) =>
      sameKeys(existing.get(index.name), keySchema(index.partitionKey, index.sortKey)),
    )
  );
}

/**
 * dynalite cannot add an index to an existing table, so a table whose keys or indexes changed in
 * `tables.ts` is rebuilt: items copied out, table recreated, items written back, each with the key of the indexes
 * that list every item (`everyItem`) when it has none: what the AWS back-fill of docs/deploy.md does.
 */
async function rebuildTable(client: DynamoDBClient, name: string, def: TableDef): Promise<void> {
  const docs = DynamoDBDocumentClient.from(client);
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await docs.send(new ScanCommand({ TableName: name, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await client.send(new DeleteTableCommand({ TableName: name }));
  await waitGone(client, name);
  await createTable(client, name, def);
  await waitActive(client, name);
  const listed = everyItemKeys(def);
  for (let i = 0; i < items.length; i += 25) {
    const batch = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item: { ...listed, ...Item } } }));
    await docs.send(new BatchWriteCommand({ RequestItems: { [name]: batch } }));
  }
}

/** Creates each table of `defs` that is missing and rebuilds any whose keys or indexes differ. */
export async function ensureTables<T extends string = TableName>(
  client: DynamoDBClient,
  names: Record<T, string>,
  defs: Record<T, TableDef> = tables as Record<T, TableDef>,
): Promise<void> {
  for (const [table, def] of Object.entries(defs) as Array<[T, TableDef]>) {
    const name = names[table];
    const existing = await describe(client, name);
    if (!existing) {
      await createTable(client, name, def);
      await waitActive(client, name);
    } else if (!sameShape(existing, def)) {
      await rebuildTable(client, name, def);
    }
  }
}

const WORKER_URL = new URL('./dynalite-worker.mjs', import.meta.url);
/** After `stop`, how long the worker may take to close LevelDB before it is terminated. */
const STOP_GRACE_MS = 10_000;

type WorkerMessage = { type: 'listening'; port: number } | { type: 'stopped'; error?: string };

/** Starts dynalite on `path` in a worker thread; resolves once it listens. */
function startWorker(path: string): Promise<{ worker: Worker; port: number }> {
  // No inherited loader flags (tsx, vitest): the worker is plain JavaScript and starts faster without them.
  const worker = new Worker(WORKER_URL, { workerData: { path }, execArgv: [] });
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`dynalite worker exited with code ${code} at start`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: WorkerMessage) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (message.type === 'listening') resolve({ worker, port: message.port });
      else reject(new Error('dynalite worker stopped at start'));
    });
  });
}

/** Asks the worker to close the server and LevelDB, and waits for the thread to end. */
function stopWorker(worker: Worker, exited: boolean): Promise<void> {
  if (exited) return Promise.resolve();
  return new Promise((resolve, reject) => {
    let failure: Error | undefined;
    const timer = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'stopped' && message.error) failure = new Error(message.error);
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else resolve();
    });
    worker.postMessage({ type: 'stop' });
  });
}

export async function startLocalDynamo(
  dataDir: string,
  names: Record<TableName, string>,
): Promise<LocalDynamo> {
  const { worker, port } = await startWorker(join(dataDir, 'dynamodb'));
  // A crash after start is a bug worth seeing; requests then fail with connection errors.
  worker.on('error', (error) => logger.error('local runtime: dynalite worker failed', { error }));
  let exited = false;
  worker.once('exit', () => {
    exited = true;
  });
  const endpoint = `http://127.0.0.1:${port}`;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= stopWorker(worker, exited);
    return stopping;
  };
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await ensureTables(client, names);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, stop };
}
