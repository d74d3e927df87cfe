// Operations: one CloudWatch dashboard (requests, errors and p99 per route and scheduled job; the business metrics
// the functions write as EMF: payments approved, PDFs released and limits hit, per kind; DynamoDB throttles,
// CloudFront 5xx) and alarms on rates that mean something (a share of failing requests
// over several minutes, not one error), on failing scheduled jobs, DynamoDB throttling and webhook failures, all sent
// to one SNS topic with the operator's e-mail. CloudFront's own alarm lives in us-east-1, where its metrics are
// (`edge-alarms-stack.ts`).
import {
  aws_cloudwatch_actions as actions,
  aws_cloudwatch as cloudwatch,
  Duration,
  type aws_dynamodb as dynamodb,
  Stack,
  aws_sns as sns,
  aws_sns_subscriptions as subscriptions,
} from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../lambdas/core/powertools-env';
import { BUSINESS_METRICS } from '../lambdas/ports/business-metrics';
import type { TableName } from '../lambdas/routes';
import { type Api, isWebhook, routeKey } from './api';
import { routeId } from './route-function';
import { jobId, type ScheduledJobs } from './scheduled-jobs';

export { METRICS_NAMESPACE };
/** A share of failing requests, in percent, that raises an alarm when it lasts (see `rateAlarm`). */
export const FAILURE_RATE_PERCENT = 5;
/** Below this many requests in a period a rate means nothing (one failure of two requests is not 50 %). */
export const MIN_REQUESTS_FOR_RATE = 20;
/** DynamoDB operations the functions use (`READ_ACTIONS`, `WRITE_ACTIONS` and DeleteItem). */
const TABLE_OPERATIONS = ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'];

export interface MonitoringProps {
  api: Api;
  jobs: ScheduledJobs;
  tables: Record<TableName, dynamodb.ITable>;
  alarmEmail: string;
  /** The CloudFront distribution's id, for the dashboard (its metrics are in us-east-1). */
  distributionId: string;
}

/** SNS topic with the operator's e-mail; used here and by the us-east-1 CloudFront alarm. */
export function alarmTopic(scope: Construct, alarmEmail: string): sns.Topic {
  const topic = new sns.Topic(scope, 'Alarms', {
    displayName: 'documentos-prontos alarms',
    enforceSSL: true,
  });
  // Not KMS-encrypted: alarm notifications carry no personal data, and CloudWatch cannot publish to a topic
  // encrypted with the AWS-managed SNS key.
  if (alarmEmail) topic.addSubscription(new subscriptions.EmailSubscription(alarmEmail));
  return topic;
}

/** A percentage of `part` in `total` that counts only when `total` is large enough to mean something. */
export function ratePercent(part: cloudwatch.IMetric, total: cloudwatch.IMetric, label: string) {
  return new cloudwatch.MathExpression({
    expression: `IF(total >= ${MIN_REQUESTS_FOR_RATE}, 100 * part / total, 0)`,
    usingMetrics: { part, total },
    label,
    period: Duration.minutes(5),
  });
}

