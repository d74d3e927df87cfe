// Operations: alarms on every route and job Lambda, the API, DynamoDB and CloudFront, sent to SNS; the dashboard
// and the API access log.
import { describe, expect, it } from 'vitest';
import { functionLabel } from '../../../infra/route-function';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../../lambdas/core/powertools-env';
import { BUSINESS_METRICS } from '../../../lambdas/ports/business-metrics';
import { jobs } from '../../../lambdas/routes';
import { tables } from '../../../lambdas/tables';
import { loadProduct } from './snapshot';
import { cfnText, resourcesOf, routeFunction } from './template';
import { prodTable as table } from './variants';

const prod = loadProduct('prod');
const dev = loadProduct('dev');

describe('route and job alarms', () => {
  it('alarms on the error and throttle rate of every route Lambda, on lasting failures of every job Lambda', () => {
    // Prepare
    const alarms = Object.values(resourcesOf(prod.statelessTemplate, 'AWS::CloudWatch::Alarm'));

    // Assess
    for (const route of [...table, ...jobs]) {
      const fn = routeFunction(prod.statelessTemplate, route);
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

describe('operations', () => {
  it('sends alarms to an SNS topic with the e-mail from context, the API on its 5xx rate', () => {
    // Prepare
    const api5xx = Object.entries(resourcesOf(dev.statelessTemplate, 'AWS::CloudWatch::Alarm')).find(([id]) =>
      id.includes('Api5xxRate'),
    )!;

    // Assess
    dev.statelessTemplate.hasResourceProperties('AWS::SNS::Subscription', {
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
    const alarms = Object.entries(resourcesOf(dev.statelessTemplate, 'AWS::CloudWatch::Alarm'));

    // Assess
    for (const name of Object.keys(tables)) {
      const found = alarms.filter(([id]) => id.toLowerCase().includes(`${name}tablethrottled`));
      expect(found, name).toHaveLength(1);
      expect(JSON.stringify(found[0]![1].Properties)).toContain('ThrottledRequests');
    }
  });

  it('alarms on the CloudFront 5xx rate from us-east-1, where its metrics are', () => {
    // Prepare
    const alarms = Object.values(resourcesOf(dev.edgeAlarmsTemplate, 'AWS::CloudWatch::Alarm'));

    // Assess
    expect(dev.stacks.edgeAlarms.region).toBe('us-east-1');
    expect(alarms).toHaveLength(1);
    expect(JSON.stringify(alarms[0]!.Properties!.Metrics)).toContain('5xxErrorRate');
    expect(alarms[0]!.Properties).toMatchObject({ Threshold: 5, DatapointsToAlarm: 2 });
    dev.edgeAlarmsTemplate.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email' });
  });

  it('draws one dashboard: requests, errors and p99 per route, the business metrics per kind, throttles, 5xx', () => {
    // Prepare
    const dashboards = Object.values(resourcesOf(dev.statelessTemplate, 'AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboards[0]!.Properties!.DashboardBody);

    // Assess
    expect(dashboards).toHaveLength(1);
    for (const title of [
      'Requests per route',
      'Errors per route',
      'Duration p99 per route',
      'Payments approved per hour',
      'Payments approved per kind',
      'PDFs released per kind',
      'Limits hit per limit',
      'DynamoDB throttled requests',
      'CloudFront 5xx rate',
    ]) {
      expect(body, title).toContain(title);
    }
    expect(body).toContain('p99');
  });

  it("reads the functions' EMF metrics per kind (per limit) from the namespace and service they are written with", () => {
    // Prepare: the dashboard body is a Fn::Join of text and references
    const dashboard = Object.values(resourcesOf(dev.statelessTemplate, 'AWS::CloudWatch::Dashboard'))[0]!;
    const body = cfnText(dashboard.Properties!.DashboardBody).replace(/\\"/g, '"');
    const search = (metric: string, dimension: string) =>
      `SEARCH('{${METRICS_NAMESPACE},service,${dimension}} MetricName="${metric}"', 'Sum', 3600)`;

    // Assess
    expect(body).toContain(search(BUSINESS_METRICS.paymentApproved, 'kind'));
    expect(body).toContain(`SUM(${search(BUSINESS_METRICS.paymentApproved, 'kind')})`);
    expect(body).toContain(search(BUSINESS_METRICS.pdfReleased, 'kind'));
    expect(body).toContain(search(BUSINESS_METRICS.limitHit, 'limit'));
    // The payments are counted by the functions themselves now, not by filters over their log lines.
    expect(Object.keys(resourcesOf(dev.statelessTemplate, 'AWS::Logs::MetricFilter'))).toEqual([]);
  });

  it('gives every route and job Lambda the Powertools environment, with X-Ray tracing on', () => {
    // Assess
    for (const def of [...table, ...jobs]) {
      const { props } = routeFunction(prod.statelessTemplate, def);
      const variables = (props.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables, functionLabel(def)).toMatchObject({
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
        POWERTOOLS_TRACER_CAPTURE_ERROR: 'false',
      });
      expect(props.TracingConfig, functionLabel(def)).toEqual({ Mode: 'Active' });
    }
  });

  it('logs API access as JSON without query strings', () => {
    // Prepare
    const stage = Object.values(resourcesOf(dev.statelessTemplate, 'AWS::ApiGatewayV2::Stage'))[0]!;
    const format = (stage.Properties!.AccessLogSettings as { Format: string }).Format;

    // Assess
    expect(JSON.parse(format)).toMatchObject({ routeKey: '$context.routeKey', status: '$context.status' });
    expect(format).not.toMatch(/querystring|\$context\.path/i);
  });
});
