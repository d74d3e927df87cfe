// AWS sign-in: Cognito hosted UI with Google through aws-amplify. Loaded only when `authMode` is
// `cognito`, so the local build never ships Amplify in its first chunk.
import type { RuntimeConfig } from '@shared/runtime-config';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signInWithRedirect, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
// Completes the OAuth code exchange when the hosted UI sends the browser back to the SPA.
import 'aws-amplify/auth/enable-oauth-listener';
import {
  type AuthClient,
  type AuthUser,
  authUserFromIdToken,
  createAuthEvents,
  type SignInRequest,
} from './auth-client';

export function createCognitoAuthClient(config: RuntimeConfig): AuthClient {
  const cognito = config.cognito;
  if (!cognito) throw new Error('Configuração do Cognito ausente');

  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        loginWith: {
          oauth: {
            domain: cognito.domain,
            scopes: ['openid', 'email', 'profile'],
            redirectSignIn: [cognito.redirectSignIn],
            redirectSignOut: [cognito.redirectSignOut],
            responseType: 'code',
            providers: ['Google'],
          },
        },
      },
    },
  });

  const events = createAuthEvents();
  let redirectError: string | null = null;

  Hub.listen('auth', ({ payload }) => {
    switch (payload.event) {
      case 'signedIn':
      case 'signInWithRedirect':
        events.emit('signedIn');
        break;
      case 'signedOut':
      case 'tokenRefresh_failure':
        events.emit('signedOut');
        break;
      case 'tokenRefresh':
        events.emit('tokenRefreshed');
        break;
      case 'signInWithRedirect_failure':
        redirectError = payload.data?.error?.message ?? 'falha no retorno do login';
        events.emit('signedOut');
        break;
    }
  });

  async function idToken(forceRefresh: boolean): Promise<string | null> {
    try {
      const session = await fetchAuthSession({ forceRefresh });
      return session.tokens?.idToken?.toString() ?? null;
    } catch {
      return null;
    }
  }

  return {
    mode: 'cognito',
    signOutNavigates: true,
    getIdToken: () => idToken(false),
    refreshIdToken: () => idToken(true),
    async currentUser(): Promise<AuthUser | null> {
      return authUserFromIdToken(await idToken(false));
    },
    async signIn(request: SignInRequest) {
      if (request.kind !== 'google') throw new Error('Use "Entrar com Google"');
      // Admins are Cognito users with a password and TOTP (MFA), not Google accounts: from a page opened with
      // `?entrar=admin` the hosted UI shows its own sign-in form instead of going straight to Google.
      const admin = new URLSearchParams(window.location.search).get('entrar') === 'admin';
      await signInWithRedirect(admin ? undefined : { provider: 'Google' });
    },
    async signOut() {
      await signOut();
    },
    takeSignInError() {
      const message = redirectError;
      redirectError = null;
      return message;
    },
    subscribe: events.subscribe,
  };
}
