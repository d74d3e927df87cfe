// The lint rule that keeps Preact out (issue 36): biome.json's noRestrictedImports refuses `preact`, its
// subpaths, its presets and its renderer in every folder, and leaves React alone. Run on probe files laid out as
// the repo is, in a temporary folder with a copy of biome.json (the repo's own tree is never written to).
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');

const BANNED = ['preact', 'preact/compat', 'preact/hooks', '@preact/preset-vite', 'preact-render-to-string'];
const FOLDERS = ['web/src', 'shared', 'lambdas', 'tests', 'infra'];

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string; start: { line: number } };
}

let dir: string;
let diagnostics: Diagnostic[];

beforeAll(async () => {
  // Prepare: in every folder one probe importing each banned module, one line each, and one importing React
  dir = await mkdtemp(join(tmpdir(), 'lint-probe-'));
  await copyFile(join(root, 'biome.json'), join(dir, 'biome.json'));
  for (const folder of FOLDERS) {
    const banned = BANNED.map((name, i) => `import * as m${i} from '${name}';`);
    const files = {
      'banned.tsx': `${banned.join('\n')}\nexport const all = [${BANNED.map((_, i) => `m${i}`).join(', ')}];\n`,
      'allowed.tsx':
        "import { useState } from 'react';\nimport { hydrateRoot } from 'react-dom/client';\nexport const all = [useState, hydrateRoot];\n",
    };
    for (const [name, text] of Object.entries(files)) {
      await mkdir(join(dir, folder), { recursive: true });
      await writeFile(join(dir, folder, name), text);
    }
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

describe('lint bans Preact', () => {
  it.each(FOLDERS)('refuses every Preact import in %s/, naming React DOM, and none of React', (folder) => {
    const here = diagnostics.filter((d) => dirname(d.location.path) === folder);
    const refused = here.filter((d) => d.category === 'lint/style/noRestrictedImports');
    expect(refused.map((d) => [d.location.path, d.location.start.line])).toEqual(
      BANNED.map((_, i) => [`${folder}/banned.tsx`, i + 1]),
    );
    for (const d of refused) expect(d.message).toContain('React DOM');
    expect(here.filter((d) => d.location.path.endsWith('allowed.tsx'))).toEqual([]);
  });
});
