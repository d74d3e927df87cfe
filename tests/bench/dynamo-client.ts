// Benchmark of what the DynamoDB client itself costs per call in a Lambda: the SDK's own CPU (middleware, endpoint
// resolution, SigV4 signing, JSON (de)serialisation, marshalling), with a request handler that answers at once so
// that neither a network nor dynalite is measured. Compares lib-dynamodb's document client with the repositories'
// facade (`DynamoItems`) with and without `cacheMiddleware` and the SDK's logger middleware, on a GetItem, an
// UpdateItem and a Query page of the admins' search. `npx tsx tests/bench/dynamo-client.ts`.
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { createDynamoItems, withoutSdkLogging } from '../../lambdas/adapters/dynamo-items';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';

const TABLE = 'documents';
const CALLS = 4000;
const WARMUP = 1000;

/** A stored declaration, as a GetItem answers it. */
const ITEM = {
  id: 'decl-bench',
  kind: 'declaracao_residencia',
  owner_uid: 'uid-bench',
  form: declaracaoResidenciaExemplo,
  paid: false,
  version: 3,
  created_at: 1,
  updated_at: 2,
};

/** Answers every request at once, as DynamoDB would with `body`. */
function instantHandler(body: string) {
  return {
    metadata: { handlerProtocol: 'http/1.1' },
    async handle() {
      return {
        response: {
          statusCode: 200,
          headers: { 'content-type': 'application/x-amz-json-1.0' },
          body: Buffer.from(body),
        },
      };
    },
  };
}

function client(body: string, cacheMiddleware: boolean, sdkLogging = true): DynamoDBClient {
  const built = new DynamoDBClient({
    region: 'sa-east-1',
    credentials: { accessKeyId: 'AKIDBENCH', secretAccessKey: 'bench' },
    cacheMiddleware,
    requestHandler: instantHandler(body),
  });
  return sdkLogging ? built : withoutSdkLogging(built);
}

type Call = () => Promise<unknown>;

interface Variant {
  name: string;
  get: Call;
  update: Call;
  query: Call;
}

/** A page of the admins' search: 21 index entries of `byKindCreated` (what a result row shows). */
const LISTED = Array.from({ length: 21 }, (_, n) => ({
  id: `decl-bench-${n}`,
  kind: 'declaracao_residencia',
  created_at: 1_700_000_000_000 + n,
  owner_email: `cliente${n}@example.com`,
  paid: n % 3 === 0,
  needs_repayment: false,
  blocked: false,
  pdf_generated: n % 3 === 0,
  payment_id: String(10_000_000 + n),
}));

function variants(): Variant[] {
  const getBody = JSON.stringify({ Item: marshall(ITEM) });
  const updateBody = '{}';
  const queryBody = JSON.stringify({
    Items: LISTED.map((item) => marshall(item)),
    Count: 21,
    ScannedCount: 21,
  });
  const query = {
    TableName: TABLE,
    IndexName: 'byKindCreated',
    KeyConditionExpression: '#key = :key AND #created BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#key': 'kind', '#created': 'created_at' },
    ExpressionAttributeValues: {
      ':key': 'declaracao_residencia',
      ':from': 0,
      ':to': Number.MAX_SAFE_INTEGER,
    },
    ScanIndexForward: false,
    Limit: 21,
  };
  const get = { TableName: TABLE, Key: { id: ITEM.id }, ConsistentRead: true };
  const update = {
    TableName: TABLE,
    Key: { id: ITEM.id },
    UpdateExpression: 'SET #form = :form, #updated_at = :now ADD #version :one',
    ConditionExpression: '#owner_kind = :owner_kind AND (#paid = :false OR #pdf_since_paid = :false)',
    ExpressionAttributeNames: {
      '#form': 'form',
      '#updated_at': 'updated_at',
      '#version': 'version',
      '#owner_kind': 'owner_kind',
      '#paid': 'paid',
      '#pdf_since_paid': 'pdf_since_paid',
    },
    ExpressionAttributeValues: {
      ':form': declaracaoResidenciaExemplo,
      ':now': 2,
      ':one': 1,
      ':owner_kind': 'uid-bench#declaracao_residencia',
      ':false': false,
    },
  };
  const docs = (body: string) => DynamoDBDocumentClient.from(client(body, false));
  const docsGet = docs(getBody);
  const docsUpdate = docs(updateBody);
  const docsQuery = docs(queryBody);
  const facade = (cache: boolean, sdkLogging = true) => ({
    get: createDynamoItems(client(getBody, cache, sdkLogging)),
    update: createDynamoItems(client(updateBody, cache, sdkLogging)),
    query: createDynamoItems(client(queryBody, cache, sdkLogging)),
  });
  const plain = facade(false);
  const cached = facade(true);
  const lean = facade(true, false);
  return [
    {
      name: 'document client (lib-dynamodb)',
      get: () => docsGet.send(new GetCommand(get)),
      update: () => docsUpdate.send(new UpdateCommand(update)),
      query: () => docsQuery.send(new QueryCommand(query)),
    },
    {
      name: 'DynamoItems, no cacheMiddleware',
      get: () => plain.get.get(get),
      update: () => plain.update.update(update),
      query: () => plain.query.query(query),
    },
    {
      name: 'DynamoItems, cacheMiddleware',
      get: () => cached.get.get(get),
      update: () => cached.update.update(update),
      query: () => cached.query.query(query),
    },
    {
      name: 'DynamoItems, cacheMiddleware, no SDK logger (as the repositories)',
      get: () => lean.get.get(get),
      update: () => lean.update.update(update),
      query: () => lean.query.query(query),
    },
  ];
}

/** CPU milliseconds per call of `call`, run one after another as a Lambda handles one request at a time. */
async function cpuPerCall(call: Call): Promise<number> {
  for (let n = 0; n < WARMUP; n += 1) await call();
  const start = process.cpuUsage();
  for (let n = 0; n < CALLS; n += 1) await call();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / CALLS;
}

export interface DynamoClientFigures {
  name: string;
  getMs: number;
  updateMs: number;
  queryMs: number;
}

export async function benchDynamoClient(): Promise<DynamoClientFigures[]> {
  const figures: DynamoClientFigures[] = [];
  for (const variant of variants()) {
    figures.push({
      name: variant.name,
      getMs: await cpuPerCall(variant.get),
      updateMs: await cpuPerCall(variant.update),
      queryMs: await cpuPerCall(variant.query),
    });
  }
  return figures;
}

export function formatDynamoClient(figures: DynamoClientFigures[]): string {
  return [
    ...figures.map(
      (f) =>
        `${f.name}: GetItem ${f.getMs.toFixed(3)} ms, UpdateItem (declaration autosave) ${f.updateMs.toFixed(3)} ms, Query (21 admin index entries) ${f.queryMs.toFixed(3)} ms of CPU per call`,
    ),
    `(SDK CPU only, as a Lambda pays it: signed requests to the regional endpoint, answered at once; ${CALLS} calls each after ${WARMUP} of warm-up)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatDynamoClient(await benchDynamoClient()));
}
