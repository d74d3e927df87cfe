// The AWS user directory: AdminDeleteUser on the configured pool with the name given, a user already gone
// counted as deleted (the deletion's re-runs), any other failure passed on.
import {
  AdminDeleteUserCommand,
  type CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createCognitoUserDirectory } from './cognito-user-directory';

const POOL = 'sa-east-1_AbCdEf123';

/** A client whose `send` notes each command and answers with `answer`. */
function client(answer: () => Promise<unknown>) {
  const sent: unknown[] = [];
  const send = (async (command: unknown) => {
    sent.push(command);
    return answer();
  }) as CognitoIdentityProviderClient['send'];
  return { sent, client: { send } };
}

describe('createCognitoUserDirectory', () => {
  it('sends AdminDeleteUser for the pool and the username', async () => {
    // Prepare
    const fake = client(async () => ({}));

    // Act
    await createCognitoUserDirectory(POOL, fake.client).deleteUser('Google_109876543210');

    // Assess
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]).toBeInstanceOf(AdminDeleteUserCommand);
    expect((fake.sent[0] as AdminDeleteUserCommand).input).toEqual({
      UserPoolId: POOL,
      Username: 'Google_109876543210',
    });
  });

  it('counts a user already gone as deleted', async () => {
    // Prepare
    const gone = new UserNotFoundException({ message: 'User does not exist.', $metadata: {} });
    const fake = client(async () => Promise.reject(gone));

    // Act
    const result = createCognitoUserDirectory(POOL, fake.client).deleteUser('Google_1');

    // Assess
    await expect(result).resolves.toBeUndefined();
  });

  it('passes any other failure on', async () => {
    // Prepare
    const denied = Object.assign(new Error('not authorized'), { name: 'NotAuthorizedException' });
    const fake = client(async () => Promise.reject(denied));

    // Act
    const result = createCognitoUserDirectory(POOL, fake.client).deleteUser('Google_1');

    // Assess
    await expect(result).rejects.toThrow('not authorized');
  });
});
