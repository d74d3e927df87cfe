// Bundles the PDF engine into the folder given as argument (`pdf-engine.mjs`), with the Lambda esbuild options:
// run by the CDK after it bundles a route that renders PDFs (`pdfEngineCommands` in lambda-bundling.ts).
import { build } from 'esbuild';
import { pdfEngineOptions } from './lambda-bundling';

const outdir = process.argv[2];
if (!outdir) throw new Error('usage: tsx infra/bundle-pdf-engine.ts <bundle folder>');
await build({ ...pdfEngineOptions(outdir), logLevel: 'warning' });
