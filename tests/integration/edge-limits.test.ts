// The local runtime's front door limits over HTTP (issue 17 item 2), as AWS WAF's rate rules: per client
// address, every API request, tighter on the heavy routes and on creates without a sign-in; a refused request
// is answered 429 with a Portuguese message and Retry-After, and another address is not affected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_RATE_LIMITED_MESSAGE } from '../../shared/api/rate-limits';
import { TERMS_VERSION } from '../../shared/terms';
import { requestFrom } from '../support/client-address';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

const LIMITS = { all: 20, heavy: 4, anonymousCreate: 3 };

let runtime: TestRuntime;
let token: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ edgeLimits: LIMITS });
  token = await runtime.login({ email: 'porta@example.com', name: 'Porta' });
});

afterAll(async () => {
  await runtime?.stop();
});

/** `count` requests in a row from `address`; answers their statuses. */
async function statuses(
  address: string,
  count: number,
  path: string,
  init: Parameters<typeof requestFrom>[2] = {},
): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) {
    answers.push((await requestFrom(address, `${runtime.url}/backend/api${path}`, init)).status);
  }
  return answers;
}

describe('the front door of the local runtime', () => {
  it('refuses a flooding address with 429 and a message, while another keeps being served', async () => {
    // Act
    const flood = await statuses('127.0.0.2', LIMITS.all, '/mp-config');
    const refused = await requestFrom('127.0.0.2', `${runtime.url}/backend/api/mp-config`);
    const other = await requestFrom('127.0.0.3', `${runtime.url}/backend/api/mp-config`);

    // Assess
    expect(flood).toEqual(Array(LIMITS.all).fill(200));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      ok: false,
      error: { code: 'rate_limited', message: EDGE_RATE_LIMITED_MESSAGE },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(other.status).toBe(200);
  });

  it('limits the heavy routes tighter than the rest', async () => {
    // Act: PDF requests without a sign-in (401, but counted), then a light route from the same address
    const pdf = await statuses('127.0.0.4', LIMITS.heavy + 1, '/declaracao-pdf?reference=decl-x');
    const light = await requestFrom('127.0.0.4', `${runtime.url}/backend/api/mp-config`);

    // Assess
    expect(pdf).toEqual([...Array(LIMITS.heavy).fill(401), 429]);
    expect(light.status).toBe(200);
  });

  it('limits creates without a sign-in tighter than signed-in ones', async () => {
    // Prepare
    const body = JSON.stringify({ terms_version: TERMS_VERSION, reference: 'decl-x', method: 'pix' });
    const post = { method: 'POST', body, headers: { 'content-type': 'application/json' } };

    // Act
    const anonymous = await statuses('127.0.0.5', LIMITS.anonymousCreate + 1, '/mp-pay', post);
    const signedIn = await statuses('127.0.0.5', 1, '/mp-pay', {
      ...post,
      headers: { ...post.headers, authorization: `Bearer ${token}` },
    });

    // Assess: refused by the anonymous limit, not by the heavy one (one request of it left)
    expect(anonymous.slice(0, LIMITS.anonymousCreate)).not.toContain(429);
    expect(anonymous[LIMITS.anonymousCreate]).toBe(429);
    expect(signedIn).not.toContain(429);
  });
});
