// Who is calling: the principal every verifier produces from a verified ID token. Admin comes only from
// the `admin` group in the token's `cognito:groups` claim, never from the request or a stored flag.
import { ADMIN_GROUP } from '@shared/admin-group';
import type { Role } from '@shared/schemas/user';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export interface Principal {
  /** The token's `sub`: stable per person, the owner key of every record. */
  uid: string;
  /**
   * The token's `cognito:username`: the name the user pool knows the person by, which AdminDeleteUser needs
   * (`Google_<Google's id>` for a Google sign-in, not the `sub`); the `sub` when a token has none.
   */
  username: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /**
   * The token's `iat`, epoch seconds: a token issued before its account was deleted writes nothing
   * (`middlewares/live-account.ts`), though its signature stays valid until it expires.
   */
  issuedAt: number;
}

export function principalFromClaims(claims: JwtPayload): Principal {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const uid = text(claims.sub);
  if (!uid) throw new Error('token without sub');
  const groups = claims['cognito:groups'];
  return {
    uid,
    username: text(claims['cognito:username']) || uid,
    email: text(claims.email),
    name: text(claims.name),
    isAdmin: Array.isArray(groups) && groups.includes(ADMIN_GROUP),
    issuedAt: typeof claims.iat === 'number' ? claims.iat : 0,
  };
}

export function roleOf(principal: Principal): Role {
  return principal.isAdmin ? 'admin' : 'user';
}
