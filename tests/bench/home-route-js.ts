// The home route's JavaScript: builds the SPA with Vite's manifest and sums, in gzip bytes, every chunk a first
// visit to `/` loads (the entry with its static imports and the home page's chunk with its own), against the
// 170 KB budget of a first visit with React DOM (issue 36; the prerendered home page paints before any of it
// runs). The Cognito sign-in (Amplify) loads only with a stored session or on "Entrar", so it is counted apart,
// for a returning signed-in visitor, as a figure. Run: `npx tsx tests/bench/home-route-js.ts`; the budget is
// asserted by home-route-js.test.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export const HOME_TARGET_BYTES = 170 * 1024;
/** The kind of visit the budget holds for. */
export const FIRST_VISIT = 'first visit (either sign-in mode)';

const WEB_ROOT = fileURLToPath(new URL('../../web/', import.meta.url));
const HOME_PAGE = 'src/features/home/pages/home-page.tsx';
const COGNITO_SIGN_IN = 'src/lib/auth/cognito-auth-client.ts';
const MODES = {
  [FIRST_VISIT]: [],
  'returning Cognito session (Amplify loaded)': [COGNITO_SIGN_IN],
} as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface HomeRouteJs {
  /** Per kind of visit: the chunks loaded and their gzip bytes. */
  modes: Record<keyof typeof MODES, { files: Array<{ file: string; gzip: number }>; gzip: number }>;
  /** Whether a first visit's chunks hold React DOM (its roots' container key), the renderer the SPA runs on. */
  reactDom: boolean;
}

/** A string React DOM's production build keeps (the key it marks a root's container with). */
const REACT_DOM_MARK = '__reactContainer$';

/** The chunk of `key` and every chunk it imports statically (what the browser fetches before running it). */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

export async function measureHomeRouteJs(): Promise<HomeRouteJs> {
  const outDir = mkdtempSync(join(tmpdir(), 'home-route-js-'));
  // Vite takes a NODE_ENV already set (vitest sets "test") over the build's mode, and React's libraries would then
  // be bundled in their development builds: the production build is what a visitor downloads.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(WEB_ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    if (!entry) throw new Error('entry missing from the manifest');
    const gzipOf = (file: string) => gzipSync(readFileSync(join(outDir, file))).byteLength;
    const measure = (extra: readonly string[]) => {
      // The home page is in the entry; were it a chunk of its own again, it is counted too.
      const keys = [...closure(manifest, [entry, HOME_PAGE, ...extra])];
      const files = keys
        .map((key) => manifest[key]!.file)
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ file, gzip: gzipOf(file) }))
        .sort((a, b) => b.gzip - a.gzip);
      return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
    };
    const modes = Object.fromEntries(
      Object.entries(MODES).map(([name, extra]) => [name, measure(extra)]),
    ) as HomeRouteJs['modes'];
    const reactDom = modes[FIRST_VISIT].files.some(({ file }) =>
      readFileSync(join(outDir, file), 'utf8').includes(REACT_DOM_MARK),
    );
    return { modes, reactDom };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatHomeRouteJs(result: HomeRouteJs): string {
  const lines = [
    `Home route (/) JavaScript in gzip bytes, first visit target ≤ ${kb(HOME_TARGET_BYTES)} with React DOM` +
      ` (React DOM ${result.reactDom ? 'in' : 'NOT in'} its chunks):`,
  ];
  for (const [mode, { files, gzip }] of Object.entries(result.modes)) {
    const mark = mode !== FIRST_VISIT ? '    ' : gzip <= HOME_TARGET_BYTES ? 'ok  ' : 'OVER';
    lines.push('', `${mark} ${mode}: ${gzip} B (${kb(gzip)}) in ${files.length} chunks`);
    for (const { file, gzip: size } of files) lines.push(`       ${kb(size).padStart(9)}  ${file}`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatHomeRouteJs(await measureHomeRouteJs()));
}
