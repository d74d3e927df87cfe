// Vite build and dev server of the SPA: aliases shared with the rest of the repo, and, for a standalone
// `npx vite web`, an optional proxy of `/backend/api` to a running API (the local server normally mounts Vite).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const repoRoot = fromHere('..');
const apiTarget = process.env.API_PROXY_TARGET;

export default defineConfig({
  root: fromHere('.'),
  plugins: [react()],
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
