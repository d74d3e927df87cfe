// The verified-token cache: a token accepted once is answered until its `exp` (inclusive, as aws-jwt-verify)
// without checking its signature again, never after, never for a token that was refused, and within its bound.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtVerifier } from 'aws-jwt-verify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalIssuer, openLocalIssuer } from '../../local/issuer';
import { createLocalVerifier } from './local-verifier';
import type { Principal } from './principal';
import { INVALID_TOKEN_MESSAGE } from './token-verifier';
import { VerifiedTokenCache } from './verified-token-cache';

const ana: Principal = {
  uid: 'u-ana',
  username: 'Google_1234',
  email: 'ana@example.com',
  name: 'Ana',
  isAdmin: false,
  issuedAt: 1_700_000_000,
};

describe('VerifiedTokenCache', () => {
  it('answers a remembered token up to its exp second included, then forgets it', () => {
    // Prepare
    let now = 1_800_000_000_000;
    const cache = new VerifiedTokenCache({ now: () => now });
    cache.remember('token-a', ana, 1_800_000_060);

    // Act
    const before = cache.get('token-a');
    now = 1_800_000_060_000;
    const atExp = cache.get('token-a');
    now = 1_800_000_060_001;
    const after = cache.get('token-a');

    // Assess
    expect(before).toEqual(ana);
    expect(atExp).toEqual(ana);
    expect(after).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('hands out copies, so a caller changing its principal changes nobody else’s', () => {
    const cache = new VerifiedTokenCache({ now: () => 0 });
    cache.remember('token-a', ana, 60);

    const first = cache.get('token-a');
    if (first) first.isAdmin = true;

    expect(cache.get('token-a')?.isAdmin).toBe(false);
  });

  it('keeps nothing for a token without exp', () => {
    const cache = new VerifiedTokenCache({ now: () => 0 });

    cache.remember('token-a', ana, undefined);

    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stays within its bound, the oldest entry leaving first', () => {
    const cache = new VerifiedTokenCache({ maxEntries: 2, now: () => 0 });

    cache.remember('token-a', ana, 60);
    cache.remember('token-b', { ...ana, uid: 'u-b' }, 60);
    cache.remember('token-c', { ...ana, uid: 'u-c' }, 60);

    expect(cache.size).toBe(2);
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.get('token-b')?.uid).toBe('u-b');
    expect(cache.get('token-c')?.uid).toBe('u-c');
  });
});

describe('local verifier with the cache', () => {
  let dataDir: string;
  let issuer: LocalIssuer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dp-token-cache-'));
    issuer = await openLocalIssuer(dataDir);
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('checks the signature of a token once, then answers the same principal from the cache', async () => {
    // Prepare
    const verifier = createLocalVerifier({ mode: 'local', jwks: issuer.jwks as never });
    const token = await issuer.issue({ email: 'ana@example.com', name: 'Ana', admin: true });
    const checks = vi.spyOn(JwtVerifier.prototype, 'verifySync');

    // Act
    const first = await verifier.verify(token);
    const second = await verifier.verify(token);

    // Assess
    expect(checks).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ email: 'ana@example.com', name: 'Ana', isAdmin: true });
  });

  it('checks again once the cached token is past its exp, and refuses it', async () => {
    // Prepare: a token valid for one more minute by the real clock, a cache clock that can jump ahead.
    const realNow = Math.floor(Date.now() / 1000);
    let cacheNow = Date.now();
    const verifier = createLocalVerifier(
      { mode: 'local', jwks: issuer.jwks as never },
      { now: () => cacheNow },
    );
    const token = await issuer.issue(
      { email: 'bia@example.com', name: 'Bia', admin: false },
      { now: realNow - 3540, ttlSeconds: 3600 },
    );
    await verifier.verify(token);
    const checks = vi.spyOn(JwtVerifier.prototype, 'verifySync');

    // Act
    cacheNow = (realNow + 61) * 1000;
    const again = await verifier.verify(token);

    // Assess: the cache did not answer (the library checked again; by the real clock it is still valid).
    expect(checks).toHaveBeenCalledTimes(1);
    expect(again.email).toBe('bia@example.com');
  });

  it('never remembers a refusal: an expired or tampered token is refused every time', async () => {
    // Prepare
    const verifier = createLocalVerifier({ mode: 'local', jwks: issuer.jwks as never });
    const now = Math.floor(Date.now() / 1000);
    const expired = await issuer.issue(
      { email: 'ana@example.com', name: 'Ana', admin: false },
      { now: now - 7200, ttlSeconds: 60 },
    );
    const genuine = await issuer.issue({ email: 'ana@example.com', name: 'Ana', admin: false });
    await verifier.verify(genuine);
    const [header, payload, signature] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['admin'] })).toString('base64url'),
      signature,
    ].join('.');

    // Act
    const outcomes = await Promise.allSettled([
      verifier.verify(expired),
      verifier.verify(expired),
      verifier.verify(tampered),
      verifier.verify(tampered),
    ]);

    // Assess
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason.message).toBe(INVALID_TOKEN_MESSAGE);
    }
  });
});
