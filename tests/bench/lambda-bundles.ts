// Bundle report: bundles every route's handler and every scheduled job's with the esbuild settings the CDK stack
// uses (`infra/lambda-bundling.ts`, stand-ins of `BUNDLE_ALIASES` included) and prints each minified size, largest
// first, against the 1 MB budget (asserted on the synthesized bundles by tests/infra/stacks/bundles.test.ts), with
// the biggest packages inside the largest bundles (our own code by top folder), and the cold-start import time of
// each with the AWS SDK v3 clients it carries: a fresh Node process importing the bundle (median of 5), a figure,
// not a gate (the clients themselves are built on first use, not at import). Two figures per import: the wall
// time, and the time the process's main thread was on a CPU (`/proc/thread-self/schedstat`), which is what the
// wall time is on an idle machine: on a machine shared with other work the wall time mostly measures the wait for
// a CPU.
// Run: `npx tsx tests/bench/lambda-bundles.ts` (or `npm run bench -- bundles`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { BUNDLE_ALIASES, esbuildOptions, pdfEngineOptions } from '../../infra/lambda-bundling';
import { PDF_ENGINE_FILE } from '../../lambdas/pdf-engine/load';
import { type JobDef, jobs, type RouteDef, routes, type TableName } from '../../lambdas/routes';
import { tableEnvName, tables } from '../../lambdas/tables';

export const TARGET_BYTES = 1024 * 1024;
const IMPORT_RUNS = 5;

/** What the stack sets (placeholders): a bundle reads its settings at module load, as in Lambda. */
const BUNDLE_ENV = {
  AWS_REGION: 'sa-east-1',
  COGNITO_USER_POOL_ID: 'sa-east-1_Bench0001',
  COGNITO_CLIENT_ID: 'benchclient',
  // Every table of tables.ts, as the stack names each one a route uses.
  ...Object.fromEntries(Object.keys(tables).map((table) => [tableEnvName(table as TableName), table])),
  PDF_BUCKET: 'bench-bucket',
  MP_SECRET_ARN: 'arn:aws:secretsmanager:sa-east-1:111111111111:secret:bench',
  PUBLIC_API_BASE_URL: 'https://bench.example/backend/api',
  // The site's origin, which the stack gives the functions that print it or mail a link to it.
  PUBLIC_SITE_URL: 'https://bench.example',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  // What Lambda's Node.js runtime sets: Powertools' Tracer is on (it is off outside Lambda, and the X-Ray SDK is then
  // loaded in its cheaper manual mode), so the import is measured as a cold start pays it.
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
  AWS_LAMBDA_FUNCTION_NAME: 'bench',
  POWERTOOLS_SERVICE_NAME: 'documentos-prontos',
  POWERTOOLS_METRICS_NAMESPACE: 'DocumentosProntos',
};

export interface ImportTime {
  /** Wall-clock milliseconds of the import. */
  wallMs: number;
  /** Milliseconds the main thread spent on a CPU during the import (Linux; the wall time elsewhere). */
  cpuMs: number;
}

/** Runs `await import(bundle)` in a fresh process and prints the wall and main-thread times, in ms. */
const IMPORT_SCRIPT = (href: string) => `
import { readFileSync } from 'node:fs';
const onCpu = () => { try { return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6; } catch { return NaN; } };
const cpu = onCpu(); const wall = performance.now();
await import(${JSON.stringify(href)});
const wallMs = performance.now() - wall; const cpuMs = onCpu() - cpu;
console.log(JSON.stringify({ wallMs, cpuMs: Number.isNaN(cpuMs) ? wallMs : cpuMs }));`;

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** What a fresh Node process takes to import the bundle (its module load: a cold start's own share), medians. */
function importTime(file: string): ImportTime {
  const runs: ImportTime[] = [];
  for (let run = 0; run < IMPORT_RUNS; run++) {
    const out = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', IMPORT_SCRIPT(pathToFileURL(file).href)],
      {
        env: { PATH: process.env.PATH, ...BUNDLE_ENV },
        encoding: 'utf8',
        // Kept, not printed: the SDK warns on stderr about Node 20 on this machine (Lambda runs 22); a bundle that
        // fails to import throws with its error in the exception's text.
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    runs.push(JSON.parse(out.trim().split('\n').pop()!) as ImportTime);
  }
  return { wallMs: median(runs.map((r) => r.wallMs)), cpuMs: median(runs.map((r) => r.cpuMs)) };
}

/** A route or a scheduled job: both are one bundled function. */
export type BundledFunction = RouteDef | JobDef;

function label(fn: BundledFunction): string {
  return 'method' in fn ? `${fn.method.padEnd(6)} ${fn.path}` : `job    ${fn.name}`;
}

export interface BundleSize {
  route: BundledFunction;
  bytes: number;
  /** Median import times of the bundle in a fresh process. */
  importMs: ImportTime;
  /** Bytes of the output contributed by each npm package, or by our own code per top folder (`(shared)`...). */
  packages: Map<string, number>;
}

function packageOf(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (match) return match[1]!;
  return `(${input.replace(/^(\.\.\/)+/, '').split('/')[0]})`;
}

function packageSizes(metafile: Metafile): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (file.endsWith('.map')) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = packageOf(input);
      sizes.set(name, (sizes.get(name) ?? 0) + bytesInOutput);
    }
  }
  return sizes;
}

