// Reads the claims of an ID token for display and expiry only; the server verifies every token itself.

export interface IdTokenClaims {
  sub: string;
  email: string;
  name: string;
  picture: string;
  /** The token's `cognito:groups` (the server reads the same claim for the admin role). */
  groups: string[];
  /** Seconds since the epoch; 0 when the token carries none. */
  exp: number;
  /** When the person signed in (`auth_time`, kept by token renewals), in seconds; 0 when the token has none. */
  authTime: number;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function readIdTokenClaims(token: string): IdTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const raw = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      sub: str(raw.sub),
      email: str(raw.email),
      name: str(raw.name),
      picture: str(raw.picture),
      groups: Array.isArray(raw['cognito:groups'])
        ? raw['cognito:groups'].filter((g): g is string => typeof g === 'string')
        : [],
      exp: typeof raw.exp === 'number' ? raw.exp : 0,
      authTime: typeof raw.auth_time === 'number' ? raw.auth_time : 0,
    };
  } catch {
    return null;
  }
}

/** True when the token expires within `skewSeconds` (or has already expired). */
export function isExpired(claims: IdTokenClaims, nowMs: number, skewSeconds = 30): boolean {
  return claims.exp > 0 && claims.exp - skewSeconds <= nowMs / 1000;
}
