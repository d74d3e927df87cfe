// The admins' search latency (issue 22 item 8): 10,000 documents of every kind seeded straight into the local
// runtime's dynalite (as creates write them: kind, lowercased e-mail, state), then `GET admin-search` over HTTP
// on one connection, one call at a time: by e-mail, by kind with a state filter, every kind merged, by reference.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface AdminSearchFigures {
  documents: number;
  searches: Array<{ name: string; calls: number; p50Ms: number; p99Ms: number }>;
}

const DOCUMENTS = 10_000;
const OWNERS = 500;
const CALLS = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

export async function benchAdminSearch(): Promise<AdminSearchFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dp-bench-admin-'));
  const { startLocalRuntime } = await import('../../lambdas/local/server');
  const { allDocumentKinds } = await import('../../lambdas/use-cases/document-kinds');
  const runtime = await startLocalRuntime({
    port: 0,
    spa: 'none',
    dataDir,
    edgeLimits: false,
    env: { LOG_LEVEL: 'error' },
  });
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: runtime.dynamoEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  try {
    const kinds = allDocumentKinds().map((kind) => kind.kind);
    const start = Date.now() - DOCUMENTS * 60_000;
    const items = Array.from({ length: DOCUMENTS }, (_, n) => {
      const kind = kinds[n % kinds.length]!;
      const owner = `cliente${n % OWNERS}@example.com`;
      const paid = n % 3 === 0;
      return {
        id: `bench-${kind}-${String(n).padStart(6, '0')}`,
        kind,
        owner_uid: `uid-${n % OWNERS}`,
        owner_email: owner,
        owner_email_lc: owner,
        owner_kind: `uid-${n % OWNERS}#${kind}`,
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
    for (let i = 0; i < items.length; i += 25) {
      await documents.send(
        new BatchWriteCommand({
          RequestItems: { documents: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
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
    const searches: Array<[string, (n: number) => string]> = [
      ['by e-mail', (n) => `q=cliente${n % OWNERS}%40example.com`],
      ['one kind, paid', (n) => `kind=${kinds[n % kinds.length]}&state=paid`],
      ['every kind, newest first', () => ''],
      ['by reference', (n) => `q=${items[(n * 37) % DOCUMENTS]!.id}`],
    ];
    const figures: AdminSearchFigures['searches'] = [];
    for (const [name, query] of searches) {
      const times: number[] = [];
      for (let n = 0; n < CALLS + 10; n += 1) {
        const began = performance.now();
        const response = await fetch(`${api}/admin-search?${query(n)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`admin-search ${query(n)}: ${response.status}`);
        // The first calls warm the handler and the index pages; they are not counted.
        if (n >= 10) times.push(performance.now() - began);
      }
      times.sort((a, b) => a - b);
      figures.push({
        name,
        calls: times.length,
        p50Ms: percentile(times, 0.5),
        p99Ms: percentile(times, 0.99),
      });
    }
    return { documents: DOCUMENTS, searches: figures };
  } finally {
    documents.destroy();
    await runtime.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function formatAdminSearch(result: AdminSearchFigures): string {
  const lines = result.searches.map(
    (s) =>
      `  ${s.name.padEnd(26)} median ${s.p50Ms.toFixed(1)} ms, p99 ${s.p99Ms.toFixed(1)} ms (${s.calls} calls)`,
  );
  return [`${result.documents} documents, one connection, target p99 <= 50 ms:`, ...lines].join('\n');
}
