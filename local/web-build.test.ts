// When `npm start` rebuilds the SPA: a missing build, or any source newer than web/dist/index.html.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { isSpaBuildStale } from './web-build';

let repo: string;

async function file(path: string, at: Date): Promise<void> {
  const full = join(repo, path);
  await mkdir(join(full, '..'), { recursive: true });
  await writeFile(full, 'x');
  await utimes(full, at, at);
}

beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'dp-web-build-'));
  const old = new Date('2026-01-01T00:00:00Z');
  for (const source of ['web/src/main.tsx', 'web/index.html', 'shared/format/cep.ts', 'data/estados.json']) {
    await file(source, old);
  }
  // A folder's time counts too (a deleted source changes only its folder's).
  for (const folder of ['web/src', 'shared', 'shared/format', 'data'])
    await utimes(join(repo, folder), old, old);
});

afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

it('is stale without a build, fresh after one, and stale again when a source changes', async () => {
  // Act
  const withoutBuild = await isSpaBuildStale(repo);
  await file('web/dist/index.html', new Date('2026-02-01T00:00:00Z'));
  const afterBuild = await isSpaBuildStale(repo);
  await file('shared/format/cep.ts', new Date('2026-03-01T00:00:00Z'));
  const afterEdit = await isSpaBuildStale(repo);

  // Assess
  expect([withoutBuild, afterBuild, afterEdit]).toEqual([true, false, true]);
});

it('ignores what the build itself writes and installed packages', async () => {
  // Prepare
  await file('web/dist/index.html', new Date('2026-02-01T00:00:00Z'));
  await file('web/dist/assets/index-abc.js', new Date('2026-03-01T00:00:00Z'));
  await file('web/node_modules/x/index.js', new Date('2026-03-01T00:00:00Z'));

  // Act
  const stale = await isSpaBuildStale(repo);

  // Assess
  expect(stale).toBe(false);
});
