// The Mercado Pago credentials: from the environment locally, and in AWS from Secrets Manager once per container,
// here served by a tiny HTTP server that speaks the Secrets Manager JSON protocol to the SDK's client.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AwsJsonStub, startAwsJsonStub } from '../../tests/support/aws-json-stub';
import { getMercadoPagoSecrets, resetMercadoPagoSecrets } from './secrets';

const SECRET_ARN = 'arn:aws:secretsmanager:sa-east-1:111111111111:secret:documentos-prontos/dev/mercado-pago';
let secretString = '';
/** Mercado Pago's signature secrets are 64 hex characters. */
const SIGNATURE_SECRET = 'a3f1'.repeat(16);
let stub: AwsJsonStub;

beforeAll(async () => {
  stub = await startAwsJsonStub(() => ({
    status: 200,
    body: { ARN: SECRET_ARN, Name: 'documentos-prontos/dev/mercado-pago', SecretString: secretString },
  }));
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = stub.origin;
  process.env.AWS_REGION = 'sa-east-1';
  process.env.AWS_ACCESS_KEY_ID = 'test';
  process.env.AWS_SECRET_ACCESS_KEY = 'test';
});

/** The Secrets Manager calls made: operation and secret. */
const calls = () => stub.calls.map((call) => ({ target: call.target, secretId: call.body.SecretId }));

afterAll(async () => {
  await stub.close();
});

beforeEach(() => {
  resetMercadoPagoSecrets();
  stub.calls.length = 0;
});

describe('getMercadoPagoSecrets', () => {
  it('reads the local credentials from the environment when MP_SECRET_ARN is unset', async () => {
    // Prepare
    const env = { MP_ACCESS_TOKEN: 'TEST-token', MP_PUBLIC_KEY: 'TEST-public', MP_WEBHOOK_SECRET: 'whsec' };

    // Act
    const secrets = await getMercadoPagoSecrets(env);

    // Assess
    expect(secrets).toEqual({ accessToken: 'TEST-token', publicKey: 'TEST-public', webhookSecret: 'whsec' });
    expect(calls()).toHaveLength(0);
  });

  it('fails with a message naming the variables when local credentials are missing', async () => {
    // Act
    const result = getMercadoPagoSecrets({ MP_ACCESS_TOKEN: 'TEST-token' });

    // Assess
    await expect(result).rejects.toThrow(/MP_WEBHOOK_SECRET/);
  });

  it('fetches the secret once per container and serves later calls from the cache', async () => {
    // Prepare
    secretString = JSON.stringify({
      accessToken: 'APP_USR-1',
      publicKey: 'APP_USR-pk',
      webhookSecret: SIGNATURE_SECRET,
    });
    const env = { MP_SECRET_ARN: SECRET_ARN };

    // Act
    const first = await getMercadoPagoSecrets(env);
    const second = await getMercadoPagoSecrets(env);

    // Assess
    expect(first).toEqual({
      accessToken: 'APP_USR-1',
      publicKey: 'APP_USR-pk',
      webhookSecret: SIGNATURE_SECRET,
    });
    expect(second).toBe(first);
    expect(calls()).toEqual([{ target: 'secretsmanager.GetSecretValue', secretId: SECRET_ARN }]);
  });

  it('rejects an incomplete secret without echoing its values, and retries on the next call', async () => {
    // Prepare
    secretString = JSON.stringify({ publicKey: 'APP_USR-secret-value' });
    const env = { MP_SECRET_ARN: SECRET_ARN };

    // Act
    const failure = await getMercadoPagoSecrets(env).catch((error: Error) => error);
    secretString = JSON.stringify({ accessToken: 'APP_USR-2', webhookSecret: SIGNATURE_SECRET });
    const retried = await getMercadoPagoSecrets(env);

    // Assess
    expect(String(failure)).toMatch(/accessToken/);
    expect(String(failure)).not.toContain('APP_USR-secret-value');
    expect(retried).toEqual({ accessToken: 'APP_USR-2', publicKey: '', webhookSecret: SIGNATURE_SECRET });
    expect(calls()).toHaveLength(2);
  });

  it.each([
    ['without a webhook secret', {}],
    ['with a placeholder webhook secret', { webhookSecret: 'pending' }],
  ])(
    'stored %s: payments work, the webhook secret stays unset (the signature check then refuses)',
    async (_name, extra) => {
      // Prepare
      secretString = JSON.stringify({ accessToken: 'APP_USR-3', publicKey: 'APP_USR-pk', ...extra });

      // Act
      const secrets = await getMercadoPagoSecrets({ MP_SECRET_ARN: SECRET_ARN });

      // Assess
      expect(secrets).toEqual({
        accessToken: 'APP_USR-3',
        publicKey: 'APP_USR-pk',
        webhookSecret: undefined,
      });
    },
  );
});
