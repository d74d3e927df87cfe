// The local issuer: Cognito's ID-token claims, a stable `sub` per e-mail, the admin group only when asked,
// and one signing key per data folder, created on first start and reused after.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCAL_AUDIENCE, LOCAL_ISSUER } from '../lambdas/auth/local-claims';
import { localSub, openLocalIssuer } from './issuer';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dp-issuer-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

it('signs ID tokens with the claims a Cognito ID token carries', async () => {
  const issuer = await openLocalIssuer(dataDir);

  const token = await issuer.issue(
    { email: ' Ana@Example.com ', name: 'Ana', admin: true },
    { now: 1_800_000_000 },
  );

  const claims = decodeJwt(token);
  expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256', kid: issuer.jwks.keys[0]?.kid });
  expect(claims).toMatchObject({
    sub: localSub('ana@example.com'),
    email: 'Ana@Example.com',
    name: 'Ana',
    'cognito:groups': ['admin'],
    token_use: 'id',
    iss: LOCAL_ISSUER,
    aud: LOCAL_AUDIENCE,
    auth_time: 1_800_000_000,
    iat: 1_800_000_000,
    exp: 1_800_000_000 + 12 * 3600,
  });
});

it('leaves the groups claim out for a person who is not an admin', async () => {
  const issuer = await openLocalIssuer(dataDir);

  const claims = decodeJwt(await issuer.issue({ email: 'bia@example.com', name: 'Bia', admin: false }));

  expect(claims['cognito:groups']).toBeUndefined();
});

it('keeps one key per data folder and publishes only its public part', async () => {
  const first = await openLocalIssuer(dataDir);
  const stored = await readFile(join(dataDir, 'local-issuer', 'signing-key.json'), 'utf8');

  const second = await openLocalIssuer(dataDir);

  expect(second.jwks).toEqual(first.jwks);
  expect(JSON.parse(stored).d).toBeTypeOf('string');
  expect(Object.keys(first.jwks.keys[0] ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
});

it('derives a UUID-shaped sub from the e-mail, the same whatever its case', () => {
  expect(localSub('Ana@Example.com')).toBe(localSub('ana@example.com'));
  expect(localSub('ana@example.com')).not.toBe(localSub('bia@example.com'));
  expect(localSub('ana@example.com')).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
});
