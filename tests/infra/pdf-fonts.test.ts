// The PDF engine and fonts in Lambda: only the routes that render PDFs load the engine, from its own file beside
// their bundle (never inside it: a cold start would parse it), with the font files beside it, which the bundled
// renderer reads from there (a bundle has no node_modules).
import { execSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyFontsCommands,
  esbuildOptions,
  handlerEntry,
  pdfEngineCommands,
  pdfEngineOptions,
  repoRoot,
} from '../../infra/lambda-bundling';
import { PDF_ENGINE_FILE } from '../../lambdas/pdf-engine/load';
import { routes } from '../../lambdas/routes';
import { extractPdfText } from '../../shared/pdf/extract-text';

let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pdf-fonts-'));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('PDF fonts in the Lambda bundles', () => {
  it('loads the engine in exactly the routes marked rendersPdf, from a file of its own', async () => {
    const loader = 'lambdas/pdf-engine/load.ts';
    const engineOnly = [
      'shared/pdf/font-files.ts',
      'node_modules/pdf-lib/',
      // The engine writes its font subsets itself (no fontkit since the render-speed work).
      'shared/pdf/truetype.ts',
    ];
    // One esbuild run for every route (an entry point each, as its own bundle): the modules they share, the AWS
    // SDK clients among them, are parsed once rather than once per route.
    const result = await build({
      ...esbuildOptions(routes[0]!),
      entryPoints: Object.fromEntries(routes.map((route, n) => [`route-${n}`, handlerEntry(route)])),
      outfile: undefined,
      outdir: dir,
      minify: false,
      sourcemap: false,
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const found = routes.map((route, n) => {
      const output = Object.entries(result.metafile.outputs).find(([file]) =>
        file.endsWith(`/route-${n}.js`),
      );
      const inputs = Object.keys(output?.[1].inputs ?? {});
      expect(inputs.length, `${route.method} ${route.path} bundled`).toBeGreaterThan(0);
      // Never the engine itself in a route's bundle.
      expect(inputs.filter((input) => engineOnly.some((part) => input.includes(part)))).toEqual([]);
      return inputs.some((input) => input.endsWith(loader)) ? route.path : null;
    });

    expect(found.filter(Boolean).sort()).toEqual(
      routes
        .filter((r) => r.rendersPdf)
        .map((r) => r.path)
        .sort(),
    );
    const engine = await build({
      ...pdfEngineOptions(dir),
      minify: false,
      sourcemap: false,
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(engine.metafile.inputs);
    expect(engineOnly.every((part) => inputs.some((input) => input.includes(part)))).toBe(true);
  }, 120_000);

  it('renders from a bundle with the fonts copied beside it and no node_modules in reach', async () => {
    // Prepare: a route's bundle, then what the CDK runs after it (engine beside it, fonts beside both).
    const out = path.join(dir, 'bundle');
    const route = routes.find((r) => r.rendersPdf)!;
    await build({ ...esbuildOptions(route), outfile: path.join(out, 'index.mjs'), logLevel: 'silent' });
    for (const command of [...pdfEngineCommands(repoRoot, out), ...copyFontsCommands(repoRoot, out)]) {
      execSync(command);
    }

    // Act
    const bundled = await import(pathToFileURL(path.join(out, PDF_ENGINE_FILE)).href);
    const bytes: Uint8Array = await bundled.renderDeclaracaoResidenciaPdf({ titular_nome: 'Łukasz Wąsik' });

    // Assess
    expect((await fs.readdir(path.join(out, 'fonts'))).sort()).toEqual([
      'Arimo_400Regular.ttf',
      'Arimo_400Regular_Italic.ttf',
      'Arimo_700Bold.ttf',
      'Tinos_400Regular.ttf',
      'Tinos_400Regular_Italic.ttf',
      'Tinos_700Bold.ttf',
    ]);
    expect((await extractPdfText(bytes)).text).toContain('Łukasz Wąsik');
  }, 60_000);
});
