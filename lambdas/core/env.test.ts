// The configuration check: every invalid variable named in one clear error, Cognito or local settings
// required by AUTH_MODE, prices read with the spec rules, table names from TABLE_*.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv, pdfBucketIn, tableNameIn } from './env';

const localJwks = JSON.stringify({ keys: [{ kty: 'RSA', kid: 'k1', n: 'x', e: 'AQAB' }] });

describe('loadConfig', () => {
  it('defaults to Cognito and names the missing Cognito variables', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(
      'COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID required for Cognito sign-in',
    );
  });

  it('reads the Cognito settings', () => {
    const config = loadConfig({ COGNITO_USER_POOL_ID: 'sa-east-1_abc', COGNITO_CLIENT_ID: 'client' });

    expect(config.auth).toEqual({ mode: 'cognito', userPoolId: 'sa-east-1_abc', clientId: 'client' });
    expect(config.region).toBe('us-east-1');
  });

  it('requires a JSON Web Key Set in local mode', () => {
    expect(() => loadConfig({ AUTH_MODE: 'local' })).toThrow('LOCAL_JWKS required when AUTH_MODE=local');
    expect(() => loadConfig({ AUTH_MODE: 'local', LOCAL_JWKS: '{"keys":[]}' })).toThrow(/LOCAL_JWKS/);
    expect(loadConfig({ AUTH_MODE: 'local', LOCAL_JWKS: localJwks }).auth.mode).toBe('local');
  });

  it('names every invalid variable at once', () => {
    const attempt = () =>
      loadConfig({ AUTH_MODE: 'aws', DYNAMODB_ENDPOINT: 'not a url', PRICE_BASE: 'nove reais' });

    expect(attempt).toThrow(/AUTH_MODE: must be "local" or "cognito"/);
    expect(attempt).toThrow(/DYNAMODB_ENDPOINT: must be an http\(s\) URL/);
    expect(attempt).toThrow(/PRICE_BASE: must be a price in reais/);
  });

  it('resolves prices in centavos with the fallbacks, treating empty as unset', () => {
    const config = loadConfig({
      AUTH_MODE: 'local',
      LOCAL_JWKS: localJwks,
      PRICE_BASE: '',
      PRICE_DECLARACAO: '5,50',
      PRICE_CONTRATO: '-1',
      PRICE_RECIBOS_ADICIONAL: '2.00',
    });

    expect(config.prices.base).toBe(990);
    expect(config.prices.contrato).toBe(990);
    expect(config.prices.procuracao).toBe(550);
    expect(config.prices.recibosAdicional).toBe(200);
  });

  it('gives table and bucket names from their variables, or an error naming the variable', () => {
    const config = loadConfig({
      AUTH_MODE: 'local',
      LOCAL_JWKS: localJwks,
      TABLE_USERS: 'dp-users',
      S3_ENDPOINT: 'http://127.0.0.1:4568/',
    });

    expect(tableNameIn(config, 'users')).toBe('dp-users');
    expect(() => tableNameIn(config, 'documents')).toThrow('TABLE_DOCUMENTS is not set');
    expect(() => pdfBucketIn(config)).toThrow('PDF_BUCKET is not set');
    expect(config.s3Endpoint).toBe('http://127.0.0.1:4568');
  });
});

describe('parseEnv', () => {
  it('lets other modules check their own variables the same way', async () => {
    const z = await import('zod');

    expect(() => parseEnv({ MP_ACCESS_TOKEN: z.string().min(1) }, {})).toThrow(/MP_ACCESS_TOKEN/);
    expect(parseEnv({ MP_ACCESS_TOKEN: z.string().min(1) }, { MP_ACCESS_TOKEN: 'x' })).toEqual({
      MP_ACCESS_TOKEN: 'x',
    });
  });
});
