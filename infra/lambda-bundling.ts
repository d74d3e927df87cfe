// How every route's handler is bundled: one set of esbuild settings, used by the CDK stack (NodejsFunction) and by
// the bundle-size benchmark, so the benchmark measures exactly what is deployed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aws_lambda_nodejs as nodejs } from 'aws-cdk-lib';
import { PDF_ENGINE_FILE } from '../lambdas/pdf-engine/load';
import type { RouteDef } from '../lambdas/routes';
import { ALL_FONT_FILES, BUNDLED_FONTS_DIR } from '../shared/pdf/font-files';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const lambdasDir = path.join(repoRoot, 'lambdas');

/** Lambda's Node.js 22 runtime; esbuild targets the same version. */
export const NODE_TARGET = 'node22';

/** ESM bundles still meet CommonJS dependencies that call `require`; this gives them one. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * Nothing is left external, the AWS SDK v3 clients included: each function runs the dependency versions pinned in
 * package-lock.json and tested here, not whatever the runtime ships that month.
 */
export const EXTERNAL_MODULES: string[] = [];

/**
 * Prefer the ES module builds of dependencies: they tree-shake, which keeps bundles and cold starts small. Packages
 * with an `exports` map are resolved by esbuild's default conditions (`import`, `module`, `node`), which already pick
 * their ES builds; the packages bundled as CommonJS (mercadopago, pako, extenso, mnemonist) publish no other build.
 */
export const MAIN_FIELDS = ['module', 'main'];

const shimsDir = path.join(repoRoot, 'infra/lambda-shims');

/**
 * Packages replaced in Lambda bundles by a smaller module with the same exports, each explained in its file. They
 * apply to the bundles only: the local runtime and the unit tests run the original packages.
 */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  pako: path.join(shimsDir, 'pako-node-zlib.ts'),
  semver: path.join(shimsDir, 'semver-gte.ts'),
  '@aws-sdk/credential-provider-node': path.join(shimsDir, 'aws-credentials-from-env.ts'),
};

/**
 * Compile-time constants of every AWS bundle: `process.env.DP_BUNDLE` is "aws", so the local runtime's branches
 * (local sign-in and its keys, dynalite and s3rver endpoints; `AWS_BUNDLE` in `lambdas/core/env.ts`) fold to
 * dead code that minification removes. No environment variable can bring them back in a deployed function.
 */
export const BUNDLE_DEFINE: Readonly<Record<string, string>> = {
  'process.env.DP_BUNDLE': JSON.stringify('aws'),
};

export function handlerEntry(route: Pick<RouteDef, 'handler'>): string {
  return path.join(lambdasDir, route.handler);
}

/**
 * Shell commands that copy the PDF fonts beside a bundle (`fonts/`, flat), where the engine reads them on its
 * first render: a bundle holds no node_modules, and the fonts are not inlined into the code, which every cold
 * start would parse.
 */
export function copyFontsCommands(inputDir: string, outputDir: string): string[] {
  const target = path.posix.join(outputDir, BUNDLED_FONTS_DIR);
  return [
    `mkdir -p "${target}"`,
    ...ALL_FONT_FILES.map((file) => `cp "${path.posix.join(inputDir, 'node_modules', file)}" "${target}/"`),
  ];
}

/** The PDF engine's entry: the renderers, loaded by `lambdas/pdf-engine/load.ts` on a route's first render. */
export const PDF_ENGINE_HANDLER = 'pdf-engine/engine.ts';

/** The esbuild options of the PDF engine's file (`pdf-engine.mjs`) in the bundle folder `outdir`. */
export function pdfEngineOptions(outdir: string) {
  return { ...esbuildOptions({ handler: PDF_ENGINE_HANDLER }), outfile: path.join(outdir, PDF_ENGINE_FILE) };
}

/**
 * Shell commands that bundle the PDF engine beside a route's bundle (`infra/bundle-pdf-engine.ts`, with the
 * same esbuild options): its own file, which the handler imports on its first render, so a cold start neither
 * parses nor runs pdf-lib, the fonts and the layouts. A NodejsFunction writes one file per bundle, so the engine
 * is a second esbuild run after the first.
 */
export function pdfEngineCommands(inputDir: string, outputDir: string): string[] {
  return [
    `"${path.posix.join(inputDir, 'node_modules/.bin/tsx')}" "${path.posix.join(inputDir, 'infra/bundle-pdf-engine.ts')}" "${outputDir}"`,
  ];
}

/** Bundling options of a route's NodejsFunction (local esbuild, never Docker). */
export function nodejsBundling(route?: { rendersPdf?: boolean }): nodejs.BundlingOptions {
  return {
    ...(route?.rendersPdf
      ? {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (inputDir: string, outputDir: string) => [
              ...pdfEngineCommands(inputDir, outputDir),
              ...copyFontsCommands(inputDir, outputDir),
            ],
          },
        }
      : {}),
    format: nodejs.OutputFormat.ESM,
    target: NODE_TARGET,
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    banner: ESM_REQUIRE_BANNER,
    mainFields: MAIN_FIELDS,
    externalModules: EXTERNAL_MODULES,
    define: { ...BUNDLE_DEFINE },
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    forceDockerBundling: false,
    // Spawned without a shell, one `--alias:name=path` argument per entry.
    esbuildArgs: {
      '--alias': Object.entries(BUNDLE_ALIASES).map(([name, replacement]) => `${name}=${replacement}`),
    },
  };
}

/** The same settings as esbuild API options, for the benchmark (`tests/bench/lambda-bundles.ts`). */
export function esbuildOptions(route: Pick<RouteDef, 'handler'>) {
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
    define: { ...BUNDLE_DEFINE },
    alias: { ...BUNDLE_ALIASES },
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    outfile: 'index.mjs',
  };
}