/** Builds one bundle in memory, writes it alone into a fresh folder and imports it from there. */
async function measureBuild(options: ReturnType<typeof esbuildOptions>): Promise<Omit<BundleSize, 'route'>> {
  const result = await build({ ...options, write: false, metafile: true, logLevel: 'silent' });
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'));
  if (!code) throw new Error(`esbuild produced no .mjs for ${options.entryPoints.join()}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-bench-'));
  try {
    const file = path.join(dir, 'index.mjs');
    fs.writeFileSync(file, code.contents);
    return {
      bytes: code.contents.byteLength,
      importMs: importTime(file),
      packages: packageSizes(result.metafile),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureBundle(route: BundledFunction): Promise<BundleSize> {
  return { route, ...(await measureBuild(esbuildOptions(route))) };
}

/** The PDF engine's own file, which the routes that render import on their first render (not at a cold start). */
export function measurePdfEngine(): Promise<Omit<BundleSize, 'route'>> {
  return measureBuild(pdfEngineOptions(os.tmpdir()));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function report(sizes: BundleSize[], engine?: Omit<BundleSize, 'route'>, top = 3): string {
  const sorted = [...sizes].sort((a, b) => b.bytes - a.bytes);
  const lines = [
    `Lambda bundles (minified ESM, ${sorted.length} functions: routes and jobs, with their AWS SDK v3 clients), budget ≤ ${kb(TARGET_BYTES)} each`,
    '(import, a figure and not a gate: main thread on CPU, then wall time on this machine, medians of 5 fresh processes):',
    '',
  ];
  for (const { route, bytes, importMs: ms } of sorted) {
    const mark = withinTargets({ bytes }) ? 'ok  ' : 'OVER';
    lines.push(
      `${mark} ${kb(bytes).padStart(10)} ${`${ms.cpuMs.toFixed(0)} ms`.padStart(7)} ${`(${ms.wallMs.toFixed(0)} ms)`.padStart(9)}  ${label(route).padEnd(39)} ${route.handler}`,
    );
  }
  if (engine) {
    lines.push(
      '',
      `PDF engine (${PDF_ENGINE_FILE} beside each bundle that renders, imported on its first render, not at a cold start): ` +
        `${kb(engine.bytes)}, import ${engine.importMs.cpuMs.toFixed(0)} ms (${engine.importMs.wallMs.toFixed(0)} ms)`,
    );
  }
  lines.push('', `Largest ${Math.min(top, sorted.length)}, by package:`);
  for (const { route, bytes, packages } of sorted.slice(0, top)) {
    const parts = [...packages.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, size]) => `${name} ${kb(size)}`);
    lines.push(`  ${label(route).replace(/ +/, ' ')} (${kb(bytes)}): ${parts.join(', ')}`);
  }
  const over = sorted.filter((size) => !withinTargets(size)).length;
  const largest = sorted[0];
  lines.push(
    '',
    over === 0 ? 'All bundles within the size budget.' : `${over} bundle(s) over the size budget.`,
    ...(largest && over === 0 ? [`Headroom of the largest: ${kb(TARGET_BYTES - largest.bytes)}.`] : []),
    `Replaced in every bundle: ${Object.keys(BUNDLE_ALIASES).join(', ')} (see infra/lambda-shims/).`,
  );
  return lines.join('\n');
}

function withinTargets(size: Pick<BundleSize, 'bytes'>): boolean {
  return size.bytes <= TARGET_BYTES;
}

/** Measures every route of the table and every job, one at a time (figures must not depend on scheduling). */
export async function lambdaBundleReport(): Promise<string> {
  const sizes: BundleSize[] = [];
  for (const fn of [...routes, ...jobs]) sizes.push(await measureBundle(fn));
  return report(sizes, await measurePdfEngine());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  lambdaBundleReport().then(
    (text) => console.log(text),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
