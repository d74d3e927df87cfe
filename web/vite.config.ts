// Vite build and dev server of the SPA: aliases shared with the rest of the repo, and, for a standalone
// `npx vite web`, an optional proxy of `/backend/api` to a running API (the local server normally mounts Vite).
// The SPA is written against React's API and runs on Preact through `preact/compat` (the preset aliases `react`
// and `react-dom`): the same components for a tenth of React DOM's bytes on a phone's first visit.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';

const fromHere = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const repoRoot = fromHere('..');
const apiTarget = process.env.API_PROXY_TARGET;
const EMPTY_ROOT = '<div id="root"></div>';
/** The app's dependencies that import `react` (its peer), which the preset points at `preact/compat`. */
const REACT_LIBRARIES = [
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'react-hook-form',
  'react-imask',
];

/**
 * After a build: `index.html`, the document of `/` where most visits land, gets the home page prerendered in its
 * root (src/app/prerender-home.tsx, run in Node through Vite's SSR loader); `app.html`, the same document with an
 * empty root, answers every other path of the app (the local runtime and CloudFront's SPA fallback), which would
 * otherwise show the home page until their own page is drawn.
 */
function prerenderHome(): Plugin {
  return {
    name: 'documentos-prontos:prerender-home',
    apply: 'build',
    async closeBundle(error) {
      if (error) return;
      const { createServer } = await import('vite');
      const server = await createServer({
        configFile: fromHere('./vite.config.ts'),
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        // The libraries written for React run on Preact only through the preset's aliases, so Vite loads them
        // too, in their browser builds (Node's are CommonJS); the rest Node loads itself.
        ssr: {
          noExternal: REACT_LIBRARIES,
          resolve: { conditions: ['module', 'browser', 'development|production'] },
        },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { prerenderHome } = (await server.ssrLoadModule('/src/app/prerender-home.tsx')) as {
          prerenderHome(): string;
        };
        const indexPath = fromHere('./dist/index.html');
        const shell = await readFile(indexPath, 'utf8');
        if (!shell.includes(EMPTY_ROOT)) throw new Error(`prerender: ${EMPTY_ROOT} not found in index.html`);
        await writeFile(fromHere('./dist/app.html'), shell);
        await writeFile(indexPath, shell.replace(EMPTY_ROOT, `<div id="root">${prerenderHome()}</div>`));
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  root: fromHere('.'),
  // The preset's own prerendering stays off: it would write the prerendered home as the document of every path.
  plugins: [preact({ prerender: { enabled: false } }), prerenderHome()],
  resolve: {
    alias: {
      '@/': fromHere('./src/'),
      '@shared': fromHere('../shared'),
      '@data': fromHere('../data'),
    },
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: apiTarget ? { '/backend/api': { target: apiTarget, changeOrigin: false } } : undefined,
  },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
});
