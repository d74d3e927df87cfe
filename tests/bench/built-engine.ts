// The PDF engine as Lambda runs it, for the render benchmarks: `pdf-engine.mjs` built by esbuild with the
// stack's own options (minified, none of tsx's source transforms) and the fonts copied beside it, imported once
// per bench process. Timing the TypeScript sources through tsx measured its helpers too (about 5 % of a render).
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { pdfEngineOptions } from '../../infra/lambda-bundling';
import { PDF_ENGINE_FILE, type PdfEngine } from '../../lambdas/pdf-engine/load';
import { ALL_FONT_FILES, BUNDLED_FONTS_DIR } from '../../shared/pdf/font-files';

let engine: Promise<PdfEngine> | undefined;

export function builtPdfEngine(): Promise<PdfEngine> {
  engine ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dp-bench-engine-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    await build({ ...pdfEngineOptions(dir), logLevel: 'warning' });
    const fonts = join(dir, BUNDLED_FONTS_DIR);
    mkdirSync(fonts);
    const require = createRequire(import.meta.url);
    for (const file of ALL_FONT_FILES) copyFileSync(require.resolve(file), join(fonts, basename(file)));
    return (await import(pathToFileURL(join(dir, PDF_ENGINE_FILE)).href)) as PdfEngine;
  })();
  return engine;
}
