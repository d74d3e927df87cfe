// The settings every SDK client of the functions shares (`aws-clients.ts`): a peer that never answers ends each
// attempt at the request time-out and the call after the standard mode's 3 attempts, a 5xx is tried again, and the
// time-outs come from the variables the stack sets. A local HTTP server stands in for the service.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSecretsManagerClient, DEFAULT_SDK_TIMEOUTS, once, sdkTimeoutsFrom } from './aws-clients';

const LOCAL = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test' };
const servers: http.Server[] = [];

/** A server that hands each request to `answer` (which may leave it unanswered) and counts them. */
async function peer(answer: (res: http.ServerResponse, attempt: number) => void) {
  let attempts = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    attempts += 1;
    answer(res, attempts);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    attempts: () => attempts,
  };
}

afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe('SDK clients', () => {
  it('end an attempt on a silent peer at the request time-out, and give up after 3 attempts', async () => {
    // Prepare
    const silent = await peer(() => {});
    const client = createSecretsManagerClient({
      region: 'sa-east-1',
      endpoint: silent.endpoint,
      credentials: LOCAL,
      timeouts: { connectionTimeoutMs: 200, requestTimeoutMs: 200 },
    });

    // Act
    const call = client.send(new GetSecretValueCommand({ SecretId: 'x' })).catch((error: unknown) => error);

    // Assess
    expect(await call).toMatchObject({ name: 'TimeoutError', $metadata: { attempts: 3 } });
    expect(silent.attempts()).toBe(3);
    client.destroy();
  });

  it('try a 5xx again and answer what the next attempt gets', async () => {
    // Prepare
    const flaky = await peer((res, attempt) => {
      const ok = attempt === 2;
      res.writeHead(ok ? 200 : 503, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(
        JSON.stringify(ok ? { SecretString: '{}' } : { __type: 'ServiceUnavailable', message: 'busy' }),
      );
    });
    const client = createSecretsManagerClient({
      region: 'sa-east-1',
      endpoint: flaky.endpoint,
      credentials: LOCAL,
    });

    // Act
    const answer = await client.send(new GetSecretValueCommand({ SecretId: 'x' }));

    // Assess
    expect(answer.SecretString).toBe('{}');
    expect(flaky.attempts()).toBe(2);
    client.destroy();
  });

  it('take their time-outs from the variables the stack sets, and a default without them', () => {
    // Act
    const set = sdkTimeoutsFrom({ SDK_CONNECTION_TIMEOUT_MS: '700', SDK_REQUEST_TIMEOUT_MS: '4300' });
    const unset = sdkTimeoutsFrom({});
    const invalid = sdkTimeoutsFrom({ SDK_CONNECTION_TIMEOUT_MS: 'soon', SDK_REQUEST_TIMEOUT_MS: '-1' });

    // Assess
    expect(set).toEqual({ connectionTimeoutMs: 700, requestTimeoutMs: 4300 });
    expect(unset).toEqual(DEFAULT_SDK_TIMEOUTS);
    expect(invalid).toEqual(DEFAULT_SDK_TIMEOUTS);
  });

  it('are built on first use, once', () => {
    // Prepare
    let built = 0;
    const client = once(() => ({ built: ++built }));

    // Act
    const before = built;
    const first = client();
    const second = client();

    // Assess
    expect(before).toBe(0);
    expect(second).toBe(first);
    expect(built).toBe(1);
  });
});

describe('SDK clients in Lambda', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('are each traced by X-Ray, the document client through its DynamoDB client', async () => {
    // Prepare: what Lambda's Node.js runtime sets, so the tracer is on
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'GetMe');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', undefined);
    vi.stubEnv('AWS_REGION', 'sa-east-1');
    vi.resetModules();
    const clients = await import('./aws-clients');
    const names = (client: { middlewareStack: { identify(): string[] } }) =>
      client.middlewareStack.identify().map((entry) => entry.split(' ')[0]);

    // Act
    const made = [
      clients.createDynamoDocumentClient(),
      clients.createS3Client(),
      clients.createSecretsManagerClient(),
      clients.createCognitoClient(),
    ];

    // Assess
    for (const client of made) expect(names(client)).toContain('XRaySDKInstrumentation');
  });
});
