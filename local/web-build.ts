// `npm start` serves the production build of the SPA (minified, split, as CloudFront serves it): this builds
// web/dist when it is missing or older than any file the SPA is built from, before the runtime starts.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What the SPA bundle is made of, relative to the repository: its own sources and what it imports. */
const SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'shared',
  'data',
  'package-lock.json',
];

async function newestMtime(path: string): Promise<number> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .map((entry) => newestMtime(join(path, entry.name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

/** True when web/dist/index.html is missing or older than a source of the SPA. */
export async function isSpaBuildStale(repoDir: string): Promise<boolean> {
  const built = await newestMtime(join(repoDir, 'web', 'dist', 'index.html'));
  if (built === 0) return true;
  const sources = await Promise.all(SOURCES.map((source) => newestMtime(join(repoDir, source))));
  return Math.max(...sources) > built;
}

/** Builds the SPA with the project's Vite config when stale; resolves with the build's duration, or null. */
export async function ensureSpaBuilt(repoDir: string): Promise<number | null> {
  if (!(await isSpaBuildStale(repoDir))) return null;
  const started = performance.now();
  const { build } = await import('vite');
  await build({
    root: join(repoDir, 'web'),
    configFile: join(repoDir, 'web', 'vite.config.ts'),
    logLevel: 'warn',
  });
  return performance.now() - started;
}
