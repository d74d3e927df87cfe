// The route table becomes the API: one Lambda and one HTTP API route per entry (iterating the real table, plus
// routes added here to prove no other change is needed), the JWT authorizer on exactly the user/admin routes, and
// each function's grants and environment limited to what its `uses` declares; each scheduled job a Lambda of its
// own on an EventBridge rule, granted the same way.
import fs from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { isWebhook, needsAuthorizer, routeKey } from '../../infra/api';
import { ESM_REQUIRE_BANNER, esbuildOptions, nodejsBundling } from '../../infra/lambda-bundling';
import { DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT_SECONDS, functionLabel } from '../../infra/route-function';
import { mercadoPagoSettingsFromEnv } from '../../lambdas/adapters/mercado-pago';
import {
  API_PREFIX,
  type BucketArea,
  type JobDef,
  jobs,
  type RouteDef,
  routes,
  type TableName,
} from '../../lambdas/routes';
import { tableEnvName } from '../../lambdas/tables';
import {
  actionsOf,
  cfnText,
  customResourceCall,
  fixturesDir,
  PROD_CONTEXT,
  PROD_DOMAIN,
  resourcesOf,
  routeFunction,
  routeStatements,
  type Synthesized,
  synthProduct,
  TEST_SELLER,
} from './synth';

const probe = path.relative(
  path.join(fixturesDir, '../../../lambdas'),
  path.join(fixturesDir, 'echo-handler.ts'),
);

/** Routes a later issue could add; the webhook only when the real table does not have it yet. */
const addedRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/infra-probe-admin',
    handler: probe,
    access: 'admin',
    uses: { tables: { config: 'write' } },
  },
  {
    method: 'GET',
    path: '/infra-probe-pdf',
    handler: probe,
    access: 'optional-auth',
    uses: { tables: { documents: 'read' }, pdfBucket: { read: ['pdf/'], write: ['pdf/'] } },
    memoryMb: 1536,
    timeoutSeconds: 30,
  },
  ...(routes.some(isWebhook)
    ? []
    : [
        {
          method: 'POST',
          path: '/mp-webhook',
          handler: probe,
          access: 'public',
          uses: { tables: { payments: 'write', documents: 'write' }, mercadoPago: true },
        } satisfies RouteDef,
      ]),
];
const table: RouteDef[] = [...routes, ...addedRoutes];

let product: Synthesized;

// Both stacks with every route and job: about a minute of CDK work on the shared 2-core machine under load.
beforeAll(() => {
  product = synthProduct({
    routes: table,
    context: {
      webDist: path.join(fixturesDir, 'web-dist'),
      ...PROD_CONTEXT,
      prices: '{"base":"12.90","contrato":"19.90"}',
      seller: TEST_SELLER,
    },
  });
}, 240_000); // a synth of three stacks can take a minute on a loaded two-core machine

const LOG_ACTIONS = ['logs:CreateLogStream', 'logs:PutLogEvents'];
/** Tracing's two write actions: the only ones allowed on Resource "*". */
const XRAY_ACTIONS = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];

const BUCKET_AREAS: readonly BucketArea[] = ['pdf/', 'uploads/pending/', 'uploads/'];

const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
const TABLE_IDS: Record<TableName, string> = {
  users: 'UsersTable',
  documents: 'DocumentsTable',
  payments: 'PaymentsTable',
  config: 'ConfigTable',
  audit: 'AuditTable',
  limits: 'LimitsTable',
};

