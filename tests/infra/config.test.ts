// Deploy settings come from CDK context: defaults that synth offline, overrides from `-c`, and clear errors that
// name the context key when a value cannot work.
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../infra/config';
import { PLACEHOLDER_SELLER } from '../../shared/seller';
import { TEST_SELLER } from './synth';

/** What a stage other than dev must set (placeholders refused). */
const REAL_VALUES = {
  domainName: 'documentos.prontos-teste.com.br',
  certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
  googleClientId: '1234567890-abc.apps.googleusercontent.com',
  alarmEmail: 'ops@prontos-teste.com.br',
  apiCertificateArn: 'arn:aws:acm:sa-east-1:111111111111:certificate/def',
};

const read = (context: Record<string, unknown>, env: NodeJS.ProcessEnv = {}) =>
  readConfig(new App({ context }), env);

describe('readConfig', () => {
  it('falls back to offline placeholders and per-stage names', () => {
    // Act
    const config = read({ stage: 'hml', ...REAL_VALUES, seller: TEST_SELLER });

    // Assess
    expect(config).toMatchObject({
      stage: 'hml',
      account: '111111111111',
      region: 'sa-east-1',
      googleClientSecretName: 'documentos-prontos/hml/google-client-secret',
      mercadoPagoSecretName: 'documentos-prontos/hml/mercado-pago',
      authDomainPrefix: 'documentos-prontos-hml',
      pdfRetentionDays: 30,
      logRetentionDays: 180,
      priceEnv: {},
    });
  });

  it('lets only dev show the placeholder seller, and reads one given as text', () => {
    // Act
    const dev = read({});
    const prod = read({ stage: 'prod', ...REAL_VALUES, seller: JSON.stringify(TEST_SELLER) });

    // Assess
    expect(dev.seller).toEqual(PLACEHOLDER_SELLER);
    expect(prod.seller).toEqual(TEST_SELLER);
    expect(() => read({ stage: 'prod', ...REAL_VALUES })).toThrow(/"seller" still has placeholder values/);
    expect(() =>
      read({ stage: 'prod', ...REAL_VALUES, seller: { ...TEST_SELLER, phone: PLACEHOLDER_SELLER.phone } }),
    ).toThrow(/placeholder/);
  });

  it('takes account and region from the CDK CLI when it knows them', () => {
    // Act
    const config = read({}, { CDK_DEFAULT_ACCOUNT: '222222222222', CDK_DEFAULT_REGION: 'us-east-1' });

    // Assess
    expect(config.account).toBe('222222222222');
    expect(config.region).toBe('us-east-1');
  });

  it('reads lists and prices given on the command line as text', () => {
    // Act
    const config = read({
      callbackUrls: 'https://a.example/,https://b.example/',
      prices: '{"base":"12.90","recibos_adicional":5}',
    });

    // Assess
    expect(config.callbackUrls).toEqual(['https://a.example/', 'https://b.example/']);
    expect(config.priceEnv).toEqual({ PRICE_BASE: '12.90', PRICE_RECIBOS_ADICIONAL: '5' });
  });

  it.each([
    [{ stage: 'Prod!' }, /"stage"/],
    [{ domainName: 'docs.example.com' }, /"domainName" and "certificateArn"/],
    [{ domainName: 'd.example', certificateArn: 'arn:aws:acm:sa-east-1:1:certificate/x' }, /us-east-1/],
    [{ pdfRetentionDays: 0 }, /"pdfRetentionDays"/],
    [{ logRetentionDays: 30 }, /"logRetentionDays" must be an integer from 180/],
    [{ seller: { ...TEST_SELLER, cnpj: '12.ABC.345/01DE-36' } }, /"seller": invalid CNPJ/],
    [{ seller: { ...TEST_SELLER, email: 'contato' } }, /"seller".*email/],
    [{ seller: 'Empresa Ltda' }, /"seller" must be a JSON object/],
    [{ prices: 'base=9.90' }, /"prices"/],
    [{ prices: { Base: '9.90' } }, /"prices"/],
  ])('rejects %j naming the key', (context, message) => {
    // Act
    const act = () => read(context);

    // Assess
    expect(act).toThrow(message);
  });

  it('lets dev deploy with the placeholders of cdk.json', () => {
    // Act
    const config = read({ stage: 'dev', alarmEmail: 'alarms@example.com' });

    // Assess
    expect(config.domain).toBeUndefined();
  });

  it.each([
    [{ alarmEmail: 'alarms@example.com' }, /"alarmEmail"/],
    [{ alarmEmail: '' }, /"alarmEmail"/],
    [{ googleClientId: 'placeholder-client-id.apps.googleusercontent.com' }, /"googleClientId"/],
    [{ domainName: '', certificateArn: '', apiCertificateArn: '' }, /"domainName"/],
    [{ domainName: 'documentos.example.com.br' }, /"domainName"/],
    [{ apiCertificateArn: '' }, /"apiCertificateArn"/],
  ])('refuses a placeholder outside dev: %j', (override, message) => {
    // Act
    const act = () => read({ stage: 'prod', ...REAL_VALUES, seller: TEST_SELLER, ...override });

    // Assess
    expect(act).toThrow(message);
    expect(act).toThrow(/only stage "dev" may deploy without them/);
  });
});
