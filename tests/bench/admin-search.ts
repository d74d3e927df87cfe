// The admins' search latency (issue 22 item 8): 10,000 documents of every kind seeded straight into the local
// runtime's dynalite (as creates write them: kind, lowercased e-mail, all_key, state), then `GET admin-search`
// over HTTP on one connection, one call at a time, from a client in its own process (as the admin's browser
// is): by e-mail, by kind with a state filter, every kind, by reference. Beside each search's median and p99 it
// prints what it cost underneath: CPU of the runtime's main thread (API server, handler, SDK) and of its other
// threads (dynalite's worker, LevelDB, GC helpers) per call, the client's CPU, the DynamoDB requests and items
// one search reads (the product's own use case over a counting client), and the time of those same requests
// sent straight to dynalite: the emulator's share of the figure.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface AdminSearchFigures {
  documents: number;
  loadAverage: { before: number; after: number };
  searches: Array<{
    name: string;
    calls: number;
    p50Ms: number;
    p99Ms: number;
    /** CPU per call of the runtime's main thread and of its other threads; null off Linux. */
    mainCpuMs: number | null;
    otherCpuMs: number;
    clientCpuMs: number;
    /** DynamoDB requests of one search (besides the audit PutItem every admin request writes) and items read. */
    requests: number;
    itemsRead: number;
    /** The same requests and the audit PutItem sent straight to dynalite, one search's worth at a time. */
    directP50Ms: number;
    directP99Ms: number;
  }>;
}

const DOCUMENTS = 10_000;
const OWNERS = 500;
const CALLS = 200;
const WARMUP = 10;
/** Searches replayed straight against dynalite per kind of search. */
const DIRECT_CALLS = 100;
const CLIENT = fileURLToPath(new URL('./admin-search-client.cjs', import.meta.url));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** CPU ms of this process's main thread (Linux: /proc), or null where it cannot be read. */
function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function processCpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

type ClientMessage =
  | { type: 'measuring' }
  | { type: 'done'; times: number[]; cpuMs: number }
  | { type: 'failed'; message: string };

/** Runs `paths` from the client process; CPU of this process is read around the counted calls only. */
function runClient(
  client: ReturnType<typeof fork>,
  run: { url: string; token: string; paths: string[]; warmup: number },
) {
  return new Promise<{ times: number[]; cpuMs: number; mainMs: number | null; totalMs: number }>(
    (resolve, reject) => {
      let main: number | null = null;
      let total = 0;
      const onMessage = (message: ClientMessage) => {
        if (message.type === 'measuring') {
          main = mainThreadCpuMs();
          total = processCpuMs();
          client.send({ type: 'go' });
        } else {
          client.off('message', onMessage);
          if (message.type === 'failed') reject(new Error(message.message));
          else {
            const mainNow = mainThreadCpuMs();
            resolve({
              times: message.times,
              cpuMs: message.cpuMs,
              mainMs: main === null || mainNow === null ? null : mainNow - main,
              totalMs: processCpuMs() - total,
            });
          }
        }
      };
      client.on('message', onMessage);
      client.send({ type: 'run', ...run });
    },
  );
}

