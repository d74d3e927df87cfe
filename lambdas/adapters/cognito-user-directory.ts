// The user directory in AWS: AdminDeleteUser on the app's user pool (the stack grants only that action on that
// pool, and only to the account-deletion route). Imported by that route's handler alone.
import type { UserDirectory } from '../ports/user-directory';
import { type AwsService, awsService, jsonCall } from './aws-api';

export function createCognitoUserDirectory(userPoolId: string, cognito: AwsService): UserDirectory {
  return {
    async deleteUser(username) {
      try {
        await jsonCall(cognito, 'AWSCognitoIdentityProviderService.AdminDeleteUser', {
          UserPoolId: userPoolId,
          Username: username,
        });
      } catch (error) {
        // Gone already (an earlier run got this far, or support deleted it): the deletion is complete.
        if ((error as Error).name === 'UserNotFoundException') return;
        throw error;
      }
    },
  };
}

/** The pool's API (its regional endpoint unless `origin` is given), signed with the function's role. */
export function cognitoService(region: string, origin?: string): AwsService {
  return awsService({ service: 'cognito-idp', region, ...(origin ? { origin } : {}) });
}
