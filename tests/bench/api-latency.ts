// Benchmark of the API on the local runtime: latency of POST declaracao-save and GET mp-status under 50 concurrent
// connections for 10 s each (autocannon), against the runtime in this process (API server and handlers on the
// main thread, dynalite over HTTP in its worker thread, s3rver, the Mercado Pago stand-in). Figures of the local
// runtime, printed, not a target: in AWS each request has a Lambda of its own and DynamoDB behind it. The load
// comes from a separate process (api-latency-load.cjs), so the runtime's CPU per request is measured alone;
// the machine's load (other processes) is printed beside the figures. `npx tsx tests/bench/api-latency.ts`.

import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type autocannon from 'autocannon';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { TERMS_VERSION } from '../../shared/terms';

/** Changes the form of a draft per request; a file, since autocannon runs in the load generator's process. */
const SAVE_REQUEST_HOOK = fileURLToPath(new URL('./api-latency-save-request.cjs', import.meta.url));
const LOAD_GENERATOR = fileURLToPath(new URL('./api-latency-load.cjs', import.meta.url));

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
  /** CPU time of the runtime's process (API thread, dynalite thread, LevelDB and GC threads) per request. */
  runtimeCpuMsPerRequest: number;
  /** CPU time of the load generator's process per request. */
  generatorCpuMsPerRequest: number;
  /** Share of the machine's CPU used by other processes (other people's jobs) during the run, 0..1. */
  othersCpuShare: number;
  /** One-minute load average when the run ended. */
  loadAverage: number;
}

export interface ApiLatencyResult {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  cores: number;
  endpoints: EndpointFigures[];
}

export interface ApiLatencyOptions {
  connections?: number;
  durationSeconds?: number;
  /** Load before each measured run, its figures dropped; default 2 s. */
  warmupSeconds?: number;
  /** Which endpoints to measure (e.g. one alone while profiling); default both. */
  only?: 'save' | 'status';
}

async function call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

type LoadMessage =
  | { type: 'measuring' }
  | { type: 'failed'; message: string }
  | {
      type: 'done';
      latency: autocannon.Histogram;
      requests: autocannon.Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
      cpuMs: number;
    };

