// Benchmark of what the DynamoDB client itself costs per call in a Lambda: the SDK's own CPU (middleware, endpoint
// resolution, SigV4 signing, JSON (de)serialisation, marshalling), with a request handler that answers at once so
// that neither a network nor dynalite is measured. Compares lib-dynamodb's document client with the repositories'
// facade (`DynamoItems`) with and without `cacheMiddleware`. `npx tsx tests/bench/dynamo-client.ts`.
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { createDynamoItems } from '../../lambdas/adapters/dynamo-items';
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

function client(body: string, cacheMiddleware: boolean): DynamoDBClient {
  return new DynamoDBClient({
    region: 'sa-east-1',
    credentials: { accessKeyId: 'AKIDBENCH', secretAccessKey: 'bench' },
    cacheMiddleware,
    requestHandler: instantHandler(body),
  });
}

type Call = () => Promise<unknown>;

interface Variant {
  name: string;
  get: Call;
  update: Call;
}

function variants(): Variant[] {
  const getBody = JSON.stringify({ Item: marshall(ITEM) });
  const updateBody = '{}';
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
  const facade = (cache: boolean) => ({
    get: createDynamoItems(client(getBody, cache)),
    update: createDynamoItems(client(updateBody, cache)),
  });
  const plain = facade(false);
  const cached = facade(true);
  return [
    {
      name: 'document client (lib-dynamodb)',
      get: () => docsGet.send(new GetCommand(get)),
      update: () => docsUpdate.send(new UpdateCommand(update)),
    },
    {
      name: 'DynamoItems, no cacheMiddleware',
      get: () => plain.get.get(get),
      update: () => plain.update.update(update),
    },
    {
      name: 'DynamoItems, cacheMiddleware',
      get: () => cached.get.get(get),
      update: () => cached.update.update(update),
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
}

export async function benchDynamoClient(): Promise<DynamoClientFigures[]> {
  const figures: DynamoClientFigures[] = [];
  for (const variant of variants()) {
    figures.push({
      name: variant.name,
      getMs: await cpuPerCall(variant.get),
      updateMs: await cpuPerCall(variant.update),
    });
  }
  return figures;
}

export function formatDynamoClient(figures: DynamoClientFigures[]): string {
  return [
    ...figures.map(
      (f) =>
        `${f.name}: GetItem ${f.getMs.toFixed(3)} ms, UpdateItem (declaration autosave) ${f.updateMs.toFixed(3)} ms of CPU per call`,
    ),
    `(SDK CPU only, as a Lambda pays it: signed requests to the regional endpoint, answered at once; ${CALLS} calls each after ${WARMUP} of warm-up)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatDynamoClient(await benchDynamoClient()));
}
