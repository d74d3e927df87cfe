// Sign-in and session over HTTP against the local runtime: GET me by role, every way a token is refused,
// and POST user-upsert writing the users table only for valid input from the token's own person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSub } from '../../local/issuer';
import { readItem } from '../support/dynamo';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { foreignToken, keyIdOf } from '../support/tokens';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startTestRuntime();
});

afterAll(async () => {
  await runtime?.stop();
});

describe('GET me', () => {
  it('answers a signed-in user with role user', async () => {
    // Prepare
    const token = await runtime.login({ email: 'joana@example.com', name: 'Joana Souza', admin: false });

    // Act
    const result = await runtime.api('/me', { token });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      ok: true,
      uid: localSub('joana@example.com'),
      email: 'joana@example.com',
      name: 'Joana Souza',
      role: 'user',
    });
    expect(result.headers.get('content-type')).toContain('application/json');
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an admin with role admin, from the token group only', async () => {
    const token = await runtime.login({ email: 'chefe@example.com', name: 'Chefe', admin: true });

    const result = await runtime.api('/me', { token });

    expect(result.status).toBe(200);
    expect(result.body.role).toBe('admin');
  });

  it('keeps the same uid for the same e-mail across sign-ins', async () => {
    const first = await runtime.api('/me', { token: await runtime.login({ email: 'Repete@Example.com' }) });
    const second = await runtime.api('/me', { token: await runtime.login({ email: 'repete@example.com' }) });

    expect(first.body.uid).toBe(second.body.uid);
  });

  it('refuses a request without a token with 401 and a Portuguese message', async () => {
    const result = await runtime.api('/me');

    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      ok: false,
      error: { code: 'unauthorized', message: 'Faça login para continuar.' },
    });
  });

  it('refuses a token signed by another key, whatever key id it claims', async () => {
    const realKid = keyIdOf(await runtime.login());

    const sameKid = await runtime.api('/me', { token: await foreignToken({ kid: realKid, admin: true }) });
    const otherKid = await runtime.api('/me', { token: await foreignToken({ admin: true }) });

    for (const result of [sameKid, otherKid]) {
      expect(result.status).toBe(401);
      expect(result.body.error.code).toBe('invalid_token');
      expect(result.body.error.message).toBe('Sessão inválida ou expirada. Faça login novamente.');
    }
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await runtime.issuer.issue(
      { email: 'velho@example.com', name: 'Velho', admin: false },
      { now: now - 7200, ttlSeconds: 3600 },
    );

    const result = await runtime.api('/me', { token: expired });

    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe('invalid_token');
  });

  it('refuses a malformed Authorization header and a tampered token', async () => {
    const token = await runtime.login();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const tampered = Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['admin'] })).toString(
      'base64url',
    );

    const malformed = await runtime.api('/me', { headers: { authorization: `Token ${token}` } });
    const forged = await runtime.api('/me', { token: `${header}.${tampered}.${signature}` });

    expect(malformed.status).toBe(401);
    expect(forged.status).toBe(401);
  });
});