/** Busy and total CPU time of the whole machine so far, in ms (every core). */
function machineCpu(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/**
 * Runs autocannon in its own process: `warmupSeconds` of the same load first (JIT and caches warm, as in a
 * runtime that has been up a while), then the measured run, with this process's and the machine's CPU.
 */
async function measure(
  name: string,
  options: autocannon.Options,
  warmupSeconds: number,
): Promise<EndpointFigures> {
  const generator = fork(LOAD_GENERATOR, [], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let ownStart = process.cpuUsage();
  let machineStart = machineCpu();
  const answer = await new Promise<Extract<LoadMessage, { type: 'done' }>>((resolve, reject) => {
    generator.on('message', (message: LoadMessage) => {
      if (message.type === 'measuring') {
        ownStart = process.cpuUsage();
        machineStart = machineCpu();
      } else if (message.type === 'done') resolve(message);
      else reject(new Error(`load generator failed: ${message.message}`));
    });
    generator.once('error', reject);
    generator.once('exit', (code) => reject(new Error(`load generator exited with code ${code}`)));
    generator.send({ options, warmupSeconds });
  });
  const own = process.cpuUsage(ownStart);
  const machineEnd = machineCpu();
  const requests = answer.requests.total;
  const ownMs = (own.user + own.system) / 1000;
  const machineBusy = machineEnd.busy - machineStart.busy;
  const machineTotal = machineEnd.total - machineStart.total;
  return {
    name,
    p50Ms: answer.latency.p50,
    p90Ms: answer.latency.p90,
    p975Ms: answer.latency.p97_5,
    p99Ms: answer.latency.p99,
    maxMs: answer.latency.max,
    avgMs: answer.latency.average,
    requestsPerSecond: answer.requests.average,
    requests,
    failures: answer.non2xx + answer.errors + answer.timeouts,
    runtimeCpuMsPerRequest: requests > 0 ? ownMs / requests : 0,
    generatorCpuMsPerRequest: requests > 0 ? answer.cpuMs / requests : 0,
    othersCpuShare: machineTotal > 0 ? Math.max(0, (machineBusy - ownMs - answer.cpuMs) / machineTotal) : 0,
    loadAverage: loadavg()[0] ?? 0,
  };
}

/** Starts the local runtime in a temporary folder, signs in, and measures both endpoints one after the other. */
export async function benchApiLatency(options: ApiLatencyOptions = {}): Promise<ApiLatencyResult> {
  const connections = options.connections ?? 50;
  const durationSeconds = options.durationSeconds ?? 10;
  const warmupSeconds = options.warmupSeconds ?? 2;
  const dataDir = await mkdtemp(join(tmpdir(), 'dp-bench-'));
  // Request lines off, so that writing them to this terminal is not what gets measured; read at module load.
  process.env.LOG_LEVEL ??= 'warn';
  const { startLocalRuntime } = await import('../../local/server');
  const { mercadoPagoExtension } = await import('../../local/mercado-pago/extension');
  const runtime = await startLocalRuntime({
    port: 0,
    spa: 'none',
    dataDir,
    // The stand-in, whatever MP_* this shell has.
    extensions: [mercadoPagoExtension({ env: {} })],
    // One client making thousands of requests: the front door's per-address limits (`npm run load`) would
    // answer most of them 429; this measures the handlers.
    edgeLimits: false,
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
    const endpoints: EndpointFigures[] = [];
    if (options.only !== 'status') {
      endpoints.push(
        await measure(
          'POST declaracao-save',
          {
            url: `${api}/declaracao-save`,
            connections,
            duration: durationSeconds,
            initialContext: { drafts, form: declaracaoResidenciaExemplo },
            requests: [{ method: 'POST', headers: auth, setupRequest: SAVE_REQUEST_HOOK }],
          },
          warmupSeconds,
        ),
      );
    }

    // A person's page polling a pending PIX as the payment panel does, naming the payment and the document
    // (Mercado Pago is asked again at most every 3 s).
    const reference = drafts[0]!;
    const pay = (await call(`${api}/mp-pay`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        terms_version: TERMS_VERSION,
        reference,
        method: 'pix',
        email: 'bench@example.com',
      }),
    })) as { payment: { id: string } };
    if (options.only !== 'save') {
      endpoints.push(
        await measure(
          'GET mp-status',
          {
            url: `${api}/mp-status?id=${pay.payment.id}&reference=${reference}`,
            connections,
            duration: durationSeconds,
            headers: { authorization: `Bearer ${token}` },
          },
          warmupSeconds,
        ),
      );
    }

    return {
      connections,
      durationSeconds,
      warmupSeconds,
      cores: cpus().length,
      endpoints,
    };
  } finally {
    // autocannon resolves with its last requests still in the handlers; let them finish before the tables close.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await runtime.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Above this share of the machine used by other processes, the figures say they were disturbed. */
const DISTURBED_SHARE = 0.1;

/**
 * Lines for the benchmark report. Besides the latencies, each endpoint's CPU per request and what it implies:
 * with every core busy, throughput cannot exceed cores / CPU per request, and a closed loop of N connections
 * then waits at least N / throughput on average (Little's law), whatever the code does with its time.
 */
export function formatApiLatency(r: ApiLatencyResult): string {
  const lines = r.endpoints.flatMap((e) => {
    const cpuPerRequest = e.runtimeCpuMsPerRequest + e.generatorCpuMsPerRequest;
    const ceiling = cpuPerRequest > 0 ? (r.cores * 1000) / cpuPerRequest : 0;
    const meanFloorMs = ceiling > 0 ? (r.connections / ceiling) * 1000 : 0;
    return [
      `${e.name}: p50 ${e.p50Ms} ms, p90 ${e.p90Ms} ms, p97.5 ${e.p975Ms} ms, p99 ${e.p99Ms} ms, ` +
        `max ${e.maxMs} ms, avg ${e.avgMs.toFixed(2)} ms, ` +
        `${e.requestsPerSecond.toFixed(0)} req/s (${e.requests} requests, ${e.failures} failed)`,
      `  CPU per request: runtime ${e.runtimeCpuMsPerRequest.toFixed(2)} ms, load generator ` +
        `${e.generatorCpuMsPerRequest.toFixed(2)} ms; ${r.cores} cores allow at most ${ceiling.toFixed(0)} req/s, ` +
        `so ${r.connections} connections wait >= ${meanFloorMs.toFixed(0)} ms on average`,
      `  machine: other processes used ${(e.othersCpuShare * 100).toFixed(0)}% of its CPU during the run, ` +
        `load average ${e.loadAverage.toFixed(2)}` +
        (e.othersCpuShare > DISTURBED_SHARE ? ' (figures disturbed by other jobs)' : ''),
    ];
  });
  lines.push(
    `(${r.connections} connections, ${r.durationSeconds} s each after ${r.warmupSeconds} s of warm-up; load from a ` +
      'separate process; runtime: API and handlers on the main thread, dynalite over HTTP in a worker thread)',
  );
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchApiLatency();
  console.log(formatApiLatency(result));
  if (result.endpoints.some((e) => e.failures > 0)) process.exitCode = 1;
}
