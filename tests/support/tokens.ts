// ID tokens that must be refused: same claims as the local issuer's, signed by a key the runtime never saw.
import { decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { LOCAL_AUDIENCE, LOCAL_ISSUER } from '../../lambdas/auth/local-claims';
import { localSub } from '../../local/issuer';

export interface ForeignTokenOptions {
  email?: string;
  admin?: boolean;
  /** Key id to put in the header; pass the real token's to force a signature check against the real key. */
  kid?: string;
}

export async function foreignToken(options: ForeignTokenOptions = {}): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  const email = options.email ?? 'intruso@example.com';
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: localSub(email),
    email,
    name: 'Intruso',
    token_use: 'id',
    auth_time: now,
    ...(options.admin ? { 'cognito:groups': ['admin'] } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'foreign-key' })
    .setIssuer(LOCAL_ISSUER)
    .setAudience(LOCAL_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(privateKey);
}

export function keyIdOf(token: string): string {
  const kid = decodeProtectedHeader(token).kid;
  if (!kid) throw new Error('token without kid');
  return kid;
}
