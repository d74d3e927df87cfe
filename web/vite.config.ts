// Vite build and dev server of the SPA: React DOM through @vitejs/plugin-react (Fast Refresh under `npm run dev`),
// aliases shared with the rest of the repo, and, for a standalone `npx vite web`, an optional proxy of
// `/backend/api` to a running API (the local server normally mounts Vite).
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromHere = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const repoRoot = fromHere('..');
const apiTarget = process.env.API_PROXY_TARGET;
const EMPTY_ROOT = '<div id="root"></div>';
// The year the footer shows in the prerendered home page, which the app shows too while it hydrates it (a build
// in December read in January would otherwise not match). Kept in the environment so that the build and the
// prerender's own server, which reads this file again, agree.
process.env.DP_BUILD_YEAR ??= String(new Date().getFullYear());

/**
 * After a build: `index.html`, the document of `/` where most visits land, gets the home page prerendered in its
 * root (src/app/prerender-home.tsx, run in Node through Vite's SSR loader, with react-dom/server), which the app
 * then hydrates; `app.html`, the same document with an empty root, answers every other path of the app (the local
 * runtime and CloudFront's SPA fallback), which would otherwise show the home page until their own page is drawn.
 */
function prerenderHome(): Plugin {
  let outDir = fromHere('./dist');
  return {
    name: 'documentos-prontos:prerender-home',
    apply: 'build',
    configResolved(config) {
      // A build elsewhere (tests/bench/home-route-js.ts writes to a temporary folder) prerenders its own files.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const { createServer } = await import('vite');
      const server = await createServer({
        configFile: fromHere('./vite.config.ts'),
        logLevel: 'warn',
        appType: 'custom',
        mode: 'production',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { prerenderHome } = (await server.ssrLoadModule('/src/app/prerender-home.tsx')) as {
          prerenderHome(): string;
        };
        const indexPath = join(outDir, 'index.html');
        const shell = await readFile(indexPath, 'utf8');
        if (!shell.includes(EMPTY_ROOT)) throw new Error(`prerender: ${EMPTY_ROOT} not found in index.html`);
        await writeFile(join(outDir, 'app.html'), shell);
        await writeFile(indexPath, shell.replace(EMPTY_ROOT, `<div id="root">${prerenderHome()}</div>`));
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  root: fromHere('.'),
  plugins: [react(), prerenderHome()],
  define: { 'import.meta.env.DP_BUILD_YEAR': JSON.stringify(process.env.DP_BUILD_YEAR) },
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
