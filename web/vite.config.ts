// Vite build and dev server of the SPA: aliases shared with the rest of the repo, and, for a standalone
// `npx vite web`, an optional proxy of `/backend/api` to a running API (the local server normally mounts Vite).
// The SPA is written against React's API and runs on Preact through `preact/compat` (the preset aliases `react`
// and `react-dom`): the same components for a tenth of React DOM's bytes on a phone's first visit.
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

const fromHere = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const repoRoot = fromHere('..');
const apiTarget = process.env.API_PROXY_TARGET;

export default defineConfig({
  root: fromHere('.'),
  // No prerendering: the pages depend on /config.json and the session, read in the browser.
  plugins: [preact({ prerender: { enabled: false } })],
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