export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { api } = props;
    const period = Duration.minutes(5);

    this.topic = alarmTopic(this, props.alarmEmail);
    const action = new actions.SnsAction(this.topic);
    const alarm = (
      alarmId: string,
      description: string,
      metric: cloudwatch.IMetric,
      threshold: number,
      // Two bad periods of three: a blip does not page anyone, a lasting problem does.
      evaluation = { evaluationPeriods: 3, datapointsToAlarm: 2 },
      // A route's own alarms live beside its function, in the function's nested stack (infra/api.ts).
      scope: Construct = this,
    ) => {
      const created = new cloudwatch.Alarm(scope, alarmId, {
        alarmDescription: description,
        metric,
        threshold,
        ...evaluation,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      return created;
    };

    const requests: cloudwatch.IMetric[] = [];
    const errors: cloudwatch.IMetric[] = [];
    const p99: cloudwatch.IMetric[] = [];
    for (const [route, routeFn] of api.functions) {
      const name = `${route.method} ${route.path}`;
      const id = routeId(route);
      const invocations = routeFn.fn.metricInvocations({ period, label: name });
      const failed = routeFn.fn.metricErrors({ period, label: name });
      requests.push(invocations);
      errors.push(failed);
      p99.push(routeFn.fn.metricDuration({ period, statistic: 'p99', label: name }));
      alarm(
        `${id}ErrorRate`,
        `${name}: ${FAILURE_RATE_PERCENT}% or more of its invocations failed (uncaught error or timeout) in 2 of 3 periods of 5 minutes`,
        ratePercent(failed, invocations, `${name} errors %`),
        FAILURE_RATE_PERCENT,
        undefined,
        routeFn,
      );
      alarm(
        `${id}ThrottleRate`,
        `${name}: ${FAILURE_RATE_PERCENT}% or more of its invocations were throttled (concurrency) in 2 of 3 periods of 5 minutes`,
        ratePercent(routeFn.fn.metricThrottles({ period }), invocations, `${name} throttles %`),
        FAILURE_RATE_PERCENT,
        undefined,
        routeFn,
      );
      if (isWebhook(route)) {
        const routeMetric = (metricName: string) =>
          new cloudwatch.Metric({
            namespace: 'AWS/ApiGateway',
            metricName,
            // HTTP APIs publish per-route metrics under the route key (`POST /backend/api/mp-webhook`).
            dimensionsMap: { ApiId: api.httpApi.apiId, Stage: api.stage.stageName, Route: routeKey(route) },
            statistic: 'Sum',
            period,
          });
        // Mercado Pago retries a notification answered 5xx; several in a row mean paid documents stay locked.
        alarm(
          'WebhookServerErrors',
          'Mercado Pago webhook answered 5xx 3+ times in 5 minutes, twice in 15: paid documents may not be released',
          routeMetric('5xx'),
          3,
        );
        // A burst of 4xx means rejected signatures: a wrong or missing webhook secret, or forged notifications.
        alarm(
          'WebhookRejected',
          'Mercado Pago webhook rejected 5+ notifications in 5 minutes',
          routeMetric('4xx'),
          5,
          { evaluationPeriods: 1, datapointsToAlarm: 1 },
        );
      }
    }
    for (const [job, jobFn] of props.jobs.functions) {
      const name = `job ${job.name}`;
      const id = `Job${jobId(job)}`;
      requests.push(jobFn.fn.metricInvocations({ period, label: name }));
      const failed = jobFn.fn.metricErrors({ period, label: name });
      errors.push(failed);
      p99.push(jobFn.fn.metricDuration({ period, statistic: 'p99', label: name }));
      // A job runs a few times per period at most: no rate, but a failure lasting 2 of 3 periods (the next pass
      // redoes the work, so one failed pass alone pages nobody).
      alarm(
        `${id}Errors`,
        `${name}: the Lambda failed (uncaught error or timeout) in 2 of 3 periods of 5 minutes`,
        failed,
        1,
      );
      alarm(
        `${id}Throttles`,
        `${name}: the Lambda was throttled in 2 of 3 periods of 5 minutes`,
        jobFn.fn.metricThrottles({ period }),
        1,
      );
    }

    alarm(
      'Api5xxRate',
      `The HTTP API answered 5xx to ${FAILURE_RATE_PERCENT}% or more of its requests in 2 of 3 periods of 5 minutes`,
      ratePercent(
        api.httpApi.metricServerError({ period, statistic: 'Sum' }),
        api.httpApi.metricCount({ period, statistic: 'Sum' }),
        'API 5xx %',
      ),
      FAILURE_RATE_PERCENT,
    );

    const throttles: cloudwatch.IMetric[] = [];
    for (const [name, table] of Object.entries(props.tables) as [TableName, dynamodb.ITable][]) {
      // Ids unique per table: the dashboard draws every table's sum in one graph.
      const usingMetrics = Object.fromEntries(
        TABLE_OPERATIONS.map((operation) => [
          `${name}_${operation.toLowerCase()}`,
          new cloudwatch.Metric({
            namespace: 'AWS/DynamoDB',
            metricName: 'ThrottledRequests',
            dimensionsMap: { TableName: table.tableName, Operation: operation },
            statistic: 'Sum',
            period,
          }),
        ]),
      );
      const throttled = new cloudwatch.MathExpression({
        expression: Object.keys(usingMetrics)
          .map((key) => `FILL(${key}, 0)`)
          .join(' + '),
        usingMetrics,
        label: `${name} throttled requests`,
        period,
      });
      throttles.push(throttled);
      alarm(
        `${name[0]!.toUpperCase()}${name.slice(1)}TableThrottled`,
        `DynamoDB throttled 10+ requests on the ${name} table in 2 of 3 periods of 5 minutes`,
        throttled,
        10,
      );
    }

    const cloudFront5xx = new cloudwatch.Metric({
      namespace: 'AWS/CloudFront',
      metricName: '5xxErrorRate',
      dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
      region: 'us-east-1',
      statistic: 'Average',
      period,
      label: 'CloudFront 5xx %',
    });

    const graph = (title: string, left: cloudwatch.IMetric[], width = 12) =>
      new cloudwatch.GraphWidget({
        title,
        left,
        width,
        height: 8,
        legendPosition: cloudwatch.LegendPosition.RIGHT,
      });
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-operations`,
      defaultInterval: Duration.hours(24),
    });
    this.dashboard.addWidgets(graph('Requests per route and job runs (invocations / 5 min)', requests, 24));
    this.dashboard.addWidgets(
      graph('Errors per route and job (failed invocations / 5 min)', errors),
      graph('Duration p99 per route and job (ms)', p99),
    );
    // The business metrics (EMF, `adapters/business-metrics.ts`), one line per kind (per limit) found by a SEARCH,
    // so a new document kind shows up without a change here.
    const hour = Duration.hours(1);
    this.dashboard.addWidgets(
      graph(
        'Payments approved per hour',
        [businessTotal(BUSINESS_METRICS.paymentApproved, 'payments approved', hour)],
        8,
      ),
      graph(
        'Payments approved per kind (per hour)',
        [businessSearch(BUSINESS_METRICS.paymentApproved, 'kind', hour)],
        8,
      ),
      graph(
        'PDFs released per kind (per hour)',
        [businessSearch(BUSINESS_METRICS.pdfReleased, 'kind', hour)],
        8,
      ),
    );
    this.dashboard.addWidgets(
      graph('Limits hit per limit (per hour)', [businessSearch(BUSINESS_METRICS.limitHit, 'limit', hour)], 8),
      graph('DynamoDB throttled requests / 5 min', throttles, 8),
      graph('CloudFront 5xx rate (%)', [cloudFront5xx], 8),
    );
  }
}

/** The SEARCH of a business metric, one series per value of `dimension` (with the `service` the functions set). */
function searchExpression(metricName: string, dimension: string, period: Duration): string {
  return `SEARCH('{${METRICS_NAMESPACE},service,${dimension}} MetricName="${metricName}"', 'Sum', ${period.toSeconds()})`;
}

/** A business metric per kind (or per limit): one line each, summed over `period`. */
export function businessSearch(metricName: string, dimension: string, period: Duration) {
  return new cloudwatch.MathExpression({
    expression: searchExpression(metricName, dimension, period),
    usingMetrics: {},
    label: '',
    period,
  });
}

/** A business metric summed over every kind. */
export function businessTotal(metricName: string, label: string, period: Duration) {
  return new cloudwatch.MathExpression({
    expression: `SUM(${searchExpression(metricName, 'kind', period)})`,
    usingMetrics: {},
    label,
    period,
  });
}
