// The one sign-in interface the SPA talks to; `create-auth-client.ts` picks the local or the Cognito
// implementation from the runtime configuration.
import { ADMIN_GROUP } from '@shared/admin-group';
import { readIdTokenClaims } from '../jwt-claims';

/** Who the sign-in provider says is signed in (from the ID token), used for the user upsert. */
export interface AuthUser {
  uid: string;
  email: string;
  name: string;
  photoURL: string;
  provider: string;
  /** The token names the admin group: a hint for the page only; the server reads the role from the token. */
  adminClaim: boolean;
  /** The sign-in this session comes from (the token's `auth_time`); 0 when unknown. */
  signedInAt: number;
}

/** Who an ID token names (read for display; the server verifies the token), or null for no usable token. */
export function authUserFromIdToken(token: string | null): AuthUser | null {
  const claims = token ? readIdTokenClaims(token) : null;
  if (!claims) return null;
  return {
    uid: claims.sub,
    email: claims.email,
    name: claims.name,
    photoURL: claims.picture,
    provider: 'google',
    adminClaim: claims.groups.includes(ADMIN_GROUP),
    signedInAt: claims.authTime,
  };
}

export interface LocalSignInRequest {
  kind: 'local';
  email: string;
  name: string;
  admin: boolean;
}

export interface GoogleSignInRequest {
  kind: 'google';
}

export type SignInRequest = LocalSignInRequest | GoogleSignInRequest;

export type AuthEvent = 'signedIn' | 'signedOut' | 'tokenRefreshed';

export interface AuthClient {
  readonly mode: 'local' | 'cognito';
  /** True when signing out navigates away by itself (hosted UI logout), so the app must not reload. */
  readonly signOutNavigates: boolean;
  /** The current ID token, or null when signed out. Never throws. */
  getIdToken(): Promise<string | null>;
  /** Asks the provider for a fresh token (after a 401); null when the session cannot be renewed. */
  refreshIdToken(): Promise<string | null>;
  currentUser(): Promise<AuthUser | null>;
  /** Local: resolves once signed in. Cognito: starts the Google redirect (the page leaves). */
  signIn(request: SignInRequest): Promise<void>;
  signOut(): Promise<void>;
  /** The reason a redirect sign-in failed when the provider sent the browser back, once. */
  takeSignInError(): string | null;
  /** Sign-in state changes, including a redirect sign-in completing or another tab signing out. */
  subscribe(listener: (event: AuthEvent) => void): () => void;
}

/** A tiny listener set shared by both implementations. */
export function createAuthEvents() {
  const listeners = new Set<(event: AuthEvent) => void>();
  return {
    emit(event: AuthEvent) {
      for (const l of [...listeners]) l(event);
    },
    subscribe(listener: (event: AuthEvent) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
