// The Cognito sign-in loaded only when it can matter: a signed-out visitor's first page never downloads
// Amplify (about 25 KB gzip). It loads when this browser holds Amplify's session keys, when the hosted UI sends
// the browser back (`?code=`/`?error=`), when another tab signs in, or when the person presses "Entrar".
import type { RuntimeConfig } from '@shared/runtime-config';
import { type AuthClient, type AuthEvent, createAuthEvents } from './auth-client';

/** Amplify keeps the Cognito session in localStorage under this prefix and the app client's id. */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider';

export function cognitoKeyPrefix(clientId: string): string {
  return `${AMPLIFY_KEY_PREFIX}.${clientId}.`;
}

/** Whether this browser may hold a Cognito session, or is coming back from the hosted UI. */
export function mayHoldCognitoSession(
  clientId: string,
  storage: Pick<Storage, 'length' | 'key'> | null,
  search: string,
): boolean {
  const params = new URLSearchParams(search);
  if (params.has('code') || params.has('error')) return true;
  if (!storage) return false;
  const prefix = cognitoKeyPrefix(clientId);
  for (let i = 0; i < storage.length; i++) {
    if (storage.key(i)?.startsWith(prefix)) return true;
  }
  return false;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The browser this client reads (a test passes its own). */
export interface LazyAuthBrowser {
  storage: Pick<Storage, 'length' | 'key'> | null;
  search: () => string;
  onStorage: (listener: (event: Pick<StorageEvent, 'key'>) => void) => void;
}

const realBrowser = (): LazyAuthBrowser => ({
  storage: localStorageOrNull(),
  search: () => window.location.search,
  onStorage: (listener) => window.addEventListener('storage', listener),
});

/**
 * A client that answers "signed out" without loading `load`'s module until a session may exist, then hands
 * every call to the loaded client.
 */
export function createLazyCognitoAuthClient(
  config: RuntimeConfig,
  load: () => Promise<AuthClient>,
  browser: LazyAuthBrowser = realBrowser(),
): AuthClient {
  const clientId = config.cognito?.userPoolClientId ?? '';
  const events = createAuthEvents();
  let loaded: Promise<AuthClient> | null = null;
  let client: AuthClient | null = null;
  const ensure = () => {
    loaded ??= load().then((real) => {
      real.subscribe((event: AuthEvent) => events.emit(event));
      client = real;
      return real;
    });
    return loaded;
  };
  const hasSession = () =>
    loaded !== null || mayHoldCognitoSession(clientId, browser.storage, browser.search());
  if (hasSession()) void ensure();

  // Another tab signed in: this one loads the client and tells the session.
  browser.onStorage((event) => {
    if (loaded || !event.key?.startsWith(cognitoKeyPrefix(clientId))) return;
    void ensure().then(() => events.emit('signedIn'));
  });

  return {
    mode: 'cognito',
    signOutNavigates: true,
    getIdToken: async () => (hasSession() ? (await ensure()).getIdToken() : null),
    refreshIdToken: async () => (hasSession() ? (await ensure()).refreshIdToken() : null),
    currentUser: async () => (hasSession() ? (await ensure()).currentUser() : null),
    signIn: async (request) => (await ensure()).signIn(request),
    signOut: async () => {
      if (hasSession()) await (await ensure()).signOut();
    },
    takeSignInError: () => client?.takeSignInError() ?? null,
    subscribe: events.subscribe,
  };
}
