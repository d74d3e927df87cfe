// The local server as API Gateway: every route of the table mounted under /backend/api with the access level
// its handler declares, unknown paths and methods answered in the envelope, /config.json for the SPA, and
// the local-only sign-in absent from the route table the CDK stack reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, routes } from '../../lambdas/routes';
import { runtimeConfigSchema } from '../../shared/runtime-config';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startTestRuntime({ runtimeConfig: { viaCepBaseUrl: 'http://127.0.0.1:9/viacep' } });
});

afterAll(async () => {
  await runtime?.stop();
});

describe('route table', () => {
  it('keeps local-login out of routes.ts', () => {
    expect(routes.map((route) => route.path)).not.toContain('/local-login');
  });

  it.each(routes.map((route) => [route.method, route.path, route.access] as const))(
    '%s %s is mounted and guarded as %s',
    async (method, path, access) => {
      // A path template's parameters get a placeholder value.
      const concrete = path.replace(/\{\w+\}/g, 'x');

      const result = await runtime.api(concrete, { method });

      // A route's own 404 (`verificar` without a code: "Código não encontrado") is not a missing route.
      expect(result.body.error?.message).not.toBe('Rota não encontrada.');
      expect(result.status).not.toBe(405);
      expect(result.status).toBeLessThan(500);
      if (access === 'user' || access === 'admin') expect(result.status).toBe(401);
      expect(result.body.ok === true || typeof result.body.error?.message === 'string').toBe(true);
    },
  );
});

describe('unknown requests', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const result = await runtime.api('/nao-existe');

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ ok: false, error: { code: 'not_found', message: 'Rota não encontrada.' } });
  });

  it('answers a known path with another method with 405 and Allow', async () => {
    const result = await runtime.api('/mp-config', { method: 'DELETE' });

    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toBe('GET');
    expect(result.body.ok).toBe(false);
  });

  it('refuses a body beyond API Gateway’s 10 MB with 413', async () => {
    const result = await runtime.api('/user-upsert', { rawBody: 'x'.repeat(10 * 1024 * 1024 + 1) });

    expect(result.status).toBe(413);
    expect(result.body.error.code).toBe('payload_too_large');
  });
});

describe('/config.json', () => {
  it('serves the SPA runtime configuration in local mode, with the runtime overrides', async () => {
    const response = await fetch(`${runtime.url}/config.json`);
    const config = runtimeConfigSchema.parse(await response.json());

    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(config).toMatchObject({
      apiBase: API_PREFIX,
      authMode: 'local',
      viaCepBaseUrl: 'http://127.0.0.1:9/viacep',
    });
  });
});
