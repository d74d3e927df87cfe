// The local sign-in issuer: an RS256 key generated with jose into DATA_DIR on first start (and reused after)
// signs ID tokens with Cognito's claims, so handlers verify local and AWS sign-ins through one interface.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ADMIN_GROUP } from '@shared/admin-group';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import { LOCAL_AUDIENCE, LOCAL_ISSUER } from '../lambdas/auth/local-claims';

export interface LocalIdentity {
  email: string;
  name: string;
  admin: boolean;
}

export interface IssueOptions {
  /** Epoch seconds the token is issued at; default now. */
  now?: number;
  /** Lifetime in seconds; default 12 hours (a local session has no refresh). */
  ttlSeconds?: number;
}

export interface LocalIssuer {
  /** Public keys, as Cognito publishes them at `/.well-known/jwks.json`. */
  readonly jwks: { keys: JWK[] };
  issue(identity: LocalIdentity, options?: IssueOptions): Promise<string>;
}

const ALG = 'RS256';
const DEFAULT_TTL_SECONDS = 12 * 60 * 60;

/** Cognito-like `sub` (a UUID) derived from the e-mail, so a person keeps their documents across sign-ins. */
export function localSub(email: string): string {
  const hex = createHash('sha256').update(`local-sub:${email.trim().toLowerCase()}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function loadOrCreateKey(dataDir: string): Promise<JWK> {
  const dir = join(dataDir, 'local-issuer');
  const file = join(dir, 'signing-key.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const key: JWK = { ...jwk, alg: ALG, use: 'sig', kid: await calculateJwkThumbprint(jwk) };
  await mkdir(dir, { recursive: true });
  // Written whole then renamed, so an interrupted first start never leaves half a key behind.
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(key), { mode: 0o600 });
  await rename(temp, file);
  return key;
}

function publicPart(key: JWK): JWK {
  const { kty, n, e, alg, use, kid } = key;
  return { kty, n, e, alg, use, kid };
}

export async function openLocalIssuer(dataDir: string): Promise<LocalIssuer> {
  const privateJwk = await loadOrCreateKey(dataDir);
  const signingKey = await importJWK(privateJwk, ALG);
  const kid = privateJwk.kid;
  return {
    jwks: { keys: [publicPart(privateJwk)] },
    async issue(identity, options = {}) {
      const now = options.now ?? Math.floor(Date.now() / 1000);
      const email = identity.email.trim();
      const sub = localSub(email);
      const claims: Record<string, unknown> = {
        sub,
        email,
        email_verified: true,
        name: identity.name.trim(),
        'cognito:username': `local_${sub}`,
        token_use: 'id',
        auth_time: now,
      };
      // Cognito leaves the claim out when the user is in no group.
      if (identity.admin) claims['cognito:groups'] = [ADMIN_GROUP];
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALG, kid })
        .setIssuer(LOCAL_ISSUER)
        .setAudience(LOCAL_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + (options.ttlSeconds ?? DEFAULT_TTL_SECONDS))
        .sign(signingKey);
    },
  };
}
