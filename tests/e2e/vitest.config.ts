// Browser suite (`npm run test:e2e`): the built SPA served by the local runtime, driven in Debian's Chromium.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  resolve: {
    alias: {
      '@shared': `${root}shared`,
      '@data': `${root}data`,
    },
  },
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    environment: 'node',
    // One Chromium at a time: this machine has two cores and the runtime shares them.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
