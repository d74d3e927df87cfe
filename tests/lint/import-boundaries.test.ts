// The import boundaries of biome.json (issue 42), each tried by a forbidden import: nothing a Lambda bundles may
// import the local runtime in local/ (its tests beside the handlers may); use cases and ports never import
// adapters (handlers do); the SPA imports no PDF renderer; no import cycle anywhere, a type-only import on one side included. Probe files laid out as the repo is, in
// a temporary folder with a copy of biome.json (the repo's own tree is never written to).
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');

/** Probe files by path; each names what it imports so a diagnostic can be told apart. */
const PROBES: Record<string, string> = {
  // Forbidden: the local runtime from any folder of lambdas/.
  'lambdas/adapters/local-seal.ts':
    "import { localSealCertificate } from '../../local/test-seal-certificate';\nexport const probe = localSealCertificate;\n",
  'lambdas/handlers/local-server.ts':
    "import { startLocalRuntime } from '../../local/server';\nexport const probe = startLocalRuntime;\n",
  'lambdas/use-cases/local-issuer.ts':
    "import { openLocalIssuer } from '../../local/issuer';\nexport const probe = openLocalIssuer;\n",
  'lambdas/pdf-engine/local-dynamic.ts':
    "export const probe = () => import('../../local/test-seal-certificate');\n",
  // Allowed: a test beside a handler starts the local parts; local/ itself imports lambdas/.
  'lambdas/adapters/local-s3.test.ts':
    "import { startLocalS3 } from '../../local/local-s3';\nexport const probe = startLocalS3;\n",
  'local/uses-lambdas.ts': "import { logger } from '../lambdas/core/logger';\nexport const probe = logger;\n",
  // Forbidden: an adapter from a use case or a port. Allowed: from a handler.
  'lambdas/use-cases/uses-adapter.ts':
    "import { dynamo } from '../adapters/dynamo';\nexport const probe = dynamo;\n",
  'lambdas/ports/uses-adapter.ts':
    "import type { StoredPrices } from '../adapters/price-settings';\nexport type Probe = StoredPrices;\n",
  'lambdas/handlers/uses-adapter.ts':
    "import { dynamo } from '../adapters/dynamo';\nexport const probe = dynamo;\n",
  'lambdas/adapters/dynamo.ts': 'export const dynamo = {};\n',
  'lambdas/adapters/price-settings.ts': 'export interface StoredPrices {\n  version: number;\n}\n',
  // Forbidden: two modules importing each other, in any folder; one side importing only a type still closes it.
  'shared/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'shared/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'web/src/typed-a.ts': "import type { B } from './typed-b';\nexport interface A {\n  b?: B;\n}\n",
  'web/src/typed-b.ts':
    "import type { A } from './typed-a';\nexport const b: A[] = [];\nexport type B = typeof b;\n",
  // Allowed: a one-way import.
  'shared/one-way.ts': "import { b } from './cycle-b';\nexport const probe = b;\n",
  // Forbidden: a PDF renderer from the SPA, by alias or by path: a kind's `render`, a page's `*-pdf`, `shared/pdf`.
  // Allowed: the blocks the previews share with the PDFs.
  'web/src/uses-kind-render.ts':
    "import { renderRecibosAluguelPdf } from '@shared/documents/recibo-aluguel/render';\nexport const probe = renderRecibosAluguelPdf;\n",
  'web/src/uses-page-pdf.ts':
    "import { renderTextPagePdf } from '@shared/documents/text-page-pdf';\nexport const probe = renderTextPagePdf;\n",
  'web/src/components/uses-declaration-pdf.ts':
    "import { renderDeclarationPdf } from '../../../shared/documents/declaration-pdf';\nexport const probe = renderDeclarationPdf;\n",
  'web/src/uses-render-pdf.ts':
    "import { renderPdf } from '@shared/pdf/render-pdf';\nexport const probe = renderPdf;\n",
  'web/src/uses-blocks.ts':
    "import { toPreview } from '@shared/documents/blocks';\nexport const probe = toPreview;\n",
};

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string; start: { line: number } };
}

let dir: string;
let diagnostics: Diagnostic[];

beforeAll(async () => {
  // Prepare
  dir = await mkdtemp(join(tmpdir(), 'lint-boundaries-'));
  await copyFile(join(root, 'biome.json'), join(dir, 'biome.json'));
  for (const [path, text] of Object.entries(PROBES)) {
    await mkdir(join(dir, dirname(path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  // Act
  const run = await promisify(execFile)(biome, ['lint', '--vcs-enabled=false', '--reporter=json', '.'], {
    cwd: dir,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  diagnostics = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function cycles(path: string) {
  return diagnostics.filter(
    (d) => d.location.path === path && d.category === 'lint/suspicious/noImportCycles',
  );
}

function refused(path: string) {
  return diagnostics.filter(
    (d) => d.location.path === path && d.category === 'lint/style/noRestrictedImports',
  );
}

describe('lint keeps local/ out of every Lambda', () => {
  it.each([
    'lambdas/adapters/local-seal.ts',
    'lambdas/handlers/local-server.ts',
    'lambdas/use-cases/local-issuer.ts',
    'lambdas/pdf-engine/local-dynamic.ts',
  ])('refuses the import of local/ in %s, saying why', (path) => {
    const found = refused(path);
    expect(found.map((d) => d.location.start.line)).toEqual([1]);
    expect(found[0]!.message).toContain('never part of a function bundle');
  });

  it.each(['lambdas/adapters/local-s3.test.ts', 'local/uses-lambdas.ts'])('leaves %s alone', (path) => {
    expect(diagnostics.filter((d) => d.location.path === path)).toEqual([]);
  });
});

describe('lint keeps use cases and ports free of adapters', () => {
  it.each(['lambdas/use-cases/uses-adapter.ts', 'lambdas/ports/uses-adapter.ts'])(
    'refuses an adapter import in %s, naming the port to declare instead',
    (path) => {
      const found = refused(path);
      expect(found.map((d) => d.location.start.line)).toEqual([1]);
      expect(found[0]!.message).toContain('never import adapters');
    },
  );

  it('lets a handler import an adapter', () => {
    expect(diagnostics.filter((d) => d.location.path === 'lambdas/handlers/uses-adapter.ts')).toEqual([]);
  });
});

describe('lint keeps the PDF renderer out of the SPA', () => {
  it.each([
    'web/src/uses-kind-render.ts',
    'web/src/uses-page-pdf.ts',
    'web/src/components/uses-declaration-pdf.ts',
    'web/src/uses-render-pdf.ts',
  ])('refuses the renderer import in %s, saying why', (path) => {
    const found = refused(path);
    expect(found.map((d) => d.location.start.line)).toEqual([1]);
    expect(found[0]!.message).toContain('never bundles it');
  });

  it('lets a page import the blocks its preview shares with the PDF', () => {
    expect(diagnostics.filter((d) => d.location.path === 'web/src/uses-blocks.ts')).toEqual([]);
  });
});

describe('lint refuses import cycles', () => {
  it.each(['shared/cycle-a.ts', 'shared/cycle-b.ts', 'web/src/typed-a.ts', 'web/src/typed-b.ts'])(
    'flags the cycle through %s',
    (path) => {
      expect(cycles(path).map((d) => d.location.start.line)).toEqual([1]);
    },
  );

  it('leaves a one-way import alone', () => {
    expect(diagnostics.filter((d) => d.location.path === 'shared/one-way.ts')).toEqual([]);
  });
});