describe('POST user-upsert', () => {
  it('writes the user record keyed by the token uid', async () => {
    // Prepare
    const email = 'paulo@example.com';
    const token = await runtime.login({ email, name: 'Paulo Lima' });
    const before = Date.now();

    // Act
    const result = await runtime.api('/user-upsert', {
      token,
      body: { email, name: 'Paulo Lima', photoURL: 'https://example.com/p.png', provider: 'google' },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.user).toEqual({ uid: localSub(email), email, name: 'Paulo Lima', role: 'user' });
    const item = await readItem(runtime.dynamoEndpoint, 'users', { uid: localSub(email) });
    expect(item).toMatchObject({
      uid: localSub(email),
      email,
      name: 'Paulo Lima',
      photoURL: 'https://example.com/p.png',
      provider: 'google',
      status: 'active',
    });
    expect(item?.last_login_at).toBeGreaterThanOrEqual(before);
    expect(item?.last_seen).toBe(item?.last_login_at);
    expect(item?.created_at).toBe(item?.last_login_at);
  });

  it('keeps created_at and refreshes last_login_at on the next sign-in', async () => {
    const email = 'renata@example.com';
    const token = await runtime.login({ email, name: 'Renata' });
    await runtime.api('/user-upsert', { token, body: { email, name: 'Renata' } });
    const first = await readItem(runtime.dynamoEndpoint, 'users', { uid: localSub(email) });
    await new Promise((resolve) => setTimeout(resolve, 5)); // a later millisecond, not an event to await

    await runtime.api('/user-upsert', { token, body: { email, name: 'Renata Alves', uid: localSub(email) } });

    const second = await readItem(runtime.dynamoEndpoint, 'users', { uid: localSub(email) });
    expect(second?.created_at).toBe(first?.created_at);
    expect(second?.last_login_at).toBeGreaterThan(first?.last_login_at as number);
    expect(second?.name).toBe('Renata Alves');
  });

  it.each([
    ['a missing e-mail', { name: 'Sem Email' }, 'Informe e-mail válido'],
    ['an e-mail of the wrong type', { email: 12345, name: 'Tipo' }, 'Informe e-mail válido'],
    ['a name of the wrong type', { email: 'tipos@example.com', name: 42 }, 'Nome inválido'],
    [
      'a photo address that is not https',
      { email: 'tipos@example.com', name: 'Tipos', photoURL: 'javascript:alert(1)' },
      'Endereço da foto inválido',
    ],
    [
      'a photo address over plain http',
      { email: 'tipos@example.com', name: 'Tipos', photoURL: 'http://example.com/p.png' },
      'Endereço da foto inválido',
    ],
    [
      'a body that is not an object',
      ['tipos@example.com'],
      'Entrada inválida: esperava um objeto, recebeu um vetor',
    ],
  ])('refuses %s with 400 and writes nothing', async (_case, body, message) => {
    const email = 'tipos@example.com';
    const token = await runtime.login({ email, name: 'Tipos' });

    const result = await runtime.api('/user-upsert', { token, body });

    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ ok: false, error: { code: 'invalid_input', message } });
    expect(await readItem(runtime.dynamoEndpoint, 'users', { uid: localSub(email) })).toBeUndefined();
  });

  it('refuses a 1 MB body with 400 and a Portuguese message, and writes nothing', async () => {
    const email = 'grande@example.com';
    const token = await runtime.login({ email, name: 'Grande' });
    const huge = JSON.stringify({ email, name: 'x'.repeat(1024 * 1024) });

    const result = await runtime.api('/user-upsert', {
      token,
      rawBody: huge,
      headers: { 'content-type': 'application/json' },
    });

    expect(result.status).toBe(400);
    expect(result.body.error).toEqual({
      code: 'body_too_large',
      message: 'O conteúdo enviado é grande demais (máximo de 64 KB).',
    });
    expect(await readItem(runtime.dynamoEndpoint, 'users', { uid: localSub(email) })).toBeUndefined();
  });

  it('refuses invalid JSON with 400', async () => {
    const token = await runtime.login();

    const result = await runtime.api('/user-upsert', {
      token,
      rawBody: '{"email": "maria@example.com",',
      headers: { 'content-type': 'application/json' },
    });

    expect(result.status).toBe(400);
    expect(result.body.error).toEqual({
      code: 'invalid_json',
      message: 'JSON inválido no corpo da requisição.',
    });
  });

  it('reads a base64-encoded body (a binary content type) like API Gateway passes it', async () => {
    const email = 'binario@example.com';
    const token = await runtime.login({ email, name: 'Binário' });

    const result = await runtime.api('/user-upsert', {
      token,
      rawBody: JSON.stringify({ email, name: 'Binário' }),
      headers: { 'content-type': 'application/octet-stream' },
    });

    expect(result.status).toBe(200);
    expect((await readItem(runtime.dynamoEndpoint, 'users', { uid: localSub(email) }))?.name).toBe('Binário');
  });

  it('refuses with 403 a body uid that is not the token uid, and writes nothing', async () => {
    const email = 'vitima@example.com';
    const token = await runtime.login({ email: 'atacante@example.com', name: 'Atacante' });

    const result = await runtime.api('/user-upsert', {
      token,
      body: { uid: localSub(email), email: 'atacante@example.com', name: 'Atacante' },
    });

    expect(result.status).toBe(403);
    expect(result.body.error.code).toBe('uid_mismatch');
    expect(await readItem(runtime.dynamoEndpoint, 'users', { uid: localSub(email) })).toBeUndefined();
    expect(
      await readItem(runtime.dynamoEndpoint, 'users', { uid: localSub('atacante@example.com') }),
    ).toBeUndefined();
  });

  it('refuses with 403 an e-mail that is not the token e-mail', async () => {
    const token = await runtime.login({ email: 'dono@example.com', name: 'Dono' });

    const result = await runtime.api('/user-upsert', {
      token,
      body: { email: 'outro@example.com', name: 'Dono' },
    });

    expect(result.status).toBe(403);
    expect(result.body.error.code).toBe('email_mismatch');
  });

  it('refuses without a token before reading the body', async () => {
    const result = await runtime.api('/user-upsert', { body: { email: 'anon@example.com' } });

    expect(result.status).toBe(401);
  });
});
