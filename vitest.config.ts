// Unit and integration tests (`npm test`). The browser suite has its own config in tests/e2e. The stack tests are a
// project of their own: its global setup synthesizes the CDK app once per run (cached by source hash), and only
// when a run includes them.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const stackTests = ['tests/infra/stacks/**/*.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '@shared': here('./shared'),
      '@data': here('./data'),
      '@/': here('./web/src/'),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{shared,lambdas,local,data,infra,tests,web}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'tests/e2e/**', 'web/dist/**', ...stackTests],
        },
      },
      {
        extends: true,
        test: { name: 'stacks', include: stackTests, globalSetup: ['tests/infra/stacks/global-setup.ts'] },
      },
    ],
  },
});
