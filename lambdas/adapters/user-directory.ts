// The account-deletion route's user directory, built once per cold start: the user pool in AWS, the local
// runtime's stand-in with local sign-in. Only `handlers/meus-dados-delete.ts` imports it.
import { config } from '../core/config';
import type { UserDirectory } from '../ports/user-directory';
import { createCognitoClient, once } from './aws-clients';
import { createCognitoUserDirectory } from './cognito-user-directory';
import { createLocalUserDirectory } from './local-user-directory';

function createUserDirectory(): UserDirectory {
  const auth = config.auth;
  // Folds to `false` in an AWS bundle (AWS_BUNDLE in core/env.ts): the local stand-in is left out of it.
  if (process.env.DP_BUNDLE !== 'aws' && auth.mode === 'local') return createLocalUserDirectory();
  if (auth.mode !== 'cognito') throw new Error('Cognito sign-in is the only one in AWS');
  return createCognitoUserDirectory(
    auth.userPoolId,
    once(() => createCognitoClient({ region: config.region })),
  );
}

export const userDirectory: UserDirectory = createUserDirectory();
