// Benchmark of the API on the local runtime (issue 3, item 10): latency of POST declaracao-save and GET mp-status
// under 50 concurrent connections for 10 s each (autocannon), against dynalite, s3rver and the Mercado Pago
// stand-in in this process. Runs alone with `npx tsx tests/bench/api-latency.ts`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';

/** Changes the form of a draft per request; a file, since autocannon runs in a worker thread (its own core). */
const SAVE_REQUEST_HOOK = fileURLToPath(new URL('./api-latency-save-request.cjs', import.meta.url));

/** Target of issue 3 on the reference machine. */
export const API_TARGETS = { p99Ms: 50 } as const;

export interface EndpointFigures {
  name: string;
  p50Ms: number;
  p90Ms: number;
  p975Ms: number;
  p99Ms: number;
  maxMs: number;
  avgMs: number;
  requestsPerSecond: number;
  requests: number;
  /** Answers other than 2xx, and connection errors or time-outs. */
  failures: number;
}

export interface ApiLatencyResult {
  connections: number;
  durationSeconds: number;
  endpoints: EndpointFigures[];
  withinTargets: boolean;
}

export interface ApiLatencyOptions {
  connections?: number;
  durationSeconds?: number;
}

async function call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

function figures(name: string, result: autocannon.Result): EndpointFigures {
  return {
    name,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p975Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    avgMs: result.latency.average,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Starts the local runtime in a temporary folder, signs in, and measures both endpoints one after the other. */
export async function benchApiLatency(options: ApiLatencyOptions = {}): Promise<ApiLatencyResult> {
  const connections = options.connections ?? 50;
  const durationSeconds = options.durationSeconds ?? 10;
  const dataDir = await mkdtemp(join(tmpdir(), 'dp-bench-'));
  // Request lines off, so that writing them to this terminal is not what gets measured; read at module load.
  process.env.LOG_LEVEL ??= 'warn';
  const { startLocalRuntime } = await import('../../lambdas/local/server');
  const { mercadoPagoExtension } = await import('../../lambdas/local/mercado-pago/extension');
  const runtime = await startLocalRuntime({
    port: 0,
    spa: 'none',
    dataDir,
    // The stand-in, whatever MP_* this shell has.
    extensions: [mercadoPagoExtension({ env: {} })],
  });
  try {
    const api = `${runtime.url}/backend/api`;
    const json = { 'content-type': 'application/json' };
    const { token } = (await call(`${api}/local-login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'bench@example.com', name: 'Bench', admin: false }),
    })) as { token: string };
    const auth = { ...json, authorization: `Bearer ${token}` };

    // Autosave as many people do it: each save changes its own draft. More drafts than connections, so that
    // two requests rarely touch the same one at once.
    const drafts: string[] = [];
    for (let n = 0; n < connections * 4; n += 1) {
      const saved = await call(`${api}/declaracao-save`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ form: declaracaoResidenciaExemplo }),
      });
      drafts.push(saved.id as string);
    }
    // One worker thread sends the load, so the generator does not share the server's event loop.
    const save = await autocannon({
      url: `${api}/declaracao-save`,
      connections,
      duration: durationSeconds,
      workers: 1,
      initialContext: { drafts, form: declaracaoResidenciaExemplo },
      requests: [{ method: 'POST', headers: auth, setupRequest: SAVE_REQUEST_HOOK }],
    });

    // A person's page polling a pending PIX (Mercado Pago is asked again at most every 3 s).
    const reference = drafts[0]!;
    const pay = (await call(`${api}/mp-pay`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ reference, method: 'pix', email: 'bench@example.com' }),
    })) as { payment: { id: string } };
    const status = await autocannon({
      url: `${api}/mp-status?id=${pay.payment.id}`,
      connections,
      duration: durationSeconds,
      workers: 1,
      headers: { authorization: `Bearer ${token}` },
    });

    const endpoints = [figures('POST declaracao-save', save), figures('GET mp-status', status)];
    return {
      connections,
      durationSeconds,
      endpoints,
      withinTargets: endpoints.every((e) => e.p99Ms <= API_TARGETS.p99Ms && e.failures === 0),
    };
  } finally {
    // autocannon resolves with its last requests still in the handlers; let them finish before the tables close.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await runtime.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Lines for the benchmark report. */
export function formatApiLatency(r: ApiLatencyResult): string {
  const lines = r.endpoints.map(
    (e) =>
      `${e.name}: p50 ${e.p50Ms} ms, p90 ${e.p90Ms} ms, p97.5 ${e.p975Ms} ms, p99 ${e.p99Ms} ms, ` +
      `max ${e.maxMs} ms, avg ${e.avgMs.toFixed(2)} ms, ` +
      `${e.requestsPerSecond.toFixed(0)} req/s (${e.requests} requests, ${e.failures} failed)`,
  );
  lines.push(
    `(${r.connections} connections, ${r.durationSeconds} s each, local runtime; target p99 <= ${API_TARGETS.p99Ms} ms: ` +
      `${r.withinTargets ? 'met' : 'NOT met'})`,
  );
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchApiLatency();
  console.log(formatApiLatency(result));
  if (!result.withinTargets) process.exitCode = 1;
}
