// The stacks as an operator deploys them with cdk.json's defaults: tables, buckets, Cognito, CloudFront, the SPA's
// config.json, alarms and cdk-nag, asserted on the synthesized templates (no AWS account, no network).
import vm from 'node:vm';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { mercadoPagoBudget } from '../../infra/mercado-pago';
import { DEFAULT_TIMEOUT_SECONDS } from '../../infra/route-function';
import { routes } from '../../lambdas/routes';
import { tables } from '../../lambdas/tables';
import { runtimeConfigSchema } from '../../shared/runtime-config';
import {
  cfnText,
  customResourceCall,
  resourcesOf,
  routeFunction,
  type Synthesized,
  statementsOf,
  synthProduct,
} from './synth';

let product: Synthesized;

beforeAll(() => {
  product = synthProduct();
}, 240_000); // a synth of three stacks can take a minute on a loaded two-core machine

describe('synth', () => {
  it('needs no context lookups and uses explicit placeholders for account and region', () => {
    // Assess
    expect(product.missingContext).toEqual([]);
    expect(product.stateful.account).toMatch(/^\d{12}$/);
    expect(product.stateless.region).toBe('sa-east-1');
  });

  it('leaves no cdk-nag AwsSolutions finding unsuppressed', () => {
    // Assess
    expect(
      product.nagFindings.map((finding) => `${finding.id}: ${String(finding.entry.data).split('\n')[0]}`),
    ).toEqual([]);
  });

  it('has no circular dependency between the resources of either stack', () => {
    // Prepare
    // CDK checks cycles between stacks at synth; inside one stack only CloudFormation would, at deploy. The
    // assertions' Template runs that check when it reads a template, as this deliberate loop shows.
    const looped = {
      Resources: {
        Fn: { Type: 'AWS::Lambda::Function', Properties: { Env: { 'Fn::GetAtt': ['Site', 'DomainName'] } } },
        Site: { Type: 'AWS::CloudFront::Distribution', Properties: { Origin: { Ref: 'Api' } } },
        Api: { Type: 'AWS::ApiGatewayV2::Api', DependsOn: ['Fn'] },
      },
    };

    // Act
    const read = (json: Record<string, unknown>) => () => Template.fromJSON(json);

    // Assess
    expect(read(looped)).toThrow(/dependency cycle: Fn -> Site -> Api -> Fn/);
    expect(read(product.statefulTemplate.toJSON())).not.toThrow();
    expect(read(product.statelessTemplate.toJSON())).not.toThrow();
  });

  it('gives every cdk-nag suppression a reason', () => {
    // Prepare
    const templates = [product.statefulTemplate, product.statelessTemplate].map((template) =>
      template.toJSON(),
    );
    const suppressions = templates.flatMap((template) =>
      Object.values(template.Resources as Record<string, { Metadata?: Record<string, unknown> }>).flatMap(
        (resource) =>
          ((resource.Metadata?.cdk_nag as { rules_to_suppress?: { id: string; reason: string }[] })
            ?.rules_to_suppress ?? []) as { id: string; reason: string }[],
      ),
    );

    // Assess
    expect(suppressions.length).toBeGreaterThan(0);
    for (const suppression of suppressions)
      expect(suppression.reason.length, suppression.id).toBeGreaterThan(20);
  });
});

