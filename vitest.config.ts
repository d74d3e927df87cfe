// Unit and integration tests (`npm test`). The browser suite has its own config in tests/e2e.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@shared': here('./shared'),
      '@data': here('./data'),
      '@/': here('./web/src/'),
    },
  },
  test: {
    include: ['{shared,lambdas,data,infra,tests,web}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'tests/e2e/**', 'web/dist/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
