// Mercado Pago's wiring: the address it calls back (custom domain or CloudFront's), each paying function's time
// budget, and the secret only the functions that call it may read.
import { describe, expect, it } from 'vitest';
import { isWebhook } from '../../../infra/api';
import { mercadoPagoBudget } from '../../../infra/mercado-pago';
import { DEFAULT_TIMEOUT_SECONDS } from '../../../infra/route-function';
import { mercadoPagoSettingsFromEnv } from '../../../lambdas/adapters/mercado-pago';
import { routes } from '../../../lambdas/routes';
import { PROD_DOMAIN } from '../synth';
import { loadProduct } from './snapshot';
import { actionsOf, resourcesOf, routeFunction, routeStatements } from './template';
import { prodTable as table } from './variants';

const prod = loadProduct('prod');
const dev = loadProduct('dev');

describe('with a custom domain', () => {
  it('with a custom domain, Mercado Pago calls back https://{domain}/backend/api, as the adapter accepts', () => {
    // Prepare
    const paying = table.filter((route) => route.uses.mercadoPago);

    for (const route of paying) {
      const env = (
        routeFunction(prod.statelessTemplate, route).props.Environment as {
          Variables: Record<string, string>;
        }
      ).Variables;

      // Act
      const settings = mercadoPagoSettingsFromEnv(env);

      // Assess
      expect(env.PUBLIC_API_BASE_URL).toBe(`https://${PROD_DOMAIN}/backend/api`);
      expect(settings).toMatchObject({
        publicApiBaseUrl: `https://${PROD_DOMAIN}/backend/api`,
        timeoutMs: Number(env.MP_TIMEOUT_MS),
        maxRetries: Number(env.MP_MAX_RETRIES),
      });
    }
    expect(paying.length).toBeGreaterThan(0);
  });

  it('the webhook reads the Mercado Pago secret by its ARN and no other secret', () => {
    // Prepare
    const webhook = table.find(isWebhook)!;
    const statements = routeStatements(prod.statelessTemplate, webhook);
    const secretReads = statements.filter((statement) =>
      actionsOf(statement).includes('secretsmanager:GetSecretValue'),
    );
    const env = (
      routeFunction(prod.statelessTemplate, webhook).props.Environment as {
        Variables: Record<string, string>;
      }
    ).Variables;

    // Assess
    expect(secretReads).toHaveLength(1);
    expect(secretReads[0]!.Resource).toBe(
      'arn:aws:secretsmanager:sa-east-1:111111111111:secret:documentos-prontos/prod/mercado-pago-??????',
    );
    expect(env.MP_SECRET_REVISION).toBe('1');
    expect(env.MP_SECRET_ARN).toBe(
      'arn:aws:secretsmanager:sa-east-1:111111111111:secret:documentos-prontos/prod/mercado-pago',
    );
  });
});

describe('without a custom domain', () => {
  const paymentRoutes = routes.filter((route) => route.uses.mercadoPago);
  const distributionId = () =>
    Object.keys(resourcesOf(dev.statelessTemplate, 'AWS::CloudFront::Distribution'))[0]!;

  it.each(paymentRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s: calls back CloudFront's domain + /backend/api without a custom domain, within its time budget",
    (_name, route) => {
      // Prepare
      const env = (
        routeFunction(dev.statelessTemplate, route).props.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
      const budget = mercadoPagoBudget(route, route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS);

      // Assess
      expect(env.PUBLIC_API_BASE_URL).toEqual({
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId(), 'DomainName'] }, '/backend/api']],
      });
      expect(env).toMatchObject({
        MP_TIMEOUT_MS: String(budget.timeoutMs),
        MP_MAX_RETRIES: String(budget.maxRetries),
      });
    },
  );

  it("prints the same webhook address the Lambdas send, for Mercado Pago's panel", () => {
    // Prepare
    const outputs = dev.statelessTemplate.toJSON().Outputs as Record<string, { Value: unknown }>;

    // Assess
    expect(outputs.WebhookUrl?.Value).toEqual({
      'Fn::Join': [
        '',
        ['https://', { 'Fn::GetAtt': [distributionId(), 'DomainName'] }, '/backend/api/mp-webhook'],
      ],
    });
  });
});
