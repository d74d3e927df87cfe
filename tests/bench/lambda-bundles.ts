// Bundle report: bundles every route's handler with the esbuild settings the CDK stack uses
// (`infra/lambda-bundling.ts`, stand-ins of `BUNDLE_ALIASES` included) and prints each minified size, largest first,
// against the 1 MB target, with the biggest packages inside the largest bundles (our own code by top folder), and
// the cold-start import time of each: a fresh Node process importing the bundle (median of 3), target <= 100 ms.
// Run: `npx tsx tests/bench/lambda-bundles.ts` (or via `npm run bench`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { BUNDLE_ALIASES, esbuildOptions } from '../../infra/lambda-bundling';
import { type RouteDef, routes } from '../../lambdas/routes';

export const TARGET_BYTES = 1024 * 1024;
export const TARGET_IMPORT_MS = 100;
const IMPORT_RUNS = 3;

/** What the stack sets (placeholders): a bundle reads its settings at module load, as in Lambda. */
const BUNDLE_ENV = {
  AWS_REGION: 'sa-east-1',
  COGNITO_USER_POOL_ID: 'sa-east-1_Bench0001',
  COGNITO_CLIENT_ID: 'benchclient',
  TABLE_USERS: 'users',
  TABLE_DOCUMENTS: 'documents',
  TABLE_PAYMENTS: 'payments',
  TABLE_CONFIG: 'config',
  TABLE_AUDIT: 'audit',
  PDF_BUCKET: 'bench-bucket',
  MP_SECRET_ARN: 'arn:aws:secretsmanager:sa-east-1:111111111111:secret:bench',
  PUBLIC_API_BASE_URL: 'https://bench.example/backend/api',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
};

/** Milliseconds a fresh Node process takes to import the bundle (its module load: a cold start's own share). */
function importMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  const runs: number[] = [];
  for (let run = 0; run < IMPORT_RUNS; run++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH, ...BUNDLE_ENV },
      encoding: 'utf8',
      // The SDK warns on stderr about Node 20 on this machine; Lambda runs 22.
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    runs.push(Number(out.trim().split('\n').pop()));
  }
  return runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
}

export interface BundleSize {
  route: RouteDef;
  bytes: number;
  /** Median import time of the bundle in a fresh process. */
  importMs: number;
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

export async function measureBundle(route: RouteDef): Promise<BundleSize> {
  const result = await build({ ...esbuildOptions(route), write: false, metafile: true, logLevel: 'silent' });
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'));
  if (!code) throw new Error(`esbuild produced no index.mjs for ${route.handler}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-bench-'));
  try {
    const file = path.join(dir, 'index.mjs');
    fs.writeFileSync(file, code.contents);
    return {
      route,
      bytes: code.contents.byteLength,
      importMs: importMs(file),
      packages: packageSizes(result.metafile),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function report(sizes: BundleSize[], top = 3): string {
  const sorted = [...sizes].sort((a, b) => b.bytes - a.bytes);
  const lines = [
    `Lambda bundles (minified ESM, ${sorted.length} routes), target ≤ ${kb(TARGET_BYTES)} and ≤ ${TARGET_IMPORT_MS} ms import each:`,
    '',
  ];
  for (const { route, bytes, importMs: ms } of sorted) {
    const mark = bytes <= TARGET_BYTES && ms <= TARGET_IMPORT_MS ? 'ok  ' : 'OVER';
    lines.push(
      `${mark} ${kb(bytes).padStart(10)} ${`${ms.toFixed(0)} ms`.padStart(7)}  ${route.method.padEnd(6)} ${route.path.padEnd(32)} ${route.handler}`,
    );
  }
  lines.push('', `Largest ${Math.min(top, sorted.length)}, by package:`);
  for (const { route, bytes, packages } of sorted.slice(0, top)) {
    const parts = [...packages.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, size]) => `${name} ${kb(size)}`);
    lines.push(`  ${route.method} ${route.path} (${kb(bytes)}): ${parts.join(', ')}`);
  }
  const over = sorted.filter((size) => size.bytes > TARGET_BYTES || size.importMs > TARGET_IMPORT_MS).length;
  const largest = sorted[0];
  lines.push(
    '',
    over === 0 ? 'All bundles within the targets.' : `${over} bundle(s) over a target (size or import time).`,
    ...(largest && over === 0 ? [`Headroom of the largest: ${kb(TARGET_BYTES - largest.bytes)}.`] : []),
    `Replaced in every bundle: ${Object.keys(BUNDLE_ALIASES).join(', ')} (see infra/lambda-shims/).`,
  );
  return lines.join('\n');
}

/** Measures every route of the table, one at a time (two cores: figures must not depend on scheduling). */
export async function lambdaBundleReport(): Promise<string> {
  const sizes: BundleSize[] = [];
  for (const route of routes) sizes.push(await measureBundle(route));
  return report(sizes);
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
