// The PDF fonts in Lambda: only the routes that render PDFs bundle the engine and get the font files beside
// their bundle, and a bundled renderer reads them from there (a bundle has no node_modules).
import { execSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFontsCommands, esbuildOptions, repoRoot } from '../../infra/lambda-bundling';
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
  it('bundles the engine and its fonts into exactly the routes marked rendersPdf', async () => {
    const engine = 'shared/pdf/font-files.ts';
    const found = await Promise.all(
      routes.map(async (route) => {
        const result = await build({
          ...esbuildOptions(route),
          minify: false,
          sourcemap: false,
          write: false,
          metafile: true,
          logLevel: 'silent',
        });
        return Object.keys(result.metafile.inputs).some((input) => input.endsWith(engine))
          ? route.path
          : null;
      }),
    );

    expect(found.filter(Boolean).sort()).toEqual(
      routes
        .filter((r) => r.rendersPdf)
        .map((r) => r.path)
        .sort(),
    );
  }, 120_000);

  it('renders from a bundle with the fonts copied beside it and no node_modules in reach', async () => {
    // Prepare
    const entry = path.join(dir, 'entry.ts');
    await fs.writeFile(
      entry,
      `export { renderDeclaracaoResidenciaPdf } from ${JSON.stringify(
        path.join(repoRoot, 'shared/documents/declaracao-residencia/render.ts'),
      )};\n`,
    );
    const out = path.join(dir, 'bundle');
    const route = routes.find((r) => r.rendersPdf)!;
    await build({ ...esbuildOptions(route), entryPoints: [entry], outfile: path.join(out, 'index.mjs') });
    for (const command of copyFontsCommands(repoRoot, out)) execSync(command);

    // Act
    const bundled = await import(pathToFileURL(path.join(out, 'index.mjs')).href);
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
