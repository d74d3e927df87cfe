// A route's handler bundled with the stack's esbuild settings really runs as Lambda runs it: an ES module
// (`index.mjs`, `index.handler`) with the environment the stack gives it, answering an HTTP API v2 event.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ESM_REQUIRE_BANNER, esbuildOptions } from '../../infra/lambda-bundling';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '../../lambdas/core/origin-verify';
import { API_PREFIX, routes } from '../../lambdas/routes';

const route = routes.find((r) => r.path === '/mp-config')!;
const ORIGIN_SECRET = 'bundleTestOriginSecret0123456789abcdef';
let dir: string;

function apiEvent(headers: Record<string, string>) {
  return {
    version: '2.0',
    routeKey: `${route.method} ${API_PREFIX}${route.path}`,
    rawPath: `${API_PREFIX}${route.path}`,
    rawQueryString: '',
    headers,
    requestContext: {
      http: { method: route.method, path: `${API_PREFIX}${route.path}`, sourceIp: '192.0.2.1' },
      requestId: 'bundle-test',
    },
    isBase64Encoded: false,
  };
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lambda-bundle-'));
  await build({ ...esbuildOptions(route), outfile: path.join(dir, 'index.mjs'), logLevel: 'silent' });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fs.rm(dir, { recursive: true, force: true });
});

describe(`bundled ${route.method} ${route.path}`, () => {
  it('loads as an ES module and answers an HTTP API event from CloudFront with the prices from its environment', async () => {
    // Prepare
    // Ignored by an AWS bundle, which knows Cognito sign-in only (tests/infra/stacks/bundles.test.ts).
    vi.stubEnv('AUTH_MODE', 'local');
    vi.stubEnv('COGNITO_USER_POOL_ID', 'sa-east-1_Example1');
    vi.stubEnv('COGNITO_CLIENT_ID', 'exampleclient');
    vi.stubEnv('PRICE_BASE', '12.90');
    vi.stubEnv(ORIGIN_VERIFY_ENV, ORIGIN_SECRET);

    // Act
    const { handler } = await import(pathToFileURL(path.join(dir, 'index.mjs')).href);
    const context = { awsRequestId: 'bundle-test', getRemainingTimeInMillis: () => 10_000 };
    const result = await handler(apiEvent({ [ORIGIN_VERIFY_HEADER]: ORIGIN_SECRET }), context);
    // What did not come through CloudFront: the check survives bundling (DP_BUNDLE is "aws" here).
    const direct = await handler(apiEvent({}), context);

    // Assess
    const code = await fs.readFile(path.join(dir, 'index.mjs'), 'utf8');
    expect(code.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({ ok: true, price: 12.9 });
    expect(direct.statusCode).toBe(403);
    expect(JSON.parse(direct.body)).toMatchObject({ ok: false, error: { code: 'origin_not_verified' } });
  });
});
