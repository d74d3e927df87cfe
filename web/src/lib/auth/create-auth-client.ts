// Picks the sign-in implementation from `authMode`; the Cognito one (aws-amplify) is a separate chunk, loaded
// only when a session may exist or the person signs in (see lazy-cognito-auth-client.ts).
import type { RuntimeConfig } from '@shared/runtime-config';
import type { AuthClient } from './auth-client';
import { createLazyCognitoAuthClient } from './lazy-cognito-auth-client';
import { createLocalAuthClient } from './local-auth-client';

export async function createAuthClient(config: RuntimeConfig): Promise<AuthClient> {
  if (config.authMode === 'cognito') {
    return createLazyCognitoAuthClient(config, async () =>
      (await import('./cognito-auth-client')).createCognitoAuthClient(config),
    );
  }
  return createLocalAuthClient({ apiBase: config.apiBase });
}