describe('one Lambda and one API route per entry of the route table', () => {
  it('has exactly as many route Lambdas and API routes as the table has entries', () => {
    // Prepare
    // Our functions on Node.js 22: the routes' and Cognito's pre-token trigger.
    const functions = Object.values(resourcesOf(product.statelessTemplate, 'AWS::Lambda::Function')).filter(
      (fn) =>
        fn.Properties?.Runtime === 'nodejs22.x' &&
        !String(fn.Properties?.Description).startsWith('Cognito pre-token-generation'),
    );

    // Assess: and one more per scheduled job
    expect(functions).toHaveLength(table.length + jobs.length);
    product.statelessTemplate.resourceCountIs('AWS::ApiGatewayV2::Route', table.length);
  });

  it.each(table.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: Node.js 22 on arm64, sized from the route, with a log group that expires',
    (_name, route) => {
      // Prepare
      const fn = routeFunction(product.statelessTemplate, route);
      const logGroupId = (fn.props.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      const logGroup = resourcesOf(product.statelessTemplate, 'AWS::Logs::LogGroup')[logGroupId];

      // Assess
      expect(fn.props).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: route.memoryMb ?? DEFAULT_MEMORY_MB,
        Timeout: route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      });
      expect(logGroup?.Properties?.RetentionInDays).toBe(180);
    },
  );

  it.each(table.map((route) => [routeKey(route), route] as const))(
    '%s: routed to its own Lambda, JWT authorizer only for user/admin',
    (key, route) => {
      // Prepare
      const apiRoutes = Object.values(
        resourcesOf(product.statelessTemplate, 'AWS::ApiGatewayV2::Route'),
      ).filter((r) => r.Properties?.RouteKey === key);
      const integrations = resourcesOf(product.statelessTemplate, 'AWS::ApiGatewayV2::Integration');
      const fn = routeFunction(product.statelessTemplate, route);

      // Assess
      expect(key).toBe(`${route.method} ${API_PREFIX}${route.path}`);
      expect(apiRoutes).toHaveLength(1);
      const props = apiRoutes[0]!.Properties!;
      if (needsAuthorizer(route)) {
        expect(props.AuthorizationType).toBe('JWT');
        expect(props.AuthorizerId).toBeDefined();
      } else {
        expect(props.AuthorizationType).toBe('NONE');
        expect(props.AuthorizerId).toBeUndefined();
      }
      const integrationId = JSON.stringify(props.Target).match(/"Ref":"([^"]+)"/)![1]!;
      expect(JSON.stringify(integrations[integrationId]?.Properties?.IntegrationUri)).toContain(fn.id);
    },
  );

  it('deploys no local-only route: the local sign-in endpoint never reaches AWS', () => {
    // Assess
    expect(routes.map((route) => route.path)).not.toContain('/local-login');
    expect(routes.every((route) => !route.handler.startsWith('local/'))).toBe(true);
  });

  it('verifies JWTs from this Cognito pool for this app client', () => {
    // Assess
    product.statelessTemplate.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
    });
    const authorizer = Object.values(
      resourcesOf(product.statelessTemplate, 'AWS::ApiGatewayV2::Authorizer'),
    )[0]!;
    expect(JSON.stringify(authorizer.Properties?.JwtConfiguration)).toMatch(
      /AuthUserPoolSpaClient.*cognito-idp/s,
    );
  });

  it('keeps the Mercado Pago webhook public: its HMAC is checked in the handler', () => {
    // Prepare
    // The webhook is the POST Mercado Pago calls; GET mp-webhook?reference= is the spec's status check.
    const webhooks = table.filter(isWebhook);

    // Assess
    expect(webhooks.length).toBeGreaterThan(0);
    for (const route of webhooks) {
      expect(route.access).toBe('public');
      product.statelessTemplate.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey(route),
        AuthorizationType: 'NONE',
      });
    }
    product.statelessTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('Mercado Pago webhook answered 5xx'),
      MetricName: '5xx',
      Dimensions: Match.arrayWith([{ Name: 'Route', Value: 'POST /backend/api/mp-webhook' }]),
    });
  });

  it('throttles every route, heavy PDF routes at a quarter of the default', () => {
    // Prepare
    const stage = Object.values(resourcesOf(product.statelessTemplate, 'AWS::ApiGatewayV2::Stage'))[0]!;
    const settings = stage.Properties!.RouteSettings as Record<string, Record<string, unknown>>;

    // Assess
    expect(Object.keys(settings).sort()).toEqual(table.map(routeKey).sort());
    expect(settings['GET /backend/api/infra-probe-pdf']?.ThrottlingRateLimit).toBe(12);
    // Paid per-route metrics only where an alarm reads them.
    for (const route of table) {
      expect(settings[routeKey(route)], routeKey(route)).toMatchObject({
        DetailedMetricsEnabled: isWebhook(route),
      });
    }
    expect(stage.Properties!.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: 50,
      ThrottlingBurstLimit: 100,
    });
  });

  it('alarms on the error and throttle rate of every route Lambda, on lasting failures of every job Lambda', () => {
    // Prepare
    const alarms = Object.values(resourcesOf(product.statelessTemplate, 'AWS::CloudWatch::Alarm'));

    // Assess
    for (const route of [...table, ...jobs]) {
      const fn = routeFunction(product.statelessTemplate, route);
      for (const metric of ['Errors', 'Throttles']) {
        const found = alarms.filter((alarm) => {
          if (!JSON.stringify(alarm.Properties).includes(fn.id)) return false;
          if (alarm.Properties?.MetricName === metric) return true;
          const metrics = (alarm.Properties?.Metrics ?? []) as {
            MetricStat?: { Metric: { MetricName: string } };
          }[];
          return metrics.some((m) => m.MetricStat?.Metric.MetricName === metric);
        });
        expect(found, `${metric} ${functionLabel(route)}`).toHaveLength(1);
        const props = found[0]!.Properties!;
        expect(props).toMatchObject({ EvaluationPeriods: 3, DatapointsToAlarm: 2 });
        if ('method' in route) {
          // A share of at least 20 invocations, 5 % or more, in 2 of 3 periods.
          expect(JSON.stringify(props.Metrics)).toContain('IF(total >= 20, 100 * part / total, 0)');
          expect(props).toMatchObject({ Threshold: 5 });
        } else {
          // A job runs once a period: any failure (no rate), lasting 2 of 3 periods.
          expect(props).toMatchObject({ Threshold: 1 });
        }
      }
    }
  });
});

