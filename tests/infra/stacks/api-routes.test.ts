// The route table becomes the API: one Lambda and one HTTP API route per entry (iterating the real table plus the
// routes variants.ts adds, to prove no other change is needed), the JWT authorizer on exactly the user/admin routes,
// throttling per route; each scheduled job a Lambda of its own on an EventBridge rule.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { isWebhook, needsAuthorizer, ROUTE_STACKS, routeKey } from '../../../infra/api';
import { awsSdkBudget } from '../../../infra/aws-sdk-budget';
import { DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT_SECONDS, functionLabel } from '../../../infra/route-function';
import { API_PREFIX, jobs, routes } from '../../../lambdas/routes';
import { loadProduct } from './snapshot';
import { resourcesOf, routeFunction } from './template';
import { prodTable as table } from './variants';

const prod = loadProduct('prod');

describe('one Lambda and one API route per entry of the route table', () => {
  it('has exactly as many route Lambdas and API routes as the table has entries', () => {
    // Prepare
    // Our functions on Node.js 22: the routes' and Cognito's pre-token trigger.
    const functions = Object.values(resourcesOf(prod.statelessTemplate, 'AWS::Lambda::Function')).filter(
      (fn) =>
        fn.Properties?.Runtime === 'nodejs22.x' &&
        !String(fn.Properties?.Description).startsWith('Cognito pre-token-generation'),
    );

    // Assess: and one more per scheduled job
    expect(functions).toHaveLength(table.length + jobs.length);
    prod.statelessTemplate.resourceCountIs('AWS::ApiGatewayV2::Route', table.length);
  });

  it.each(table.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: Node.js 22 on arm64, sized from the route, with a log group that expires',
    (_name, route) => {
      // Prepare
      const fn = routeFunction(prod.statelessTemplate, route);
      const logGroupId = (fn.props.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      const logGroup = resourcesOf(prod.statelessTemplate, 'AWS::Logs::LogGroup')[logGroupId];

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

  it.each([...table, ...jobs].map((def) => [functionLabel(def), def] as const))(
    '%s: AWS SDK time-outs derived from its own Lambda time-out',
    (label, def) => {
      // Prepare
      const fn = routeFunction(prod.statelessTemplate, def);
      const budget = awsSdkBudget(label, def.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS);

      // Assess
      expect((fn.props.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
        SDK_CONNECTION_TIMEOUT_MS: String(budget.connectionTimeoutMs),
        SDK_REQUEST_TIMEOUT_MS: String(budget.requestTimeoutMs),
      });
    },
  );

  it.each(table.map((route) => [routeKey(route), route] as const))(
    '%s: routed to its own Lambda, JWT authorizer only for user/admin',
    (key, route) => {
      // Prepare
      const apiRoutes = Object.values(resourcesOf(prod.statelessTemplate, 'AWS::ApiGatewayV2::Route')).filter(
        (r) => r.Properties?.RouteKey === key,
      );
      const integrations = resourcesOf(prod.statelessTemplate, 'AWS::ApiGatewayV2::Integration');
      const fn = routeFunction(prod.statelessTemplate, route);

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

  it("keeps the stack and each nested stack of route functions within CloudFormation's 500 resources", () => {
    // Prepare
    const template = prod.statelessTemplate.toJSON() as {
      Resources: Record<string, unknown>;
      NestedStackResourceCounts: Record<string, number>;
    };
    const nested = Object.values(template.NestedStackResourceCounts);
    const own = Object.keys(template.Resources).length - nested.reduce((sum, count) => sum + count, 0);

    // Assess
    expect(nested).toHaveLength(ROUTE_STACKS);
    for (const count of [own, ...nested]) expect(count).toBeLessThanOrEqual(500);
    // Room for the routes still to come: no stack past four fifths of the limit.
    for (const count of [own, ...nested]) expect(count).toBeLessThanOrEqual(400);
  });

  it('deploys no local-only route: the local sign-in endpoint never reaches AWS', () => {
    // Assess
    expect(routes.map((route) => route.path)).not.toContain('/local-login');
    expect(routes.every((route) => !route.handler.startsWith('local/'))).toBe(true);
  });

  it('keeps the Mercado Pago webhook public: its HMAC is checked in the handler', () => {
    // Prepare
    // The webhook is the POST Mercado Pago calls; GET mp-webhook?reference= is the spec's status check.
    const webhooks = table.filter(isWebhook);

    // Assess
    expect(webhooks.length).toBeGreaterThan(0);
    for (const route of webhooks) {
      expect(route.access).toBe('public');
      prod.statelessTemplate.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey(route),
        AuthorizationType: 'NONE',
      });
    }
    prod.statelessTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('Mercado Pago webhook answered 5xx'),
      MetricName: '5xx',
      Dimensions: Match.arrayWith([{ Name: 'Route', Value: 'POST /backend/api/mp-webhook' }]),
    });
  });

  it('throttles every route, heavy PDF routes at a quarter of the default, anonymous creates at half', () => {
    // Prepare
    const stage = Object.values(resourcesOf(prod.statelessTemplate, 'AWS::ApiGatewayV2::Stage'))[0]!;
    const settings = stage.Properties!.RouteSettings as Record<string, Record<string, unknown>>;

    // Assess
    expect(Object.keys(settings).sort()).toEqual(table.map(routeKey).sort());
    expect(settings['GET /backend/api/infra-probe-pdf']?.ThrottlingRateLimit).toBe(12);
    // A visitor's power of attorney is created through it (issue 19); signed-in reads are not limited so.
    expect(settings['POST /backend/api/declaracao-save']).toMatchObject({
      ThrottlingRateLimit: 25,
      ThrottlingBurstLimit: 50,
    });
    expect(settings['GET /backend/api/declaracao-get']?.ThrottlingRateLimit).toBe(50);
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

  it('names the route table in every function: traced (jobs too), heavy renders with reserved concurrency', () => {
    for (const route of table) {
      // Prepare
      const { props } = routeFunction(prod.statelessTemplate, route);

      // Assess
      expect(props.TracingConfig, route.path).toEqual({ Mode: 'Active' });
      expect(props.ReservedConcurrentExecutions, route.path).toBe(route.reservedConcurrency);
    }
    for (const job of jobs) {
      expect(routeFunction(prod.statelessTemplate, job).props.TracingConfig, job.name).toEqual({
        Mode: 'Active',
      });
    }
    // Every route that renders (each kind's PDF route, the resume's preview and samples) has its cap.
    const heavy = routes.filter((route) => route.rendersPdf);
    expect(heavy.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/curriculo-layout-sample',
        '/curriculo-pdf',
        '/curriculo-preview',
        '/declaracao-pdf',
      ]),
    );
    for (const route of heavy) expect(route.reservedConcurrency, route.path).toBeGreaterThan(0);
  });
});

describe('scheduled jobs', () => {
  it.each(jobs.map((job) => [job.name, job] as const))(
    '%s: its own Lambda, started by an EventBridge rule at its rate, without retries',
    (_name, job) => {
      // Prepare
      const fn = routeFunction(prod.statelessTemplate, job);
      const rules = Object.values(resourcesOf(prod.statelessTemplate, 'AWS::Events::Rule')).filter((rule) =>
        JSON.stringify(rule.Properties?.Targets).includes(fn.id),
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
        resourcesOf(prod.statelessTemplate, 'AWS::Lambda::Permission'),
      ).filter((permission) => JSON.stringify(permission.Properties?.FunctionName).includes(fn.id));
      expect(permissions.map((p) => p.Properties?.Principal)).toEqual(['events.amazonaws.com']);
    },
  );
});
