// The AWS user directory: AdminDeleteUser on the configured pool with the name given, signed by the SDK's Cognito
// client, a user already gone counted as deleted (the deletion's re-runs), any other failure passed on under its
// AWS name. Cognito's JSON API is stood in for by a local HTTP server.
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AwsJsonStub, startAwsJsonStub } from '../../tests/support/aws-json-stub';
import { createCognitoClient } from './aws-clients';
import { createCognitoUserDirectory } from './cognito-user-directory';

const POOL = 'sa-east-1_AbCdEf123';
let stub: AwsJsonStub;
let client: CognitoIdentityProviderClient;
const cognito = () => client;

beforeAll(async () => {
  stub = await startAwsJsonStub();
  client = createCognitoClient({
    region: 'sa-east-1',
    endpoint: stub.origin,
    credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'test' },
  });
});

afterAll(async () => {
  client.destroy();
  await stub.close();
});

beforeEach(() => {
  stub.calls.length = 0;
});

describe('createCognitoUserDirectory', () => {
  it('sends AdminDeleteUser for the pool and the username, signed for cognito-idp', async () => {
    // Act
    await createCognitoUserDirectory(POOL, cognito).deleteUser('Google_109876543210');

    // Assess
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]?.target).toBe('AWSCognitoIdentityProviderService.AdminDeleteUser');
    expect(stub.calls[0]?.body).toEqual({ UserPoolId: POOL, Username: 'Google_109876543210' });
    expect(stub.calls[0]?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/sa-east-1\/cognito-idp\/aws4_request, /,
    );
  });

  it('counts a user already gone as deleted', async () => {
    // Prepare
    stub.reply({
      status: 400,
      body: { __type: 'UserNotFoundException', message: 'User does not exist.' },
    });

    // Act
    const result = createCognitoUserDirectory(POOL, cognito).deleteUser('Google_1');

    // Assess
    await expect(result).resolves.toBeUndefined();
  });

  it('passes any other failure on, without retrying a refusal', async () => {
    // Prepare
    stub.reply({ status: 400, body: { __type: 'NotAuthorizedException', message: 'not authorized' } });

    // Act
    const result = createCognitoUserDirectory(POOL, cognito).deleteUser('Google_1');

    // Assess
    await expect(result).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'not authorized' });
    expect(stub.calls).toHaveLength(1);
  });
});