describe('front door: WAF and the only way in', () => {
  type Rule = Record<string, unknown> & { Name: string; Statement: Record<string, unknown> };
  const webAcl = () => {
    const acls = Object.values(resourcesOf(product.edgeTemplate, 'AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    return acls[0]!.Properties as { Scope: string; Rules: Rule[]; DefaultAction: unknown };
  };
  const rule = (name: string) => webAcl().Rules.find((r) => r.Name === name)!;

  it('puts a CloudFront web ACL in us-east-1 with the common, known-bad-inputs and IP reputation groups', () => {
    // Prepare
    const acl = webAcl();
    const groups = acl.Rules.map(
      (r) => (r.Statement.ManagedRuleGroupStatement as { Name: string } | undefined)?.Name,
    ).filter(Boolean);

    // Assess
    expect(product.edge.region).toBe('us-east-1');
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    expect(groups.sort()).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
  });

  it('limits every IP, tighter on the heavy routes and on anonymous creates, answering 429', () => {
    // Prepare
    const rate = (name: string) =>
      rule(name).Statement.RateBasedStatement as {
        Limit: number;
        AggregateKeyType: string;
        ScopeDownStatement?: unknown;
      };
    const heavy = JSON.stringify(rate('RateHeavyRoutes').ScopeDownStatement);
    const anonymous = JSON.stringify(rate('RateAnonymousCreates').ScopeDownStatement);

    // Assess
    expect(rate('RatePerIp')).toMatchObject({ Limit: 2000, AggregateKeyType: 'IP' });
    expect(rate('RatePerIp').ScopeDownStatement).toBeUndefined();
    expect(rate('RateHeavyRoutes')).toMatchObject({ Limit: 100, AggregateKeyType: 'IP' });
    expect(rate('RateAnonymousCreates')).toMatchObject({ Limit: 30, AggregateKeyType: 'IP' });
    for (const path of [
      'mp-pay',
      'declaracao-pdf',
      'curriculo-pdf',
      'curriculo-preview',
      'infra-probe-pdf',
    ]) {
      expect(heavy, path).toContain(`"/backend/api/${path}"`);
    }
    expect(heavy).not.toContain('mp-webhook');
    expect(heavy).not.toContain('declaracao-save');
    // Anonymous: a POST to an optional-auth route without a bearer token (the webhook is Mercado Pago's).
    expect(anonymous).toContain('"/backend/api/mp-pay"');
    expect(anonymous).not.toContain('mp-webhook');
    expect(anonymous).toContain('"NotStatement"');
    expect(anonymous).toContain('"authorization"');
    for (const name of ['RatePerIp', 'RateHeavyRoutes', 'RateAnonymousCreates']) {
      expect(rule(name).Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    }
  });

  it('attaches the web ACL to the distribution', () => {
    // Prepare
    const distribution = Object.values(
      resourcesOf(product.statelessTemplate, 'AWS::CloudFront::Distribution'),
    )[0]!;

    // Assess
    expect((distribution.Properties!.DistributionConfig as { WebACLId?: unknown }).WebACLId).toBeDefined();
  });

  it("disables the API's execute-api endpoint: CloudFront reaches it at api.<domain> only", () => {
    // Prepare
    const api = Object.values(resourcesOf(product.statelessTemplate, 'AWS::ApiGatewayV2::Api'))[0]!;
    const distribution = Object.values(
      resourcesOf(product.statelessTemplate, 'AWS::CloudFront::Distribution'),
    )[0]!;
    const origins = (distribution.Properties!.DistributionConfig as { Origins: { DomainName: unknown }[] })
      .Origins;
    const outputs = Object.keys(product.statelessTemplate.toJSON().Outputs ?? {});

    // Assess
    expect(api.Properties?.DisableExecuteApiEndpoint).toBe(true);
    product.statelessTemplate.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: `api.${PROD_DOMAIN}`,
    });
    product.statelessTemplate.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    expect(origins.map((origin) => origin.DomainName)).toContain(`api.${PROD_DOMAIN}`);
    expect(outputs).not.toContain('ApiEndpoint');
    expect(outputs).toContain('ApiDomainTarget');
  });
});

describe('least privilege from `uses`', () => {
  it.each([...table, ...jobs].map((route) => [functionLabel(route), route] as const))(
    '%s: only its own tables, bucket and secret, writes only where declared',
    (_name, route: RouteDef | JobDef) => {
      // Prepare
      const statements = routeStatements(product.statelessTemplate, route);
      const env = (
        routeFunction(product.statelessTemplate, route).props.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
      const usedTables = route.uses.tables ?? {};

      // Assess
      for (const statement of statements) {
        expect(statement.Effect).toBe('Allow');
        const resource = JSON.stringify(statement.Resource);
        const actions = actionsOf(statement);
        for (const [name, id] of Object.entries(TABLE_IDS) as [TableName, string][]) {
          if (!usedTables[name]) expect(resource, `${name} not in uses`).not.toContain(id);
        }
        if (actions.some((action) => WRITE_ACTIONS.includes(action))) {
          for (const [name, id] of Object.entries(TABLE_IDS) as [TableName, string][]) {
            if (usedTables[name] === 'read' || !usedTables[name]) {
              expect(resource, `${name} is read-only`).not.toContain(id);
            }
          }
        }
        const bucket = route.uses.pdfBucket;
        if (!bucket) expect(actions.join()).not.toContain('s3:');
        // Each S3 action group only on the bucket areas (key prefixes) declared for it.
        const areas = BUCKET_AREAS.filter((area) => resource.includes(`/${area}*`));
        if (actions.some((action) => action.startsWith('s3:PutObject'))) {
          for (const area of areas) expect(bucket?.write ?? [], `put in ${area}`).toContain(area);
        }
        if (actions.some((action) => action.startsWith('s3:DeleteObject'))) {
          for (const area of areas) expect(bucket?.delete ?? [], `delete in ${area}`).toContain(area);
        }
        if (actions.some((action) => action.startsWith('s3:GetObject'))) {
          for (const area of areas) expect(bucket?.read ?? [], `read in ${area}`).toContain(area);
        }
        if (actions.some((action) => action.startsWith('s3:'))) {
          expect(resource, 'S3 grants name an area, never the whole bucket').not.toContain('"/*"');
        }
        if (actions.includes('dynamodb:DeleteItem')) {
          for (const [name, id] of Object.entries(TABLE_IDS) as [TableName, string][]) {
            if (usedTables[name] !== 'delete')
              expect(resource, `${name} is not deleted from`).not.toContain(id);
          }
        }
        if (!route.uses.mercadoPago) expect(actions.join()).not.toContain('secretsmanager:');
        expect(actions).not.toContain('*');
      }
      for (const name of Object.keys(TABLE_IDS) as TableName[]) {
        expect(tableEnvName(name) in env, tableEnvName(name)).toBe(Boolean(usedTables[name]));
      }
      expect('PDF_BUCKET' in env).toBe(Boolean(route.uses.pdfBucket));
      expect('MP_SECRET_ARN' in env).toBe(Boolean(route.uses.mercadoPago));
      for (const name of ['PUBLIC_API_BASE_URL', 'MP_TIMEOUT_MS', 'MP_MAX_RETRIES']) {
        expect(name in env, name).toBe(Boolean(route.uses.mercadoPago));
      }
      expect(env).toMatchObject({ PRICE_BASE: '12.90', PRICE_CONTRATO: '19.90' });
      // Nothing to choose: an AWS bundle holds the Cognito verifier only (tests/infra/aws-bundles.test.ts).
      expect(env.AUTH_MODE).toBeUndefined();
    },
  );

  it.each(table.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: named actions only, no Scan or streams, no bucket-level grant, "*" only for X-Ray',
    (_name, route) => {
      // Prepare
      const statements = routeStatements(product.statelessTemplate, route);
      const actions = statements.flatMap(actionsOf);
      const tableUses = Object.values(route.uses.tables ?? {});

      // Assess
      for (const action of actions) {
        expect(action, 'no wildcard action').not.toContain('*');
        expect(action).not.toMatch(
          /^dynamodb:(Scan|GetRecords|GetShardIterator|DescribeStream|ListStreams)$/,
        );
        expect(action).not.toMatch(/^s3:(List|GetBucket|PutBucket|DeleteBucket)/);
      }
      const dynamo = new Set(actions.filter((action) => action.startsWith('dynamodb:')));
      const expected = new Set<string>();
      if (tableUses.some((use) => use !== 'append'))
        for (const a of ['GetItem', 'BatchGetItem', 'Query']) expected.add(`dynamodb:${a}`);
      if (tableUses.some((use) => use === 'write' || use === 'delete'))
        for (const a of ['PutItem', 'UpdateItem']) expected.add(`dynamodb:${a}`);
      if (tableUses.includes('delete')) expected.add('dynamodb:DeleteItem');
      // The audit trail: put only, on the audit table only.
      if (tableUses.includes('append')) expected.add('dynamodb:PutItem');
      expect([...dynamo].sort()).toEqual([...expected].sort());
      for (const statement of statements) {
        const resources = [statement.Resource].flat();
        if (resources.includes('*')) expect(actionsOf(statement).sort()).toEqual(XRAY_ACTIONS);
        if (actionsOf(statement).some((action) => action.startsWith('s3:'))) {
          // Every S3 resource is `<bucket ARN>/<area>*`: never the bucket itself, never all its objects.
          for (const resource of resources) {
            expect(cfnText(resource), 'S3 object ARN under a declared area').toMatch(
              // `<import>` is the PDF bucket's ARN, exported by the stateful stack.
              /^<import>\/(pdf|uploads|uploads\/pending)\/\*$/,
            );
          }
        }
      }
    },
  );

  it('names the route table in every function: traced (jobs too), heavy renders with reserved concurrency', () => {
    for (const route of table) {
      // Prepare
      const { props } = routeFunction(product.statelessTemplate, route);

      // Assess
      expect(props.TracingConfig, route.path).toEqual({ Mode: 'Active' });
      expect(props.ReservedConcurrentExecutions, route.path).toBe(route.reservedConcurrency);
    }
    for (const job of jobs) {
      expect(routeFunction(product.statelessTemplate, job).props.TracingConfig, job.name).toEqual({
        Mode: 'Active',
      });
    }
    const heavy = routes.filter((route) => /pdf|preview|sample/.test(route.path));
    expect(heavy.map((route) => route.path).sort()).toEqual([
      '/contrato-pdf',
      '/curriculo-layout-sample',
      '/curriculo-pdf',
      '/curriculo-preview',
      '/declaracao-pdf',
      '/recibo-aluguel-pdf',
    ]);
    for (const route of heavy) expect(route.reservedConcurrency, route.path).toBeGreaterThan(0);
  });

  it('GET /me reads the users table and nothing else', () => {
    // Prepare
    const me = routes.find((route) => route.path === '/me')!;
    const statements = routeStatements(product.statelessTemplate, me);
    // Apart from appending to the audit trail (an admin may call it too).
    const data = statements.filter(
      (statement) =>
        actionsOf(statement).some((a) => a.startsWith('dynamodb:')) &&
        !JSON.stringify(statement.Resource).includes(TABLE_IDS.audit),
    );

    // Assess
    expect(data).toHaveLength(1);
    expect(actionsOf(data[0]!)).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actionsOf(data[0]!).filter((action) => WRITE_ACTIONS.includes(action))).toEqual([]);
    expect(JSON.stringify(data[0]!.Resource)).toContain('UsersTable');
    expect(
      statements
        .flatMap(actionsOf)
        .filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('logs:') && !a.startsWith('xray:')),
    ).toEqual([]);
  });

  it('GET /mp-status may read the payment and its document in one BatchGetItem', () => {
    // Prepare
    const status = routes.find((route) => route.path === '/mp-status')!;
    const statements = routeStatements(product.statelessTemplate, status);

    // Act
    const batchReads = statements.filter((statement) =>
      actionsOf(statement).includes('dynamodb:BatchGetItem'),
    );

    // Assess
    const resources = JSON.stringify(batchReads.map((statement) => statement.Resource));
    expect(resources).toContain(TABLE_IDS.documents);
    expect(resources).toContain(TABLE_IDS.payments);
  });

  it('POST /user-upsert writes the users table only', () => {
    // Prepare
    const upsert = routes.find((route) => route.path === '/user-upsert')!;
    const statements = routeStatements(product.statelessTemplate, upsert);
    const writes = statements.filter(
      (statement) =>
        actionsOf(statement).includes('dynamodb:PutItem') &&
        !JSON.stringify(statement.Resource).includes(TABLE_IDS.audit),
    );

    // Assess
    expect(writes).toHaveLength(1);
    expect(JSON.stringify(writes[0]!.Resource)).toMatch(/UsersTable/);
    expect(JSON.stringify(writes[0]!.Resource)).not.toMatch(/Documents|Payments|Config/);
  });

  it('GET /mp-config (prices) may only write its own logs', () => {
    // Prepare
    const mpConfig = routes.find((route) => route.path === '/mp-config')!;

    // Act
    const actions = routeStatements(product.statelessTemplate, mpConfig).flatMap(actionsOf);

    // Assess
    expect(actions.sort()).toEqual([...LOG_ACTIONS, ...XRAY_ACTIONS]);
  });

  it('with a custom domain, Mercado Pago calls back https://{domain}/backend/api, as the adapter accepts', () => {
    // Prepare
    const paying = table.filter((route) => route.uses.mercadoPago);

    for (const route of paying) {
      const env = (
        routeFunction(product.statelessTemplate, route).props.Environment as {
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
    const statements = routeStatements(product.statelessTemplate, webhook);
    const secretReads = statements.filter((statement) =>
      actionsOf(statement).includes('secretsmanager:GetSecretValue'),
    );
    const env = (
      routeFunction(product.statelessTemplate, webhook).props.Environment as {
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

describe('scheduled jobs', () => {
  it.each(jobs.map((job) => [job.name, job] as const))(
    '%s: its own Lambda, started by an EventBridge rule at its rate, without retries',
    (_name, job) => {
      // Prepare
      const fn = routeFunction(product.statelessTemplate, job);
      const rules = Object.values(resourcesOf(product.statelessTemplate, 'AWS::Events::Rule')).filter(
        (rule) => JSON.stringify(rule.Properties?.Targets).includes(fn.id),
      );

      // Assess
      expect(rules).toHaveLength(1);
      expect(rules[0]?.Properties).toMatchObject({
        ScheduleExpression: `rate(${job.everyMinutes} minutes)`,
        State: 'ENABLED',
        Targets: [expect.objectContaining({ RetryPolicy: { MaximumRetryAttempts: 0 } })],
      });
      expect(fn.props).toMatchObject({ Timeout: job.timeoutSeconds, Runtime: 'nodejs22.x' });
      // Only EventBridge may start it, and only through that rule.
      const permissions = Object.values(
        resourcesOf(product.statelessTemplate, 'AWS::Lambda::Permission'),
      ).filter((permission) => JSON.stringify(permission.Properties?.FunctionName).includes(fn.id));
      expect(permissions.map((p) => p.Properties?.Principal)).toEqual(['events.amazonaws.com']);
    },
  );

  it('payment-recheck queries the payments index and writes documents and payments, with no bucket and no delete', () => {
    // Prepare
    const job = jobs.find((candidate) => candidate.name === 'payment-recheck')!;
    const statements = routeStatements(product.statelessTemplate, job);
    const actions = statements.flatMap(actionsOf);
    const payments = statements.filter((statement) =>
      JSON.stringify(statement.Resource).includes(TABLE_IDS.payments),
    );

    // Assess
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:PutItem']),
    );
    expect(actions).not.toContain('dynamodb:DeleteItem');
    expect(actions.join()).not.toContain('s3:');
    // Named indexes only (least privilege), among them the sparse index of open payments it queries.
    const resources = JSON.stringify(payments.map((statement) => statement.Resource));
    expect(resources).toContain('/index/byOpenUntil');
    expect(resources).not.toContain('/index/*');
  });
});

describe('bundling and site settings', () => {
  it('bundles every handler as minified ESM for Node 22 with the createRequire banner, locally', () => {
    // Prepare
    const bundling = nodejsBundling();
    const bench = esbuildOptions(table[0]!);

    // Assess
    expect(bundling).toMatchObject({
      format: 'esm',
      target: 'node22',
      minify: true,
      sourceMap: true,
      banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      forceDockerBundling: false,
    });
    // The benchmark measures with the very same settings.
    expect(bench).toMatchObject({
      format: bundling.format,
      target: bundling.target,
      minify: bundling.minify,
      banner: { js: ESM_REQUIRE_BANNER },
      mainFields: bundling.mainFields,
      external: bundling.externalModules,
    });
    // The same packages are swapped for their stand-ins in both (tests/infra/bundle-shims.test.ts runs them).
    expect(bundling.esbuildArgs?.['--alias']).toEqual(
      Object.entries(bench.alias).map(([name, replacement]) => `${name}=${replacement}`),
    );
    expect(Object.keys(bench.alias).sort()).toEqual(['@aws-sdk/credential-provider-node', 'pako']);
  });

  it('protects every stack of a stage other than dev from deletion', () => {
    // Assess
    expect(product.stateful.terminationProtection).toBe(true);
    expect(product.stateless.terminationProtection).toBe(true);
  });

  it('with a custom domain: TLS 1.2 certificate, the domain as alias and as Cognito callback', () => {
    // Prepare
    const distribution = Object.values(
      resourcesOf(product.statelessTemplate, 'AWS::CloudFront::Distribution'),
    )[0]!;
    const client = Object.values(resourcesOf(product.statelessTemplate, 'AWS::Cognito::UserPoolClient'))[0]!;

    // Assess
    expect(distribution.Properties!.DistributionConfig).toMatchObject({
      Aliases: [PROD_DOMAIN],
      ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
    });
    expect(client.Properties).toMatchObject({
      CallbackURLs: [`https://${PROD_DOMAIN}/`],
      LogoutURLs: [`https://${PROD_DOMAIN}/`],
    });
    expect(product.nagFindings).toEqual([]);
    // The PDF bucket answers browsers of the custom domain only.
    const cors = Object.values(resourcesOf(product.statelessTemplate, 'Custom::PdfBucketCors'))[0]!;
    expect(customResourceCall(cors, 'Create').parameters).toMatchObject({
      CORSConfiguration: { CORSRules: [{ AllowedOrigins: [`https://${PROD_DOMAIN}`] }] },
    });
  });

  it('uploads hashed chunks apart from index.html and the public files', () => {
    // Prepare
    const staged = fs
      .readdirSync(product.app.outdir)
      .filter((name) => name.startsWith('asset.'))
      .map((name) => path.join(product.app.outdir, name))
      .filter((dir) => fs.statSync(dir).isDirectory())
      .map((dir) => fs.readdirSync(dir).sort());

    // Assess
    expect(staged).toContainEqual(['index-fixture.js']);
    expect(staged).toContainEqual(['index.html', 'logo.svg']);
  });

  it('uploads a built SPA: hashed assets cached for a year, index.html and config.json revalidated', () => {
    // Prepare
    const deployments = Object.values(resourcesOf(product.statelessTemplate, 'Custom::CDKBucketDeployment'));
    const metadata = deployments.map((deployment) => JSON.stringify(deployment.Properties?.SystemMetadata));

    // Assess
    expect(product.stateless.spa.built).toBe(true);
    expect(deployments).toHaveLength(2);
    expect(metadata).toEqual(
      expect.arrayContaining([
        expect.stringContaining('public, max-age=31536000, immutable'),
        expect.stringContaining('no-cache'),
      ]),
    );
  });
});