describe('stateful stack', () => {
  it('has one table per shared definition with its keys and list indexes', () => {
    // Prepare
    const found = Object.values(resourcesOf(product.statefulTemplate, 'AWS::DynamoDB::Table'));

    // Assess
    expect(found).toHaveLength(Object.keys(tables).length);
    for (const def of Object.values(tables)) {
      product.statefulTemplate.hasResourceProperties('AWS::DynamoDB::Table', {
        KeySchema: [
          { AttributeName: def.partitionKey.name, KeyType: 'HASH' },
          ...(def.sortKey ? [{ AttributeName: def.sortKey.name, KeyType: 'RANGE' }] : []),
        ],
        BillingMode: 'PAY_PER_REQUEST',
        GlobalSecondaryIndexes:
          def.indexes.length === 0
            ? Match.absent()
            : def.indexes.map((index) => ({
                IndexName: index.name,
                KeySchema: [
                  { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
                  ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' }] : []),
                ],
                Projection: { ProjectionType: 'ALL' },
              })),
        TimeToLiveSpecification: def.ttlAttribute
          ? { AttributeName: def.ttlAttribute, Enabled: true }
          : Match.absent(),
      });
    }
  });

  it('protects every table: point-in-time recovery, deletion protection, retained on stack deletion', () => {
    // Assess
    for (const table of Object.values(resourcesOf(product.statefulTemplate, 'AWS::DynamoDB::Table'))) {
      expect(table.Properties).toMatchObject({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        SSESpecification: { SSEEnabled: true },
      });
      expect(table.DeletionPolicy).toBe('Retain');
    }
  });

  it('expires generated PDFs, and nothing else, after the configured days and keeps the bucket on stack deletion', () => {
    // Prepare
    const buckets = Object.entries(resourcesOf(product.statefulTemplate, 'AWS::S3::Bucket')).filter(([id]) =>
      id.startsWith('PdfBucket'),
    );

    // Assess
    expect(buckets).toHaveLength(1);
    const [, bucket] = buckets[0]!;
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties).toMatchObject({
      LifecycleConfiguration: {
        Rules: expect.arrayContaining([
          expect.objectContaining({ Prefix: 'pdf/', ExpirationInDays: 30, Status: 'Enabled' }),
        ]),
      },
      LoggingConfiguration: expect.objectContaining({ LogFilePrefix: 'pdf-bucket/' }),
    });
    // Kept resume photos (uploads/{uid}/) live as long as their resume: only generated PDFs and photo uploads
    // no save ever claimed expire.
    const rules = (bucket.Properties!.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    const expiring = rules.filter((r) => r.ExpirationInDays !== undefined);
    expect(expiring.map((r) => r.Prefix).sort()).toEqual(['pdf/', 'uploads/pending/']);
    expect(expiring.find((r) => r.Prefix === 'uploads/pending/')).toMatchObject({ ExpirationInDays: 2 });
  });
});

describe('stage protection and recovery', () => {
  it('leaves the dev stage unprotected (a production-like stage is checked in routes.test.ts)', () => {
    // Assess
    expect(product.stateful.terminationProtection).toBe(false);
    expect(product.stateless.terminationProtection).toBe(false);
  });

  it('versions the PDF bucket and expires its noncurrent versions and stale delete markers', () => {
    // Prepare
    const [, bucket] = Object.entries(resourcesOf(product.statefulTemplate, 'AWS::S3::Bucket')).find(([id]) =>
      id.startsWith('PdfBucket'),
    )!;

    // Assess
    expect(bucket.Properties?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (bucket.Properties!.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        NoncurrentVersionExpiration: { NoncurrentDays: 30 },
        ExpiredObjectDeleteMarker: true,
        Status: 'Enabled',
      }),
    );
  });
});

describe('dev without a domain', () => {
  it("keeps the execute-api host as CloudFront's origin (no API domain to use instead), still behind the WAF", () => {
    // Prepare
    const api = Object.values(resourcesOf(product.statelessTemplate, 'AWS::ApiGatewayV2::Api'))[0]!;

    // Assess
    expect(api.Properties?.DisableExecuteApiEndpoint).toBe(false);
    product.statelessTemplate.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    product.edgeTemplate.resourceCountIs('AWS::WAFv2::WebACL', 1);
  });
});

