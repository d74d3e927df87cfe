// Starts the local runtime in-process for integration and browser tests: a temporary data folder, a free
// port, fresh handler modules on every start (a cold start, as in Lambda), and helpers to sign in and call
// the API over HTTP.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import type { LocalIdentity } from '../../local/issuer';
import { mercadoPagoExtension } from '../../local/mercado-pago/extension';
import type { MercadoPagoStandIn } from '../../local/mercado-pago/stand-in';
import { type LocalRuntime, type LocalRuntimeOptions, startLocalRuntime } from '../../local/server';

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Serialized as JSON. */
  body?: unknown;
  /** Sent as is (for malformed or oversized bodies). */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface ApiResult<T = Record<string, unknown>> {
  status: number;
  // Tests read whatever the server answered; the assertions say what it must be.
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field
  body: T & Record<string, any>;
  headers: Headers;
}

export interface TestRuntime extends LocalRuntime {
  /** The Mercado Pago stand-in mounted below `/__mp`, when started with `mercadoPago`. */
  standIn?: MercadoPagoStandIn;
  /** The webhook secret the stand-in signs with and the handlers check, when started with `mercadoPago`. */
  webhookSecret?: string;
  /** Calls `${url}/backend/api${path}`. */
  api<T = Record<string, unknown>>(path: string, call?: ApiCall): Promise<ApiResult<T>>;
  /** Signs in through `POST /backend/api/local-login` and returns the ID token. */
  login(identity?: Partial<LocalIdentity>): Promise<string>;
}

export async function makeTempDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'dp-data-'));
}

export async function removeDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
}

export async function callApi<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  call: ApiCall = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  let body: string | Uint8Array | undefined = call.rawBody;
  if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}/backend/api${path}`, {
    method: call.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the assertions will show the text
  }
  return { status: response.status, body: parsed as ApiResult<T>['body'], headers: response.headers };
}

export interface TestRuntimeOptions extends LocalRuntimeOptions {
  /**
   * Mounts the Mercado Pago stand-in as `npm start` does (below `/__mp`; MP_* of the process ignored), with
   * a fixed webhook secret; the runtime then exposes `standIn` and `webhookSecret`.
   */
  mercadoPago?: boolean;
}

export const TEST_WEBHOOK_SECRET = 'segredo-webhook-de-teste';

/**
 * Starts the runtime on a free port. Without `dataDir`, a temporary folder is made and removed by `stop()`;
 * with one, the folder is kept (to restart on it). Handlers log at `warn` unless `env.LOG_LEVEL` says otherwise.
 */
export async function startTestRuntime(options: TestRuntimeOptions = {}): Promise<TestRuntime> {
  const { mercadoPago, ...runtimeOptions } = options;
  let standIn: MercadoPagoStandIn | undefined;
  if (mercadoPago) {
    runtimeOptions.extensions = [
      ...(runtimeOptions.extensions ?? []),
      mercadoPagoExtension({
        env: { MP_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
        onStandIn: (created) => {
          standIn = created;
        },
      }),
    ];
  }
  const ownDataDir = options.dataDir === undefined ? await makeTempDataDir() : undefined;
  // Every start loads config, clients and handlers afresh, like a Lambda cold start.
  vi.resetModules();
  let runtime: LocalRuntime;
  try {
    runtime = await startLocalRuntime({
      port: 0,
      spa: 'none',
      // Every test calls from 127.0.0.1: the front door's per-address limits are tried by their own tests
      // (which pass `edgeLimits`), not by every suite that makes many requests.
      edgeLimits: false,
      ...runtimeOptions,
      dataDir: options.dataDir ?? ownDataDir,
      env: { LOG_LEVEL: 'warn', ...options.env },
    });
  } catch (error) {
    if (ownDataDir) await removeDataDir(ownDataDir);
    throw error;
  }
  const api = <T = Record<string, unknown>>(path: string, call?: ApiCall) =>
    callApi<T>(runtime.url, path, call);
  return {
    ...runtime,
    ...(mercadoPago ? { standIn, webhookSecret: TEST_WEBHOOK_SECRET } : {}),
    api,
    async login(identity = {}) {
      const result = await api<{ token: string }>('/local-login', {
        body: { email: 'maria@example.com', name: 'Maria Silva', admin: false, ...identity },
      });
      if (result.status !== 200 || typeof result.body.token !== 'string') {
        throw new Error(`local-login failed: ${result.status} ${JSON.stringify(result.body)}`);
      }
      return result.body.token;
    },
    async stop() {
      await runtime.stop();
      if (ownDataDir) await removeDataDir(ownDataDir);
    },
  };
}
