// The user directory in AWS: AdminDeleteUser on the app's user pool (the stack grants only that action on that
// pool, and only to the account-deletion route). Imported by that route's handler alone, so no other bundle
// carries the Cognito client.
import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { UserDirectory } from '../ports/user-directory';

type CognitoSend = Pick<CognitoIdentityProviderClient, 'send'>;

export function createCognitoUserDirectory(userPoolId: string, client: CognitoSend): UserDirectory {
  return {
    async deleteUser(username) {
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
      } catch (error) {
        // Gone already (an earlier run got this far, or support deleted it): the deletion is complete.
        if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException')
          return;
        throw error;
      }
    },
  };
}

/** The pool's client, built once per cold start, with the SDK's defaults (the function's role, its region). */
export function cognitoClient(region: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ region });
}