export async function benchAdminSearch(): Promise<AdminSearchFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dp-bench-admin-'));
  // The logger reads LOG_LEVEL when it loads, which importing the runtime does: set before, or every request
  // line is printed (the runtime's `env` option comes too late for it).
  process.env.LOG_LEVEL ??= 'error';
  const loadBefore = loadavg()[0] ?? 0;
  const { startLocalRuntime } = await import('../../local/server');
  const { allDocumentKinds } = await import('../../lambdas/use-cases/document-kinds');
  const runtime = await startLocalRuntime({ port: 0, spa: 'none', dataDir, edgeLimits: false });
  const dynamo = new DynamoDBClient({
    endpoint: runtime.dynamoEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const client = fork(CLIENT, [], { execArgv: [] });
  try {
    const kinds = allDocumentKinds().map((kind) => kind.kind);
    const start = Date.now() - DOCUMENTS * 60_000;
    const idOf = (n: number) => `bench-${kinds[n % kinds.length]}-${String(n).padStart(6, '0')}`;
    const documents = DynamoDBDocumentClient.from(dynamo);
    for (let first = 0; first < DOCUMENTS; first += 25) {
      const items = Array.from({ length: 25 }, (_, i) => {
        const n = first + i;
        const kind = kinds[n % kinds.length]!;
        const owner = `cliente${n % OWNERS}@example.com`;
        // A third of each kind paid (n % 3 alone would make three kinds all paid and six never).
        const paid = Math.floor(n / kinds.length) % 3 === 0;
        return {
          id: idOf(n),
          kind,
          owner_uid: `uid-${n % OWNERS}`,
          owner_email: owner,
          owner_email_lc: owner,
          owner_kind: `uid-${n % OWNERS}#${kind}`,
          all_key: 'all',
          form: { titular_nome: `Pessoa ${n}`, titular_cpf: '529.982.247-25' },
          payment_reference: `bench-${n}`,
          payment_id: n % 2 === 0 ? String(10_000_000 + n) : null,
          paid,
          paid_at: paid ? start + n * 60_000 : null,
          needs_repayment: false,
          blocked: n % 97 === 0,
          pdf_generated: paid,
          pdf_key: null,
          is_draft: !paid,
          payment_attempt: 0,
          created_at: start + n * 60_000,
          updated_at: start + n * 60_000,
          version: 1,
        };
      });
      await documents.send(
        new BatchWriteCommand({
          RequestItems: { documents: items.map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    }
    const api = `${runtime.url}/backend/api`;
    const login = await fetch(`${api}/local-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', name: 'Bench', admin: true }),
    });
    const { token } = (await login.json()) as { token: string };
    const searches: Array<[string, (n: number) => Record<string, string>]> = [
      ['by e-mail', (n) => ({ q: `cliente${n % OWNERS}@example.com` })],
      ['one kind, paid', (n) => ({ kind: kinds[n % kinds.length]!, state: 'paid' })],
      ['every kind, newest first', () => ({})],
      ['by reference', (n) => ({ q: idOf((n * 37) % DOCUMENTS) })],
    ];
    const underneath = await dynamoCost(runtime.dynamoEndpoint);
    const figures: AdminSearchFigures['searches'] = [];
    for (const [name, params] of searches) {
      const paths = Array.from(
        { length: CALLS + WARMUP },
        (_, n) => `/admin-search?${new URLSearchParams(params(n))}`,
      );
      const run = await runClient(client, { url: api, token, paths, warmup: WARMUP });
      const times = [...run.times].sort((a, b) => a - b);
      const cost = await underneath(Array.from({ length: DIRECT_CALLS }, (_, n) => params(n)));
      figures.push({
        name,
        calls: times.length,
        p50Ms: percentile(times, 0.5),
        p99Ms: percentile(times, 0.99),
        mainCpuMs: run.mainMs === null ? null : run.mainMs / times.length,
        otherCpuMs: (run.totalMs - (run.mainMs ?? 0)) / times.length,
        clientCpuMs: run.cpuMs / times.length,
        ...cost,
      });
    }
    return {
      documents: DOCUMENTS,
      loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0 },
      searches: figures,
    };
  } finally {
    client.send({ type: 'stop' });
    dynamo.destroy();
    await runtime.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * What a search costs in DynamoDB: the admin-search use case (`searchDocuments`) with the product's adapters over
 * a client that notes every request (its input, items read); then the noted requests of each search are sent
 * again, one after another as the use case sent them, straight to dynalite with the same client, and timed.
 * Imported once the runtime has set the environment (the adapters read their configuration at load).
 */
async function dynamoCost(endpoint: string) {
  const { BatchGetCommand, GetCommand, PutCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { adminSearchQuery } = await import('../../shared/api/admin');
  const { createDynamoClient, createDynamoItems } = await import('../../lambdas/adapters/dynamo-items');
  const { createAdminIndex } = await import('../../lambdas/adapters/admin-index');
  const { createDocumentsRepository } = await import('../../lambdas/adapters/documents-repository');
  const { createPaymentsRepository } = await import('../../lambdas/adapters/payments-repository');
  const { createAuditTrail } = await import('../../lambdas/adapters/audit-trail');
  const { tableName } = await import('../../lambdas/core/config');
  const { searchDocuments } = await import('../../lambdas/use-cases/admin-console');
  type Noted = { command: string; input: Record<string, unknown>; read: number };
  let noted: Noted[] = [];
  const docs = createDynamoClient({ region: 'us-east-1', dynamodbEndpoint: endpoint });
  // The product's document client, noting each command it sends (its input, as the repositories wrote it) and
  // the items DynamoDB read for it. A client-level middleware of the first step sees the document commands'
  // native input and output, outside their marshalling.
  docs.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const output = result.output as { ScannedCount?: number; Item?: unknown; Responses?: object };
      noted.push({
        command: String(context.commandName),
        input: args.input as Record<string, unknown>,
        read:
          output.ScannedCount ??
          (output.Responses ? Object.values(output.Responses).flat().length : output.Item ? 1 : 0),
      });
      return result;
    },
    { step: 'initialize', name: 'benchNoteRequests' },
  );
  const items = createDynamoItems(docs);
  const deps = {
    documents: createDocumentsRepository(items, tableName('documents')),
    payments: createPaymentsRepository(items, tableName('payments')),
    index: createAdminIndex(items, tableName('documents')),
    audit: createAuditTrail(items, () => tableName('audit')),
    now: Date.now,
  };
  // The same client as the handlers', without the use case around it.
  const plain = createDynamoClient({ region: 'us-east-1', dynamodbEndpoint: endpoint });
  const send = (command: string, input: Record<string, unknown>) => {
    if (command.startsWith('Query')) return plain.send(new QueryCommand(input as never));
    if (command.startsWith('BatchGet')) return plain.send(new BatchGetCommand(input as never));
    return plain.send(new GetCommand(input as never));
  };
  // The audit item the handler pipeline writes for every admin request (audit-log.ts), one per search.
  const auditWrite = (n: number) =>
    plain.send(
      new PutCommand({
        TableName: tableName('audit'),
        Item: {
          actor: 'bench-admin',
          at_request: `${new Date().toISOString()}#direct-${n}`,
          email: 'bench@example.com',
          method: 'GET',
          path: '/backend/api/admin-search',
          status: 200,
          at: Date.now(),
        },
        ConditionExpression: 'attribute_not_exists(actor)',
      }),
    );
  return async (queries: Array<Record<string, string>>) => {
    const searches: Noted[][] = [];
    for (const query of queries) {
      noted = [];
      await searchDocuments(deps, adminSearchQuery.parse(query));
      searches.push(noted);
    }
    const times: number[] = [];
    for (const [n, requests] of searches.entries()) {
      const began = performance.now();
      for (const { command, input } of requests) {
        await send(command, input);
      }
      await auditWrite(n);
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    const mean = (of: (requests: Noted[]) => number) =>
      searches.reduce((sum, requests) => sum + of(requests), 0) / searches.length;
    return {
      requests: mean((requests) => requests.length),
      itemsRead: mean((requests) => requests.reduce((sum, request) => sum + request.read, 0)),
      directP50Ms: percentile(times, 0.5),
      directP99Ms: percentile(times, 0.99),
    };
  };
}

export function formatAdminSearch(result: AdminSearchFigures): string {
  const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(1)} ms`);
  const lines = result.searches.flatMap((s) => [
    `  ${s.name.padEnd(26)} median ${s.p50Ms.toFixed(1)} ms, p99 ${s.p99Ms.toFixed(1)} ms (${s.calls} calls)`,
    `  ${''.padEnd(26)} CPU per call: runtime main thread ${ms(s.mainCpuMs)}, its other threads (dynalite, LevelDB, GC) ${ms(s.otherCpuMs)}, client ${ms(s.clientCpuMs)}`,
    `  ${''.padEnd(26)} DynamoDB per search: ${s.requests.toFixed(1)} requests reading ${s.itemsRead.toFixed(0)} items (+1 audit PutItem); those and the PutItem straight to dynalite: median ${s.directP50Ms.toFixed(1)} ms, p99 ${s.directP99Ms.toFixed(1)} ms`,
  ]);
  return [
    `${result.documents} documents, one connection from a client process, target p99 <= 50 ms (load average ${result.loadAverage.before.toFixed(1)} before, ${result.loadAverage.after.toFixed(1)} after):`,
    ...lines,
  ].join('\n');
}
