// How every route's handler is bundled: one set of esbuild settings, used by the CDK stack (NodejsFunction) and by
// the bundle-size benchmark, so the benchmark measures exactly what is deployed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aws_lambda_nodejs as nodejs } from 'aws-cdk-lib';
import type { RouteDef } from '../lambdas/routes';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const lambdasDir = path.join(repoRoot, 'lambdas');

/** Lambda's Node.js 22 runtime; esbuild targets the same version. */
export const NODE_TARGET = 'node22';

/** ESM bundles still meet CommonJS dependencies that call `require`; this gives them one. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * Nothing is left external: the AWS SDK v3 is bundled (and tree-shaken from its ES module builds) so each function
 * runs the SDK version pinned in package-lock.json, not whatever the runtime ships.
 */
export const EXTERNAL_MODULES: string[] = [];

/** Prefer the ES module builds of dependencies: they tree-shake, which keeps bundles and cold starts small. */
export const MAIN_FIELDS = ['module', 'main'];

export function handlerEntry(route: RouteDef): string {
  return path.join(lambdasDir, route.handler);
}

/** Bundling options of every route's NodejsFunction (local esbuild, never Docker). */
export function nodejsBundling(): nodejs.BundlingOptions {
  return {
    format: nodejs.OutputFormat.ESM,
    target: NODE_TARGET,
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    banner: ESM_REQUIRE_BANNER,
    mainFields: MAIN_FIELDS,
    externalModules: EXTERNAL_MODULES,
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    forceDockerBundling: false,
  };
}

/** The same settings as esbuild API options, for the benchmark (`tests/bench/lambda-bundles.ts`). */
export function esbuildOptions(route: RouteDef) {
  return {
    entryPoints: [handlerEntry(route)],
    bundle: true,
    platform: 'node' as const,
    format: 'esm' as const,
    target: NODE_TARGET,
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    banner: { js: ESM_REQUIRE_BANNER },
    mainFields: MAIN_FIELDS,
    external: EXTERNAL_MODULES,
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    outfile: 'index.mjs',
  };
}
