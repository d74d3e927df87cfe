import type { ServerResponse } from 'node:http';
import { EDGE_RATE_LIMITED_MESSAGE } from '@shared/api/rate-limits';
import { STALE_VERSION_CODE, STALE_VERSION_MESSAGE, staleVersionCurrentOf } from '@shared/api/versioned-save';
import { describe, expect, it } from 'vitest';
import { startServer } from '@/lib/testing/http-test-server';
import { ApiError, createApiClient, PREFETCH_TTL_MS, type TokenSource, withHeaders } from './api-client';
import { onFieldRefusal } from './field-refusals';

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function tokens(initial: string | null, renewed: string | null = null) {
  let refreshes = 0;
  const source: TokenSource = {
    getIdToken: async () => initial,
    refreshIdToken: async () => {
      refreshes++;
      return renewed;
    },
  };
  return { source, refreshes: () => refreshes };
}

describe('api client', () => {
  it('adds the headers of withHeaders to every call, read at the time of the call', async () => {
    // Prepare
    const keys: Array<string | undefined> = [];
    const origin = await startServer((req, _body, res) => {
      keys.push(req.headers['x-document-key'] as string | undefined);
      json(res, 200, { ok: true });
    });
    let key: string | null = null;
    const api = withHeaders(
      createApiClient({ baseUrl: `${origin}/backend/api/`, tokens: tokens(null).source }),
      (): Record<string, string> => (key ? { 'x-document-key': key } : {}),
    );
    // Act
    await api.get('contrato-get', { id: 'r1' });
    key = 'chave-1';
    await api.post('mp-pay', { reference: 'r1' });
    // Assess
    expect(keys).toEqual([undefined, 'chave-1']);
  });

  it('sends the bearer token and returns the envelope body', async () => {
    // Prepare
    const seen: { auth?: string; url?: string } = {};
    const origin = await startServer((req, _body, res) => {
      seen.auth = req.headers.authorization;
      seen.url = req.url;
      json(res, 200, { ok: true, uid: 'u1', email: 'a@b.com', name: 'Ana', role: 'user' });
    });
    const api = createApiClient({ baseUrl: `${origin}/backend/api/`, tokens: tokens('tok-1').source });
    // Act
    const me = await api.get<{ uid: string }>('me', { page_size: 50, cursor: undefined });
    // Assess
    expect(me.uid).toBe('u1');
    expect(seen.auth).toBe('Bearer tok-1');
    expect(seen.url).toBe('/backend/api/me?page_size=50');
  });

  it('throws ApiError with the Portuguese message of an error envelope', async () => {
    // Prepare
    const origin = await startServer((_req, _body, res) =>
      json(res, 400, { ok: false, error: { code: 'validation', message: 'Informe e-mail válido' } }),
    );
    const api = createApiClient({ baseUrl: `${origin}/backend/api`, tokens: tokens(null).source });
    // Act
    const error = await api.post('user-upsert', { email: 'x' }).catch((e: unknown) => e);
    // Assess
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Informe e-mail válido', status: 400, code: 'validation' });
  });

  it("carries a refused form's fields and tells them to the forms on the page", async () => {
    // Prepare
    const fields = [{ field: 'empresa_cnpj', message: 'CNPJ da empresa inválido' }];
    const origin = await startServer((_req, _body, res) =>
      json(res, 400, {
        ok: false,
        error: { code: 'incomplete_document', message: 'CNPJ da empresa inválido', fields },
      }),
    );
    const api = createApiClient({ baseUrl: `${origin}/backend/api`, tokens: tokens(null).source });
    const told: unknown[] = [];
    const stop = onFieldRefusal((refused) => told.push(refused));

    // Act
    const error = await api.post('mp-pay', { reference: 'r1' }).catch((e: unknown) => e);
    stop();

    // Assess
    expect(error).toMatchObject({ code: 'incomplete_document', status: 400, fields });
    expect(told).toEqual([fields]);
  });

  it("carries a stale save's stored form and version, read as the autosave reads them", async () => {
    // Prepare
    const current = { form_version: 4, form: { nome: 'Ana' }, form_changed: false };
    const origin = await startServer((_req, _body, res) =>
      json(res, 409, {
        ok: false,
        error: { code: STALE_VERSION_CODE, message: STALE_VERSION_MESSAGE, current },
      }),
    );
    const api = createApiClient({ baseUrl: `${origin}/backend/api`, tokens: tokens(null).source });

    // Act
    const error = await api.post('declaracao-save', { id: 'd1' }).catch((e: unknown) => e);

    // Assess
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: STALE_VERSION_CODE, message: STALE_VERSION_MESSAGE });
    expect(staleVersionCurrentOf((error as ApiError).current)).toEqual(current);
    expect(staleVersionCurrentOf({ form_version: '4', form: {}, form_changed: false })).toBeNull();
    expect(staleVersionCurrentOf(undefined)).toBeNull();
  });

  it('answers "Falha HTTP {status}" for a non-envelope error and "Erro de rede" when unreachable', async () => {
    // Prepare
    const origin = await startServer((_req, _body, res) => {
      res.writeHead(502);
      res.end('<html>bad gateway</html>');
    });
    const api = createApiClient({ baseUrl: origin, tokens: tokens(null).source });
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:1', tokens: tokens(null).source });
    // Act
    const httpError = await api.get('mp-config').catch((e: unknown) => e);
    const networkError = await offline.get('mp-config').catch((e: unknown) => e);
    // Assess
    expect(httpError).toMatchObject({ message: 'Falha HTTP 502', status: 502 });
    expect(networkError).toMatchObject({ message: 'Erro de rede', status: 0 });
  });

  it("shows a front door's bare 429 (AWS WAF's) in Portuguese", async () => {
    // Prepare
    const origin = await startServer((_req, _body, res) => {
      res.writeHead(429);
      res.end();
    });
    const api = createApiClient({ baseUrl: origin, tokens: tokens(null).source });
    // Act
    const refused = await api.get('mp-config').catch((e: unknown) => e);
    // Assess
    expect(refused).toMatchObject({ message: EDGE_RATE_LIMITED_MESSAGE, status: 429, code: 'rate_limited' });
  });

  it('renews the token once on 401 and repeats the call with it', async () => {
    // Prepare
    const authHeaders: (string | undefined)[] = [];
    const origin = await startServer((req, _body, res) => {
      authHeaders.push(req.headers.authorization);
      if (req.headers.authorization === 'Bearer fresh') json(res, 200, { ok: true, done: true });
      else json(res, 401, { ok: false, error: { code: 'unauthorized', message: 'Sessão expirada' } });
    });
    const t = tokens('stale', 'fresh');
    const api = createApiClient({ baseUrl: origin, tokens: t.source });
    // Act
    const body = await api.post<{ done: boolean }>('curriculo-save', { id: '1' });
    // Assess
    expect(body.done).toBe(true);
    expect(authHeaders).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(t.refreshes()).toBe(1);
  });

  it('reports the end of the session when the 401 persists, without looping', async () => {
    // Prepare
    let calls = 0;
    const origin = await startServer((_req, _body, res) => {
      calls++;
      json(res, 401, { ok: false, error: { code: 'unauthorized', message: 'Sessão expirada' } });
    });
    let ended = 0;
    const api = createApiClient({
      baseUrl: origin,
      tokens: tokens('stale', 'still-bad').source,
      onUnauthorized: () => {
        ended++;
      },
    });
    // Act
    const error = await api.get('me').catch((e: unknown) => e);
    // Assess
    expect(error).toMatchObject({ status: 401, message: 'Sessão expirada' });
    expect(calls).toBe(2);
    expect(ended).toBe(1);
  });

  it('never sends the token when asked not to, and uses a full URL as given', async () => {
    // Prepare
    const seen: { auth?: string; url?: string; body?: string } = {};
    const origin = await startServer((req, body, res) => {
      Object.assign(seen, { auth: req.headers.authorization, url: req.url, body: body.toString() });
      json(res, 200, { ok: true });
    });
    const api = createApiClient({ baseUrl: `${origin}/backend/api`, tokens: tokens('tok').source });
    // Act
    await api.request({
      method: 'POST',
      url: `${origin}/api/user-upsert`,
      body: { email: 'a@b.com' },
      auth: 'none',
    });
    // Assess
    expect(seen.auth).toBeUndefined();
    expect(seen.url).toBe('/api/user-upsert');
    expect(JSON.parse(seen.body ?? '')).toEqual({ email: 'a@b.com' });
  });

  it('answers a get from its prefetch once, asks again after a failed one, and never prefetches signed out', async () => {
    // Prepare
    const asked: string[] = [];
    const origin = await startServer((req, _body, res) => {
      const url = req.url ?? '';
      asked.push(url);
      // The first read of c1 fails, the later ones answer.
      if (url.endsWith('id=c1') && asked.filter((u) => u === url).length === 1)
        json(res, 500, { ok: false, error: { code: 'internal', message: 'Erro interno' } });
      else json(res, 200, { ok: true, n: asked.length });
    });
    const api = createApiClient({ baseUrl: `${origin}/backend/api`, tokens: tokens('tok').source });
    const signedOut = createApiClient({ baseUrl: `${origin}/backend/api`, tokens: tokens(null).source });
    // Act
    api.prefetch('declaracao-mine', { page_size: 50 });
    const first = await api.get('declaracao-mine', { page_size: 50 });
    const second = await api.get('declaracao-mine', { page_size: 50 });
    api.prefetch('curriculo-get', { id: 'c1' });
    const afterFailure = await api.get('curriculo-get', { id: 'c1' });
    signedOut.prefetch('me');
    await signedOut.get('me');
    // Assess
    expect(first).toEqual({ ok: true, n: 1 });
    expect(second).toEqual({ ok: true, n: 2 });
    expect(afterFailure).toEqual({ ok: true, n: 4 });
    expect(asked).toEqual([
      '/backend/api/declaracao-mine?page_size=50',
      '/backend/api/declaracao-mine?page_size=50',
      '/backend/api/curriculo-get?id=c1',
      '/backend/api/curriculo-get?id=c1',
      '/backend/api/me',
    ]);
  });

  it('does not hand out a prefetched answer older than PREFETCH_TTL_MS: the get asks itself', async () => {
    // Prepare
    let calls = 0;
    let bothAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      bothAsked = resolve;
    });
    const origin = await startServer((_req, _body, res) => {
      calls++;
      if (calls === 2) bothAsked();
      json(res, 200, { ok: true });
    });
    const api = createApiClient({ baseUrl: `${origin}/backend/api`, tokens: tokens('tok').source });
    const now = Date.now();
    api.prefetch('me');
    // Act
    // The prefetch's age is read as `get` is called: the clock is moved for that call only, not for the requests
    // that follow (Node's HTTP timers read it too, and a jump could end the server's connection).
    const realNow = Date.now;
    Date.now = () => now + PREFETCH_TTL_MS + 1;
    let answer: Promise<object>;
    try {
      answer = api.get('me');
    } finally {
      Date.now = realNow;
    }
    await asked;
    // Assess
    await expect(answer).resolves.toMatchObject({ ok: true });
    expect(calls).toBe(2);
  });
});
