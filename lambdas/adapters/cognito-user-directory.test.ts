// The AWS user directory: AdminDeleteUser on the configured pool with the name given, signed, a user already
// gone counted as deleted (the deletion's re-runs), any other failure passed on. Cognito's JSON API is stood in
// for by a local HTTP server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AwsJsonStub, startAwsJsonStub } from '../../tests/support/aws-json-stub';
import type { AwsService } from './aws-api';
import { cognitoService, createCognitoUserDirectory } from './cognito-user-directory';

const POOL = 'sa-east-1_AbCdEf123';
let stub: AwsJsonStub;
let cognito: AwsService;

beforeAll(async () => {
  stub = await startAwsJsonStub();
  process.env.AWS_ACCESS_KEY_ID = 'AKIDTEST';
  process.env.AWS_SECRET_ACCESS_KEY = 'test';
  cognito = cognitoService('sa-east-1', stub.origin);
});

afterAll(async () => {
  cognito.destroy();
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

  it('passes any other failure on', async () => {
    // Prepare
    stub.reply({ status: 400, body: { __type: 'NotAuthorizedException', message: 'not authorized' } });

    // Act
    const result = createCognitoUserDirectory(POOL, cognito).deleteUser('Google_1');

    // Assess
    await expect(result).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'not authorized' });
    expect(stub.calls).toHaveLength(1);
  });
});
