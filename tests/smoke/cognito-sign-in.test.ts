// The smoke's Cognito sign-in against a stand-in of Cognito's JSON API (the SDK's real requests, answered as
// Cognito answers them): the TOTP challenge, the first-run enrolment, and a wrong password failing the smoke
// at its "sign-in" step.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AwsJsonStub, startAwsJsonStub } from '../support/aws-json-stub';
import { cognitoSignIn } from './cognito-sign-in';
import { runSmoke } from './smoke';
import { totpCode } from './totp';

const CREDENTIALS = { accessKeyId: 'AKIDSMOKETEST', secretAccessKey: 'segredo-de-teste' };
const POOL = { region: 'sa-east-1', userPoolId: 'sa-east-1_Smoke', clientId: 'spa-client-id' };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const NOW = 1_790_000_000_000;

let stub: AwsJsonStub;
beforeEach(async () => {
  stub = await startAwsJsonStub();
});
afterEach(async () => {
  await stub.close();
});

const targetsOf = (s: AwsJsonStub) => s.calls.map((c) => c.target?.split('.').at(-1));

describe('cognitoSignIn', () => {
  it('signs in with the admin password flow and answers the TOTP challenge', async () => {
    // Prepare
    stub.reply(
      {
        status: 200,
        body: {
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: 'sessao-1',
          ChallengeParameters: { USER_ID_FOR_SRP: 'uuid-1' },
        },
      },
      { status: 200, body: { AuthenticationResult: { IdToken: 'id-token-1' } } },
    );

    // Act
    const result = await cognitoSignIn({
      ...POOL,
      username: 'smoke@example.com',
      password: 'Senha-forte-1!',
      totpSecret: SECRET,
      endpoint: stub.origin,
      credentials: CREDENTIALS,
      now: () => NOW,
    });

    // Assess
    expect(result).toEqual({ idToken: 'id-token-1' });
    expect(targetsOf(stub)).toEqual(['AdminInitiateAuth', 'AdminRespondToAuthChallenge']);
    expect(stub.calls[0]!.authorization).toContain('Credential=AKIDSMOKETEST/');
    expect(stub.calls[0]!.body).toEqual({
      UserPoolId: POOL.userPoolId,
      ClientId: POOL.clientId,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'smoke@example.com', PASSWORD: 'Senha-forte-1!' },
    });
    expect(stub.calls[1]!.body).toMatchObject({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'sessao-1',
      ChallengeResponses: { USERNAME: 'uuid-1', SOFTWARE_TOKEN_MFA_CODE: totpCode(SECRET, NOW) },
    });
  });

  it('enrols TOTP on the first sign-in and hands the new secret back', async () => {
    // Prepare
    stub.reply(
      { status: 200, body: { ChallengeName: 'MFA_SETUP', Session: 'sessao-1', ChallengeParameters: {} } },
      { status: 200, body: { SecretCode: SECRET, Session: 'sessao-2' } },
      { status: 200, body: { Status: 'SUCCESS', Session: 'sessao-3' } },
      { status: 200, body: { AuthenticationResult: { IdToken: 'id-token-2' } } },
    );

    // Act
    const result = await cognitoSignIn({
      ...POOL,
      username: 'smoke@example.com',
      password: 'Senha-forte-1!',
      endpoint: stub.origin,
      credentials: CREDENTIALS,
      now: () => NOW,
    });

    // Assess
    expect(result).toEqual({ idToken: 'id-token-2', enrolledTotpSecret: SECRET });
    expect(targetsOf(stub)).toEqual([
      'AdminInitiateAuth',
      'AssociateSoftwareToken',
      'VerifySoftwareToken',
      'AdminRespondToAuthChallenge',
    ]);
    expect(stub.calls[1]!.body).toEqual({ Session: 'sessao-1' });
    expect(stub.calls[2]!.body).toMatchObject({ Session: 'sessao-2', UserCode: totpCode(SECRET, NOW) });
    expect(stub.calls[3]!.body).toMatchObject({
      ChallengeName: 'MFA_SETUP',
      Session: 'sessao-3',
      ChallengeResponses: { USERNAME: 'smoke@example.com' },
    });
  });

  it('says what to set when the user has TOTP and no secret is given', async () => {
    // Prepare
    stub.reply({
      status: 200,
      body: { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's', ChallengeParameters: {} },
    });

    // Act
    const signingIn = cognitoSignIn({
      ...POOL,
      username: 'smoke@example.com',
      password: 'Senha-forte-1!',
      endpoint: stub.origin,
      credentials: CREDENTIALS,
    });

    // Assess
    await expect(signingIn).rejects.toThrow('set SMOKE_TOTP_SECRET');
    expect(stub.calls).toHaveLength(1);
  });
});

describe('npm run smoke against a Cognito stage', () => {
  let site: Server;
  let siteUrl: string;
  let apiCalls: number;

  beforeEach(async () => {
    // A site that serves a deployed stage's config.json; every other request (the API) is counted.
    apiCalls = 0;
    site = createServer((req, res) => {
      if (req.url === '/config.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            apiBase: '/backend/api',
            authMode: 'cognito',
            cognito: {
              region: POOL.region,
              userPoolId: POOL.userPoolId,
              userPoolClientId: POOL.clientId,
              domain: 'documentos-prontos-dev.auth.sa-east-1.amazoncognito.com',
              redirectSignIn: 'https://documentos.example.com.br/',
              redirectSignOut: 'https://documentos.example.com.br/',
            },
            mpPublicKey: 'TEST-public-key',
          }),
        );
        return;
      }
      apiCalls += 1;
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  });

  it('fails at "sign-in" with Cognito\'s reason when the password is wrong', async () => {
    // Prepare
    stub.reply({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    const lines: string[] = [];

    // Act
    const outcome = await runSmoke({
      siteUrl,
      env: { SMOKE_USERNAME: 'smoke@example.com', SMOKE_PASSWORD: 'senha-errada', SMOKE_TOTP_SECRET: SECRET },
      print: (line) => lines.push(line),
      cognito: { endpoint: stub.origin, credentials: CREDENTIALS },
    });

    // Assess
    expect(outcome.failed).toEqual({
      step: 'sign-in',
      message: 'Cognito: NotAuthorizedException: Incorrect username or password.',
    });
    expect(outcome.steps.map((s) => [s.step, s.ok])).toEqual([
      ['config', true],
      ['sign-in', false],
    ]);
    expect(lines.at(-1)).toMatch(
      /^smoke FAILED at step "sign-in" after \d+\.\d s: Cognito: NotAuthorizedException/,
    );
    expect(apiCalls).toBe(0);
  });

  it('fails at "sign-in" before calling AWS when the credentials are not set', async () => {
    // Act
    const outcome = await runSmoke({
      siteUrl,
      env: {},
      print: () => {},
      cognito: { endpoint: stub.origin, credentials: CREDENTIALS },
    });

    // Assess
    expect(outcome.failed).toEqual({
      step: 'sign-in',
      message: 'set SMOKE_USERNAME and SMOKE_PASSWORD to the smoke user of the user pool',
    });
    expect(stub.calls).toHaveLength(0);
  });
});
