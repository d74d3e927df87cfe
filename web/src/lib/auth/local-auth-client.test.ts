import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import type { AuthEvent } from './auth-client';
import { createLocalAuthClient, LOCAL_TOKEN_KEY } from './local-auth-client';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token shaped like the local issuer's (the signature is not checked by the browser). */
const tokenFor = (claims: Record<string, unknown>) => `${b64url({ alg: 'RS256' })}.${b64url(claims)}.c2ln`;

let server: Server | undefined;

async function startIssuer(reply: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const received: Record<string, unknown>[] = [];
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push({ ...body, path: req.url });
      const answer = reply(body);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/backend/api`, received };
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const NOW = Date.UTC(2026, 0, 10, 12);

describe('local auth client', () => {
  it('signs in through local-login, keeps the token and reports the user', async () => {
    // Prepare
    const token = tokenFor({
      sub: 'u-1',
      email: 'ana@exemplo.com.br',
      name: 'Ana',
      'cognito:groups': ['admin'],
      exp: NOW / 1000 + 3600,
      auth_time: NOW / 1000 - 60,
    });
    const issuer = await startIssuer(() => ({ status: 200, body: { ok: true, token } }));
    const storage = memoryStorage();
    const auth = createLocalAuthClient({ apiBase: issuer.apiBase, storage, now: () => NOW });
    const events: AuthEvent[] = [];
    auth.subscribe((e) => events.push(e));
    // Act
    await auth.signIn({ kind: 'local', email: 'ana@exemplo.com.br', name: 'Ana', admin: true });
    // Assess
    expect(issuer.received).toEqual([
      { email: 'ana@exemplo.com.br', name: 'Ana', admin: true, path: '/backend/api/local-login' },
    ]);
    expect(await auth.getIdToken()).toBe(token);
    expect(await auth.currentUser()).toEqual({
      uid: 'u-1',
      email: 'ana@exemplo.com.br',
      name: 'Ana',
      photoURL: '',
      provider: 'google',
      adminClaim: true,
      signedInAt: NOW / 1000 - 60,
    });
    expect(events).toEqual(['signedIn']);
  });

  it('passes the server’s Portuguese message on a refused sign-in and stores nothing', async () => {
    // Prepare
    const issuer = await startIssuer(() => ({
      status: 400,
      body: { ok: false, error: { code: 'validation', message: 'Informe e-mail válido' } },
    }));
    const storage = memoryStorage();
    const auth = createLocalAuthClient({ apiBase: issuer.apiBase, storage, now: () => NOW });
    // Act
    const error = await auth.signIn({ kind: 'local', email: 'x', name: 'Ana', admin: false }).catch((e) => e);
    // Assess
    expect(error.message).toBe('Informe e-mail válido');
    expect(storage.getItem(LOCAL_TOKEN_KEY)).toBeNull();
  });

  it('drops an expired token and signs out on request', async () => {
    // Prepare
    const storage = memoryStorage();
    storage.setItem(
      LOCAL_TOKEN_KEY,
      tokenFor({ sub: 'u-1', email: 'a@b.com', name: 'A', exp: NOW / 1000 - 1 }),
    );
    const auth = createLocalAuthClient({ apiBase: '/backend/api', storage, now: () => NOW });
    const fresh = createLocalAuthClient({ apiBase: '/backend/api', storage, now: () => NOW });
    const events: AuthEvent[] = [];
    fresh.subscribe((e) => events.push(e));
    // Act
    const expired = await auth.getIdToken();
    storage.setItem(
      LOCAL_TOKEN_KEY,
      tokenFor({ sub: 'u-2', email: 'b@c.com', name: 'B', exp: NOW / 1000 + 60 }),
    );
    const before = await fresh.currentUser();
    await fresh.signOut();
    // Assess
    expect(expired).toBeNull();
    expect(before?.uid).toBe('u-2');
    expect(await fresh.getIdToken()).toBeNull();
    expect(events).toEqual(['signedOut']);
  });
});