describe('buckets', () => {
  it('keeps every bucket private, encrypted and reachable over TLS only', () => {
    // Prepare
    const templates = [product.statefulTemplate, product.statelessTemplate];

    for (const template of templates) {
      const buckets = resourcesOf(template, 'AWS::S3::Bucket');
      const policies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'));
      for (const [id, bucket] of Object.entries(buckets)) {
        // Assess
        expect(bucket.Properties?.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties?.BucketEncryption, id).toBeDefined();
        const policy = policies.find(
          (p) => JSON.stringify(p.Properties?.Bucket) === JSON.stringify({ Ref: id }),
        );
        const statements = policy ? statementsOf(policy) : [];
        expect(statements, id).toContainEqual(
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        );
      }
    }
  });

  it("lets the site's own origin, and no other, GET and PUT the PDF bucket's presigned URLs", () => {
    // Prepare
    const [pdfBucket] = Object.entries(resourcesOf(product.statefulTemplate, 'AWS::S3::Bucket')).filter(
      ([id]) => id.startsWith('PdfBucket'),
    );
    const rules = Object.values(resourcesOf(product.statelessTemplate, 'Custom::PdfBucketCors'));
    const distribution = Object.keys(
      resourcesOf(product.statelessTemplate, 'AWS::CloudFront::Distribution'),
    )[0];
    const policy = Object.entries(resourcesOf(product.statelessTemplate, 'AWS::IAM::Policy')).find(([id]) =>
      id.startsWith('PdfBucketCors'),
    );

    // Act
    const create = customResourceCall(rules[0]!, 'Create');
    const update = customResourceCall(rules[0]!, 'Update');
    const remove = customResourceCall(rules[0]!, 'Delete');

    // Assess
    // The stateful template holds none: it would overwrite the rule set from here on each deploy.
    expect(pdfBucket?.[1].Properties?.CorsConfiguration).toBeUndefined();
    expect(rules).toHaveLength(1);
    expect(create).toEqual(update);
    expect(create).toMatchObject({
      service: 'S3',
      action: 'PutBucketCors',
      parameters: {
        Bucket: '<import>',
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: [`https://<${distribution}.DomainName>`],
              AllowedMethods: ['GET', 'PUT'],
              AllowedHeaders: ['Content-Type'],
              MaxAgeSeconds: 3600,
            },
          ],
        },
      },
    });
    expect(remove).toMatchObject({ action: 'DeleteBucketCors', parameters: { Bucket: '<import>' } });
    expect(statementsOf(policy![1])).toEqual([
      expect.objectContaining({ Effect: 'Allow', Action: 's3:PutBucketCORS', Resource: expect.any(Object) }),
    ]);
    expect(JSON.stringify(statementsOf(policy![1])[0]!.Resource)).toMatch(/PdfBucket.*Arn/);
  });

  it('lets only this distribution read the site bucket (origin access control)', () => {
    // Prepare
    const policies = Object.values(resourcesOf(product.statelessTemplate, 'AWS::S3::BucketPolicy'));
    const statements = policies.flatMap(statementsOf);

    // Assess
    const allows = statements.filter((statement) => statement.Effect === 'Allow');
    const cloudfrontRead = allows.find(
      (statement) =>
        JSON.stringify(statement.Principal) === JSON.stringify({ Service: 'cloudfront.amazonaws.com' }),
    );
    expect(cloudfrontRead).toMatchObject({ Action: 's3:GetObject' });
    expect(JSON.stringify(cloudfrontRead?.Condition)).toContain('AWS:SourceArn');
    for (const statement of allows) expect(JSON.stringify(statement.Principal)).not.toContain('"*"');
  });
});

