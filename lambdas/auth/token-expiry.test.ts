// Every verifier refuses an ID token without `exp` (aws-jwt-verify alone would accept it and it would never
// expire), one valid for more than a day or issued in the future, and accepts the same token with sane times: Cognito's verifier with a pool's keys, the local one with LOCAL_JWKS.
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCognitoVerifier } from './cognito-verifier';
import { LOCAL_AUDIENCE, LOCAL_ISSUER } from './local-claims';
import { createLocalVerifier } from './local-verifier';
import { INVALID_TOKEN_MESSAGE, type TokenVerifier } from './token-verifier';

const POOL = 'sa-east-1_Expiry01';
const CLIENT = 'expiryclient';
const KID = 'test-key';

let privateKey: CryptoKey;
let jwks: { keys: Array<{ kty: string; kid: string } & Record<string, unknown>> };

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  const jwk = await exportJWK(pair.publicKey);
  jwks = { keys: [{ ...jwk, kty: jwk.kty ?? 'RSA', kid: KID, alg: 'RS256', use: 'sig' }] };
});

async function sign(
  issuer: string,
  audience: string,
  withExp: boolean,
  times: { iat?: number; exp?: string | number } = {},
): Promise<string> {
  const jwt = new SignJWT({ token_use: 'id', email: 'ana@example.com', name: 'Ana' })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setSubject('u-ana')
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(times.iat);
  if (withExp) jwt.setExpirationTime(times.exp ?? '10m');
  return jwt.sign(privateKey);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

const verifiers: Array<[string, () => TokenVerifier, string, string]> = [
  [
    'Cognito',
    () => createCognitoVerifier({ mode: 'cognito', userPoolId: POOL, clientId: CLIENT }, {}, jwks as never),
    `https://cognito-idp.sa-east-1.amazonaws.com/${POOL}`,
    CLIENT,
  ],
  ['local', () => createLocalVerifier({ mode: 'local', jwks }), LOCAL_ISSUER, LOCAL_AUDIENCE],
];

describe.each(verifiers)('%s verifier', (_name, create, issuer, audience) => {
  it('refuses a token without exp, every time', async () => {
    // Prepare
    const verifier = create();
    const token = await sign(issuer, audience, false);

    // Act
    const outcomes = await Promise.allSettled([verifier.verify(token), verifier.verify(token)]);

    // Assess
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason.message).toBe(INVALID_TOKEN_MESSAGE);
    }
  });

  it('refuses a token valid for more than a day, or issued in the future', async () => {
    // Prepare
    const verifier = create();
    const tokens = await Promise.all([
      sign(issuer, audience, true, { exp: '1y' }),
      sign(issuer, audience, true, { exp: nowSeconds() + 24 * 3600 + 60 }),
      sign(issuer, audience, true, { iat: nowSeconds() + 3600, exp: nowSeconds() + 7200 }),
    ]);

    // Act
    const outcomes = await Promise.allSettled(tokens.map((token) => verifier.verify(token)));

    // Assess
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason.message).toBe(INVALID_TOKEN_MESSAGE);
    }
  });

  it('accepts a token of a day, issued a minute ahead of our clock', async () => {
    // Prepare
    const verifier = create();
    const token = await sign(issuer, audience, true, {
      iat: nowSeconds() + 60,
      exp: nowSeconds() + 24 * 3600 - 60,
    });

    // Act
    const principal = await verifier.verify(token);

    // Assess
    expect(principal.uid).toBe('u-ana');
  });

  it('accepts the same token with an exp', async () => {
    // Prepare
    const verifier = create();
    const token = await sign(issuer, audience, true);

    // Act
    const principal = await verifier.verify(token);

    // Assess
    expect(principal).toMatchObject({ uid: 'u-ana', email: 'ana@example.com', isAdmin: false });
  });
});
