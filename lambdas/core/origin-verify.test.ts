// The origin check of the handler pipeline, as Lambda invokes a public route (the webhook's access level) and a
// signed-in one: without CloudFront's secret header, or with a wrong one, 403 before anything else runs; with it,
// the request goes on. The refusal's log line never holds the header's value.
import crypto from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import {
  ORIGIN_REFUSED_MESSAGE,
  ORIGIN_VERIFY_ENV,
  ORIGIN_VERIFY_HEADER,
  originVerifier,
} from './origin-verify';
import { VIEWER_ADDRESS_HEADER } from './viewer-address';

const SECRET = 'Q7mZ2kR9vX4pL8nB3cT6yH1wF5sD0gJeUaNiKoMr';

let pipeline: typeof import('./public-handler');
let signedIn: typeof import('./handler');

beforeAll(async () => {
  vi.stubEnv(ORIGIN_VERIFY_ENV, SECRET);
  vi.stubEnv('AUTH_MODE', 'local');
  vi.stubEnv('LOCAL_JWKS', JSON.stringify({ keys: [{ kty: 'EC', kid: 'k' }] }));
  vi.stubEnv('LOG_LEVEL', 'info');
  vi.resetModules();
  pipeline = await import('./public-handler');
  signedIn = await import('./handler');
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  vi.unstubAllEnvs();
});

function event(headers: Record<string, string> = {}, body?: string): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /mp-webhook',
    rawPath: '/backend/api/mp-webhook',
    rawQueryString: '',
    headers,
    body,
    isBase64Encoded: false,
    requestContext: {
      http: {
        method: 'POST',
        path: '/backend/api/mp-webhook',
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.9',
        userAgent: 't',
      },
      requestId: 'r1',
    } as APIGatewayProxyEventV2['requestContext'],
  };
}

/** A public route whose body schema would refuse `{}` with 400: a 403 proves the check ran first. */
function publicRoute() {
  const handle = vi.fn(() => ({ handled: true }));
  const handler = pipeline.definePublicHandler({
    access: 'public',
    body: z.object({ id: z.string() }),
    handle,
  });
  return { handler, handle };
}

async function call(
  handler: (e: APIGatewayProxyEventV2, c: Context) => Promise<{ statusCode?: number; body?: string }>,
  e: APIGatewayProxyEventV2,
) {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    const result = await handler(e, {} as Context);
    return { status: result.statusCode, body: JSON.parse(String(result.body)), log: lines.join('') };
  } finally {
    spy.mockRestore();
  }
}

describe('origin check in the handler pipeline', () => {
  it.each([
    ['no header', {}],
    ['a wrong value', { [ORIGIN_VERIFY_HEADER]: 'adivinhado' }],
    ['the secret with one character changed', { [ORIGIN_VERIFY_HEADER]: `${SECRET.slice(0, -1)}X` }],
    ['an empty value', { [ORIGIN_VERIFY_HEADER]: '' }],
  ])('refuses %s with 403 and a Portuguese message before the body is read', async (_case, headers) => {
    // Prepare
    const { handler, handle } = publicRoute();

    // Act
    const result = await call(handler, event(headers, '{}'));

    // Assess
    expect(result.status).toBe(403);
    expect(result.body).toEqual({
      ok: false,
      error: { code: 'origin_not_verified', message: ORIGIN_REFUSED_MESSAGE },
    });
    expect(handle).not.toHaveBeenCalled();
    const line = JSON.parse(result.log.trim().split('\n').at(-1)!);
    expect(line).toMatchObject({ message: 'request refused', status: 403, code: 'origin_not_verified' });
    expect(result.log).not.toContain(SECRET.slice(0, -1));
    expect(result.log).not.toContain('adivinhado');
  });

  it('logs the connection address of a refused request, not the viewer address it claims', async () => {
    // Prepare
    const { handler } = publicRoute();

    // Act
    const result = await call(handler, event({ [VIEWER_ADDRESS_HEADER]: '198.51.100.77' }, '{}'));

    // Assess
    const line = JSON.parse(result.log.trim().split('\n').at(-1)!);
    expect(result.status).toBe(403);
    expect(line.ip).toBe('203.0.113.9');
    expect(result.log).not.toContain('198.51.100.77');
  });

  it('refuses a signed-in route without the header before the token is looked at', async () => {
    // Prepare
    const handle = vi.fn(() => ({}));
    const handler = signedIn.defineHandler({ access: 'user', handle });

    // Act
    const result = await call(handler, event({ authorization: 'Bearer não-é-um-token' }));

    // Assess: a bad token would be 401; the origin check answers first.
    expect(result.status).toBe(403);
    expect(result.body.error.code).toBe('origin_not_verified');
    expect(handle).not.toHaveBeenCalled();
  });

  it('lets the request through with the right header, whatever its case, and compares in constant time', async () => {
    // Prepare
    const { handler, handle } = publicRoute();
    const compare = vi.spyOn(crypto, 'timingSafeEqual');

    // Act
    const result = await call(handler, event({ 'X-Origin-Verify': SECRET }, '{"id":"p1"}'));

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ok: true, handled: true });
    expect(handle).toHaveBeenCalledOnce();
    expect(compare).toHaveBeenCalledOnce();
    expect(result.log).not.toContain(SECRET);
  });
});

describe('originVerifier', () => {
  it('skips the check locally when the setting is absent or blank', () => {
    expect(originVerifier({})).toBeNull();
    expect(originVerifier({ [ORIGIN_VERIFY_ENV]: '  ' })).toBeNull();
  });

  it('fails closed in an AWS bundle without the setting', () => {
    // Prepare: DP_BUNDLE is the constant "aws" in AWS bundles (infra/lambda-bundling.ts).
    vi.stubEnv('DP_BUNDLE', 'aws');

    // Act
    const verify = originVerifier({});

    // Assess
    vi.stubEnv('DP_BUNDLE', '');
    expect(verify?.(undefined)).toBe(false);
    expect(verify?.('qualquer')).toBe(false);
  });

  it('compares values of any length without throwing', () => {
    const verify = originVerifier({ [ORIGIN_VERIFY_ENV]: SECRET })!;
    expect(verify(SECRET)).toBe(true);
    expect(verify(`${SECRET}${SECRET}`)).toBe(false);
    expect(verify('x')).toBe(false);
    expect(verify(undefined)).toBe(false);
  });
});