describe('CloudFront', () => {
  const distribution = () =>
    Object.values(resourcesOf(product.statelessTemplate, 'AWS::CloudFront::Distribution'))[0]!.Properties!
      .DistributionConfig as Record<string, unknown> & {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
      Origins: Record<string, unknown>[];
    };

  it('serves the SPA from the private bucket over HTTPS with the fallback function', () => {
    // Prepare
    const config = distribution();

    // Assess
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
    });
    const s3Origin = config.Origins.find((origin) => origin.S3OriginConfig);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    // Custom error pages would also rewrite the API's 403/404 into index.html; the function is used instead.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('forwards /backend/api/* to the HTTP API uncached, with every method, the Authorization header and the query', () => {
    // Prepare
    const config = distribution();
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/backend/api/*');
    const origin = config.Origins.find((o) => o.Id === api?.TargetOriginId);

    // Assess
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      // Managed policies: CachingDisabled, and AllViewerExceptHostHeader (forwards Authorization and the
      // query string when caching is disabled; API Gateway needs its own Host).
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      ViewerProtocolPolicy: 'https-only',
    });
    expect(origin).toMatchObject({ CustomOriginConfig: { OriginProtocolPolicy: 'https-only' } });
    expect(JSON.stringify(origin?.DomainName)).toContain('execute-api');
  });

  it('sends HSTS, nosniff, frame denial and a CSP that allows exactly what the SPA loads', () => {
    // Prepare
    const policy = Object.values(
      resourcesOf(product.statelessTemplate, 'AWS::CloudFront::ResponseHeadersPolicy'),
    )[0]!;
    const headers = (
      policy.Properties!.ResponseHeadersPolicyConfig as Record<string, Record<string, unknown>>
    ).SecurityHeadersConfig!;
    const deployed = product.stateless.spa.runtimeConfig;

    // Act
    const csp = Object.fromEntries(
      cfnText((headers.ContentSecurityPolicy as { ContentSecurityPolicy: unknown }).ContentSecurityPolicy)
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name!, sources]),
    );

    // Assess
    expect(headers.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true, Override: true });
    expect(headers.ContentTypeOptions).toMatchObject({ Override: true });
    expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    // The PDF bucket's presigned URLs: `https://<bucket>.s3.<region>.amazonaws.com`, a value of the stateful stack.
    const pdfBucket = 'https://<import>';
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com', pdfBucket],
      'font-src': ["'self'", 'data:'],
      'connect-src': [
        "'self'",
        'https://documentos-prontos-dev.auth.sa-east-1.amazoncognito.com',
        'https://cognito-idp.sa-east-1.amazonaws.com',
        'https://api.mercadopago.com',
        'https://viacep.com.br',
        'https://brasilapi.com.br',
        pdfBucket,
      ],
      'worker-src': ["'self'", 'blob:'],
      'frame-src': ["'none'"],
      'object-src': ['blob:'],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': [],
    });
    // Every service the deployed config.json points the SPA at is allowed.
    for (const url of [
      deployed.mpApiBaseUrl,
      deployed.viaCepBaseUrl,
      deployed.brasilApiBaseUrl,
      `https://${deployed.cognito.domain}`,
    ]) {
      expect(csp['connect-src'], url).toContain(new URL(url).origin);
    }
  });

  it('rewrites client-side routes to index.html and leaves files and the root alone', () => {
    // Prepare
    const fn = Object.values(resourcesOf(product.statelessTemplate, 'AWS::CloudFront::Function'))[0]!;
    const code = fn.Properties!.FunctionCode as string;
    const handler = vm.runInNewContext(`${code}; handler`) as (event: unknown) => { uri: string };
    const uri = (path: string) => handler({ request: { uri: path } }).uri;

    // Assess
    expect(uri('/curriculo')).toBe('/index.html');
    expect(uri('/contrato/locacao/')).toBe('/index.html');
    expect(uri('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(uri('/config.json')).toBe('/config.json');
  });
});

describe('Cognito', () => {
  it('federates Google with e-mail, name and picture, its secret resolved from Secrets Manager at deploy', () => {
    // Assess
    product.statelessTemplate.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      AttributeMapping: Match.objectLike({ email: 'email', name: 'name', picture: 'picture' }),
      ProviderDetails: Match.objectLike({
        client_id: 'placeholder-client-id.apps.googleusercontent.com',
        client_secret:
          '{{resolve:secretsmanager:documentos-prontos/dev/google-client-secret:SecretString:::}}',
        authorize_scopes: 'openid email profile',
      }),
    });
  });

  it('gives the SPA a public client with the code flow, Google and the pool (admins), short-lived tokens', () => {
    // Prepare
    const clients = Object.values(resourcesOf(product.statelessTemplate, 'AWS::Cognito::UserPoolClient'));

    // Assess
    expect(clients).toHaveLength(1);
    expect(clients[0]!.Properties).toMatchObject({
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: expect.arrayContaining(['openid', 'email', 'profile']),
      SupportedIdentityProviders: ['Google', 'COGNITO'],
      // 15 minutes: a token is accepted until it expires, so removing an admin takes effect within that.
      IdTokenValidity: 15,
      AccessTokenValidity: 15,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes' },
    });
    expect(JSON.stringify(clients[0]!.Properties!.CallbackURLs)).toContain('DomainName');
  });

  it('requires TOTP of every pool (password) user, and admin rights only come with it', () => {
    // Prepare
    const pool = Object.values(resourcesOf(product.statelessTemplate, 'AWS::Cognito::UserPool'))[0]!;
    const triggerId = JSON.stringify(pool.Properties!.LambdaConfig).match(/"Fn::GetAtt":\["([^"]+)"/)![1]!;
    const trigger = resourcesOf(product.statelessTemplate, 'AWS::Lambda::Function')[triggerId]!;

    // Assess
    expect(pool.Properties).toMatchObject({ MfaConfiguration: 'ON', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
    expect(JSON.stringify(pool.Properties!.LambdaConfig)).toContain('PreTokenGeneration');
    expect(trigger.Properties).toMatchObject({ TracingConfig: { Mode: 'Active' } });
    const suppressed = JSON.stringify(pool.Metadata ?? {});
    expect(suppressed).not.toContain('AwsSolutions-COG2');
  });

  it('has the admin group, the hosted-UI domain and a retained pool without native sign-up', () => {
    // Assess
    product.statelessTemplate.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    product.statelessTemplate.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: 'documentos-prontos-dev',
    });
    product.statelessTemplate.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        DeletionProtection: 'ACTIVE',
      }),
    });
  });
});

describe('SPA deployment', () => {
  it('writes config.json in the shape the SPA validates, in cognito mode', () => {
    // Prepare
    const stack = product.stateless;
    const resolved = stack.resolve(product.stateless.spa.runtimeConfig) as Record<string, unknown>;
    // Tokens (pool and client ids) stay as CloudFormation expressions until deploy; stand in strings for them.
    const asStrings = JSON.parse(
      JSON.stringify(resolved, (_key, value) =>
        value &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        Object.keys(value)[0]?.startsWith('Fn::')
          ? 'deploy-time-value'
          : value && typeof value === 'object' && 'Ref' in value
            ? 'deploy-time-value'
            : value,
      ),
    );

    // Act
    const parsed = runtimeConfigSchema.parse(asStrings);

    // Assess
    expect(parsed).toMatchObject({
      apiBase: '/backend/api',
      authMode: 'cognito',
      paymentSimulator: false,
      cognito: { region: 'sa-east-1', domain: 'documentos-prontos-dev.auth.sa-east-1.amazoncognito.com' },
    });
    expect(JSON.stringify(resolved)).toContain('AuthUserPool');
  });

  it('deploys a placeholder page when the SPA was not built', () => {
    // Assess
    expect(product.stateless.spa.built).toBe(false);
    product.statelessTemplate.resourceCountIs('Custom::CDKBucketDeployment', 1);
  });
});

describe('operations', () => {
  it('sends alarms to an SNS topic with the e-mail from context, the API on its 5xx rate', () => {
    // Prepare
    const api5xx = Object.entries(resourcesOf(product.statelessTemplate, 'AWS::CloudWatch::Alarm')).find(
      ([id]) => id.includes('Api5xxRate'),
    )!;

    // Assess
    product.statelessTemplate.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'alarms@example.com',
    });
    expect(api5xx[1].Properties).toMatchObject({
      Threshold: 5,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
      AlarmActions: [expect.objectContaining({ Ref: expect.stringMatching(/Alarms/) })],
    });
    const metrics = JSON.stringify(api5xx[1].Properties!.Metrics);
    expect(metrics).toContain('"MetricName":"5xx"');
    expect(metrics).toContain('"MetricName":"Count"');
  });

  it('alarms on DynamoDB throttling of every table', () => {
    // Prepare
    const alarms = Object.entries(resourcesOf(product.statelessTemplate, 'AWS::CloudWatch::Alarm'));

    // Assess
    for (const name of Object.keys(tables)) {
      const found = alarms.filter(([id]) => id.toLowerCase().includes(`${name}tablethrottled`));
      expect(found, name).toHaveLength(1);
      expect(JSON.stringify(found[0]![1].Properties)).toContain('ThrottledRequests');
    }
  });

  it('alarms on the CloudFront 5xx rate from us-east-1, where its metrics are', () => {
    // Prepare
    const alarms = Object.values(resourcesOf(product.edgeAlarmsTemplate, 'AWS::CloudWatch::Alarm'));

    // Assess
    expect(product.edgeAlarms.region).toBe('us-east-1');
    expect(alarms).toHaveLength(1);
    expect(JSON.stringify(alarms[0]!.Properties!.Metrics)).toContain('5xxErrorRate');
    expect(alarms[0]!.Properties).toMatchObject({ Threshold: 5, DatapointsToAlarm: 2 });
    product.edgeAlarmsTemplate.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email' });
  });

  it('draws one dashboard: requests, errors and p99 per route, payments, DynamoDB throttles, CloudFront 5xx', () => {
    // Prepare
    const dashboards = Object.values(resourcesOf(product.statelessTemplate, 'AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboards[0]!.Properties!.DashboardBody);

    // Assess
    expect(dashboards).toHaveLength(1);
    for (const title of [
      'Requests per route',
      'Errors per route',
      'Duration p99 per route',
      'Payments approved per hour',
      'DynamoDB throttled requests',
      'CloudFront 5xx rate',
    ]) {
      expect(body, title).toContain(title);
    }
    expect(body).toContain('p99');
    expect(body).toContain('PaymentsApproved');
    product.statelessTemplate.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.msg = "payment approved: document released" }',
      MetricTransformations: [
        Match.objectLike({ MetricName: 'PaymentsApproved', MetricNamespace: 'DocumentosProntos' }),
      ],
    });
  });

  it('logs API access as JSON without query strings', () => {
    // Prepare
    const stage = Object.values(resourcesOf(product.statelessTemplate, 'AWS::ApiGatewayV2::Stage'))[0]!;
    const format = (stage.Properties!.AccessLogSettings as { Format: string }).Format;

    // Assess
    expect(JSON.parse(format)).toMatchObject({ routeKey: '$context.routeKey', status: '$context.status' });
    expect(format).not.toMatch(/querystring|\$context\.path/i);
  });
});

describe('Mercado Pago', () => {
  const paymentRoutes = routes.filter((route) => route.uses.mercadoPago);
  const distributionId = () =>
    Object.keys(resourcesOf(product.statelessTemplate, 'AWS::CloudFront::Distribution'))[0]!;

  it.each(paymentRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s: calls back CloudFront's domain + /backend/api without a custom domain, within its time budget",
    (_name, route) => {
      // Prepare
      const env = (
        routeFunction(product.statelessTemplate, route).props.Environment as {
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
    const outputs = product.statelessTemplate.toJSON().Outputs as Record<string, { Value: unknown }>;

    // Assess
    expect(outputs.WebhookUrl?.Value).toEqual({
      'Fn::Join': [
        '',
        ['https://', { 'Fn::GetAtt': [distributionId(), 'DomainName'] }, '/backend/api/mp-webhook'],
      ],
    });
  });
});
