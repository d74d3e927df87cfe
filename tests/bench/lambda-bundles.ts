// Bundle-size report: bundles every route's handler with the esbuild settings the CDK stack uses
// (`infra/lambda-bundling.ts`, stand-ins of `BUNDLE_ALIASES` included) and prints each minified size, largest first,
// against the 1 MB target, with the biggest packages inside the largest bundles (our own code by top folder).
// Run: `npx tsx tests/bench/lambda-bundles.ts` (or via `npm run bench`).
import { build, type Metafile } from 'esbuild';
import { BUNDLE_ALIASES, esbuildOptions } from '../../infra/lambda-bundling';
import { type RouteDef, routes } from '../../lambdas/routes';

export const TARGET_BYTES = 1024 * 1024;

export interface BundleSize {
  route: RouteDef;
  bytes: number;
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
  return { route, bytes: code.contents.byteLength, packages: packageSizes(result.metafile) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function report(sizes: BundleSize[], top = 3): string {
  const sorted = [...sizes].sort((a, b) => b.bytes - a.bytes);
  const lines = [
    `Lambda bundles (minified ESM, ${sorted.length} routes), target ≤ ${kb(TARGET_BYTES)} each:`,
    '',
  ];
  for (const { route, bytes } of sorted) {
    const mark = bytes <= TARGET_BYTES ? 'ok  ' : 'OVER';
    lines.push(
      `${mark} ${kb(bytes).padStart(10)}  ${route.method.padEnd(6)} ${route.path.padEnd(32)} ${route.handler}`,
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
  const over = sorted.filter((size) => size.bytes > TARGET_BYTES).length;
  const largest = sorted[0];
  lines.push(
    '',
    over === 0 ? 'All bundles within the target.' : `${over} bundle(s) over the target.`,
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
