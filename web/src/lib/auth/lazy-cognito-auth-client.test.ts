import type { RuntimeConfig } from '@shared/runtime-config';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { type AuthClient, type AuthEvent, createAuthEvents } from './auth-client';
import {
  cognitoKeyPrefix,
  createLazyCognitoAuthClient,
  mayHoldCognitoSession,
} from './lazy-cognito-auth-client';

const config = { cognito: { userPoolClientId: 'client1' } } as RuntimeConfig;

/** A stand-in for the Amplify client: counts its loads, answers a fixed token. */
function loader() {
  const events = createAuthEvents();
  const state = { loads: 0, signIns: 0 };
  const client = {
    mode: 'cognito',
    signOutNavigates: true,
    getIdToken: async () => 'token-1',
    refreshIdToken: async () => 'token-2',
    currentUser: async () => null,
    signIn: async () => {
      state.signIns += 1;
    },
    signOut: async () => undefined,
    takeSignInError: () => 'recusado',
    subscribe: events.subscribe,
  } satisfies AuthClient;
  return {
    state,
    emit: (event: AuthEvent) => events.emit(event),
    load: async () => {
      state.loads += 1;
      return client;
    },
  };
}

function browser(storage: Storage, search = '') {
  const listeners: Array<(event: { key: string | null }) => void> = [];
  return {
    listeners,
    value: { storage, search: () => search, onStorage: (l: (typeof listeners)[number]) => listeners.push(l) },
  };
}

describe('mayHoldCognitoSession', () => {
  it("is true for Amplify's keys of this app client or a return from the hosted UI, false otherwise", () => {
    expect(mayHoldCognitoSession('client1', memoryStorage(), '')).toBe(false);
    expect(
      mayHoldCognitoSession('client1', memoryStorage({ 'CognitoIdentityServiceProvider.other.x': '1' }), ''),
    ).toBe(false);
    expect(
      mayHoldCognitoSession(
        'client1',
        memoryStorage({ [`${cognitoKeyPrefix('client1')}LastAuthUser`]: 'u' }),
        '',
      ),
    ).toBe(true);
    expect(mayHoldCognitoSession('client1', null, '?code=abc&state=xyz')).toBe(true);
    expect(mayHoldCognitoSession('client1', null, '?error=access_denied')).toBe(true);
  });
});

describe('createLazyCognitoAuthClient', () => {
  it('answers signed out without loading Amplify, and loads it on "Entrar"', async () => {
    // Prepare
    const amplify = loader();
    const auth = createLazyCognitoAuthClient(config, amplify.load, browser(memoryStorage()).value);

    // Act
    const token = await auth.getIdToken();
    const user = await auth.currentUser();
    await auth.signOut();
    const before = amplify.state.loads;
    await auth.signIn({ kind: 'google' });

    // Assess
    expect([token, user, before]).toEqual([null, null, 0]);
    expect(amplify.state).toEqual({ loads: 1, signIns: 1 });
  });

  it('loads Amplify at once when a session is stored, and hands it every call and event', async () => {
    // Prepare
    const amplify = loader();
    const storage = memoryStorage({ [`${cognitoKeyPrefix('client1')}LastAuthUser`]: 'u' });
    const auth = createLazyCognitoAuthClient(config, amplify.load, browser(storage).value);
    const seen: AuthEvent[] = [];
    auth.subscribe((event) => seen.push(event));

    // Act
    const token = await auth.getIdToken();
    amplify.emit('tokenRefreshed');

    // Assess
    expect(token).toBe('token-1');
    expect(await auth.refreshIdToken()).toBe('token-2');
    expect(auth.takeSignInError()).toBe('recusado');
    expect(seen).toEqual(['tokenRefreshed']);
    expect(amplify.state.loads).toBe(1);
  });

  it('loads Amplify and says "signedIn" when another tab signs in', async () => {
    // Prepare
    const amplify = loader();
    const storage = memoryStorage();
    const tab = browser(storage);
    const auth = createLazyCognitoAuthClient(config, amplify.load, tab.value);
    const signedIn = new Promise<AuthEvent>((resolve) => auth.subscribe(resolve));

    // Act
    storage.setItem(`${cognitoKeyPrefix('client1')}LastAuthUser`, 'u');
    for (const listener of tab.listeners) listener({ key: `${cognitoKeyPrefix('client1')}LastAuthUser` });

    // Assess
    expect(await signedIn).toBe('signedIn');
    expect(await auth.getIdToken()).toBe('token-1');
    expect(amplify.state.loads).toBe(1);
  });
});
