// Local runtime sign-in: the local issuer signs a Cognito-shaped ID token through `POST local-login`;
// the token lives in localStorage until it expires or "Sair" removes it.
import type { LocalLoginInput } from '@shared/schemas/user';
import { readEnvelope } from '../api-client';
import { isExpired, readIdTokenClaims } from '../jwt-claims';
import {
  type AuthClient,
  type AuthUser,
  authUserFromIdToken,
  createAuthEvents,
  type SignInRequest,
} from './auth-client';

export const LOCAL_TOKEN_KEY = 'local_id_token';

export function createLocalAuthClient(options: {
  apiBase: string;
  fetch?: typeof fetch;
  storage?: Storage;
  now?: () => number;
}): AuthClient {
  const storage = options.storage ?? window.localStorage;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const events = createAuthEvents();

  function validToken(): string | null {
    const token = storage.getItem(LOCAL_TOKEN_KEY);
    if (!token) return null;
    const claims = readIdTokenClaims(token);
    if (!claims || isExpired(claims, now())) {
      storage.removeItem(LOCAL_TOKEN_KEY);
      return null;
    }
    return token;
  }

  // Another tab signing in or out changes this tab's session too.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key !== LOCAL_TOKEN_KEY) return;
      events.emit(e.newValue ? 'signedIn' : 'signedOut');
    });
  }

  return {
    mode: 'local',
    signOutNavigates: false,
    async getIdToken() {
      return validToken();
    },
    async refreshIdToken() {
      // The local issuer has no refresh token: a rejected token means signing in again.
      const token = validToken();
      if (!token) events.emit('signedOut');
      return null;
    },
    async currentUser(): Promise<AuthUser | null> {
      return authUserFromIdToken(validToken());
    },
    async signIn(request: SignInRequest) {
      if (request.kind !== 'local') throw new Error('Login do Google indisponível no ambiente local');
      const input: LocalLoginInput = { email: request.email, name: request.name, admin: request.admin };
      const res = await doFetch(`${options.apiBase.replace(/\/+$/, '')}/local-login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(input),
      });
      const body = await readEnvelope<{ token?: unknown }>(res);
      if (typeof body.token !== 'string' || !readIdTokenClaims(body.token)) {
        throw new Error('o servidor não devolveu um token válido');
      }
      storage.setItem(LOCAL_TOKEN_KEY, body.token);
      events.emit('signedIn');
    },
    async signOut() {
      storage.removeItem(LOCAL_TOKEN_KEY);
      events.emit('signedOut');
    },
    takeSignInError: () => null,
    subscribe: events.subscribe,
  };
}
