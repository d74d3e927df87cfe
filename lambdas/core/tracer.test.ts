// The one tracer: off outside Lambda (the client handed back untouched, the X-Ray SDK loaded without its promise
// hooks), and in Lambda an SDK v3 client gets X-Ray's middleware, so every call of it is a subsegment.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const XRAY_MIDDLEWARE = 'XRaySDKInstrumentation';

function middlewareNames(client: DynamoDBClient): string[] {
  return client.middlewareStack.identify().map((entry) => entry.split(' ')[0] ?? entry);
}

beforeEach(() => {
  // The SDK's notice about this machine's Node 20 (Lambda runs 22).
  vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('traced', () => {
  it('answers the client as it is outside Lambda, with X-Ray in manual mode (no promise hooks)', async () => {
    // Prepare
    vi.stubEnv('AWS_EXECUTION_ENV', '');
    vi.stubEnv('AWS_XRAY_MANUAL_MODE', undefined);
    vi.resetModules();
    const { traced, tracer } = await import('./tracer');
    const client = new DynamoDBClient({ region: 'sa-east-1' });

    // Act
    const same = traced(client);

    // Assess
    expect(same).toBe(client);
    expect(tracer.isTracingEnabled()).toBe(false);
    expect(middlewareNames(client)).not.toContain(XRAY_MIDDLEWARE);
    expect(process.env.AWS_XRAY_MANUAL_MODE).toBe('true');
  });

  it('adds X-Ray to a DynamoDB client in Lambda', async () => {
    // Prepare: what Lambda's Node.js runtime sets
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'GetMe');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', undefined);
    vi.resetModules();
    const { traced, tracer } = await import('./tracer');
    const client = new DynamoDBClient({ region: 'sa-east-1' });

    // Act
    const same = traced(client);

    // Assess
    expect(same).toBe(client);
    expect(tracer.isTracingEnabled()).toBe(true);
    expect(middlewareNames(client)).toContain(XRAY_MIDDLEWARE);
  });

  it('stays off in Lambda with POWERTOOLS_TRACE_ENABLED=false', async () => {
    // Prepare
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'false');
    vi.resetModules();
    const { traced } = await import('./tracer');
    const client = new DynamoDBClient({ region: 'sa-east-1' });

    // Act
    traced(client);

    // Assess
    expect(middlewareNames(client)).not.toContain(XRAY_MIDDLEWARE);
  });
});
