// The user directory in AWS: AdminDeleteUser on the app's user pool (the stack grants only that action on that
// pool, and only to the account-deletion route). Imported by that route's handler alone.
import {
  AdminDeleteUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { UserDirectory } from '../ports/user-directory';

/** `cognito` is a getter: the client is built on the first deletion, not when the handler loads. */
export function createCognitoUserDirectory(
  userPoolId: string,
  cognito: () => CognitoIdentityProviderClient,
): UserDirectory {
  return {
    async deleteUser(username) {
      try {
        await cognito().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
      } catch (error) {
        // Gone already (an earlier run got this far, or support deleted it): the deletion is complete.
        if ((error as Error).name === 'UserNotFoundException') return;
        throw error;
      }
    },
  };
}
