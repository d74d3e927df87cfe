// Picks the sign-in implementation from `authMode`; the Cognito one is a separate chunk (aws-amplify).
import type { RuntimeConfig } from '@shared/runtime-config';
import type { AuthClient } from './auth-client';
import { createLocalAuthClient } from './local-auth-client';

export async function createAuthClient(config: RuntimeConfig): Promise<AuthClient> {
  if (config.authMode === 'cognito') {
    const { createCognitoAuthClient } = await import('./cognito-auth-client');
    return createCognitoAuthClient(config);
  }
  return createLocalAuthClient({ apiBase: config.apiBase });
}
