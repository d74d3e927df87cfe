// Benchmark of what the DynamoDB client itself costs per call in a Lambda: the client's own CPU (SigV4 signing, the
// HTTP exchange, JSON (de)serialisation, marshalling) against a server in another process that answers at once,
// so that neither a network nor dynalite is measured. Compares lib-dynamodb's document client with the SDK's
// defaults and the repositories' port (`DynamoItems` over the document client built by `aws-clients.ts`, with its
// time-outs and retry mode), on a GetItem, an UpdateItem and a Query page of the admins' search.
// `npx tsx tests/bench/dynamo-client.ts`.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { createDynamoClient, createDynamoItems } from '../../lambdas/adapters/dynamo-items';
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

/** A server in its own process answering each operation at once with its body from `bodies` (by X-Amz-Target). */
async function instantServer(
  bodies: Record<string, string>,
): Promise<{ endpoint: string; child: ChildProcess }> {
  const script = `
    const bodies = JSON.parse(process.env.BODIES);
    const server = require('node:http').createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const body = bodies[String(req.headers['x-amz-target']).split('.').pop()] ?? '{}';
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { BODIES: JSON.stringify(bodies) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [port] = (await once(child.stdout!, 'data')) as [Buffer];
  return { endpoint: `http://127.0.0.1:${port.toString().trim()}`, child };
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

/** What DynamoDB answers to each operation of the bench. */
const ANSWERS = () => ({
  GetItem: JSON.stringify({ Item: marshall(ITEM) }),
  UpdateItem: '{}',
  Query: JSON.stringify({ Items: LISTED.map((item) => marshall(item)), Count: 21, ScannedCount: 21 }),
});

function variants(endpoint: string): Variant[] {
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
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const docs = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'sa-east-1', endpoint, credentials }),
  );
  const items = createDynamoItems(createDynamoClient({ region: 'sa-east-1', dynamodbEndpoint: endpoint }));
  return [
    {
      name: 'document client (lib-dynamodb, SDK defaults)',
      get: () => docs.send(new GetCommand(get)),
      update: () => docs.send(new UpdateCommand(update)),
      query: () => docs.send(new QueryCommand(query)),
    },
    {
      name: 'DynamoItems over the document client of aws-clients.ts (as the repositories)',
      get: () => items.get(get),
      update: () => items.update(update),
      query: () => items.query(query),
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
  const { endpoint, child } = await instantServer(ANSWERS());
  try {
    const figures: DynamoClientFigures[] = [];
    for (const variant of variants(endpoint)) {
      figures.push({
        name: variant.name,
        getMs: await cpuPerCall(variant.get),
        updateMs: await cpuPerCall(variant.update),
        queryMs: await cpuPerCall(variant.query),
      });
    }
    return figures;
  } finally {
    child.kill();
  }
}

export function formatDynamoClient(figures: DynamoClientFigures[]): string {
  return [
    ...figures.map(
      (f) =>
        `${f.name}: GetItem ${f.getMs.toFixed(3)} ms, UpdateItem (declaration autosave) ${f.updateMs.toFixed(3)} ms, Query (21 admin index entries) ${f.queryMs.toFixed(3)} ms of CPU per call`,
    ),
    `(the client's CPU only, as a Lambda pays it: signed HTTP requests to a server in another process that answers at once; ${CALLS} calls each after ${WARMUP} of warm-up)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatDynamoClient(await benchDynamoClient()));
}
