// Operations: CloudWatch alarms on every route's and scheduled job's Lambda errors and throttles, on API 5xx and on
// webhook failures, all sent to one SNS topic with the operator's e-mail.
import {
  aws_cloudwatch_actions as actions,
  aws_cloudwatch as cloudwatch,
  Duration,
  aws_sns as sns,
  aws_sns_subscriptions as subscriptions,
} from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { type Api, isWebhook, routeKey } from './api';
import { routeId } from './route-function';
import { jobId, type ScheduledJobs } from './scheduled-jobs';

export interface MonitoringProps {
  api: Api;
  jobs: ScheduledJobs;
  alarmEmail: string;
}

export class Monitoring extends Construct {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { api } = props;

    this.topic = new sns.Topic(this, 'Alarms', {
      displayName: 'documentos-prontos alarms',
      enforceSSL: true,
    });
    // Not KMS-encrypted: alarm notifications carry no personal data, and CloudWatch cannot publish to a topic
    // encrypted with the AWS-managed SNS key.
    if (props.alarmEmail) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    }
    const action = new actions.SnsAction(this.topic);
    const alarm = (alarmId: string, description: string, metric: cloudwatch.IMetric, threshold = 1) => {
      const created = new cloudwatch.Alarm(this, alarmId, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      return created;
    };
    const period = Duration.minutes(5);

    for (const [route, routeFn] of api.functions) {
      const name = `${route.method} ${route.path}`;
      const id = routeId(route);
      alarm(
        `${id}Errors`,
        `${name}: the Lambda failed (uncaught error or timeout)`,
        routeFn.fn.metricErrors({ period }),
      );
      alarm(`${id}Throttles`, `${name}: the Lambda was throttled`, routeFn.fn.metricThrottles({ period }));
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
        alarm(
          'WebhookServerErrors',
          'Mercado Pago webhook answered 5xx: paid documents may not be released',
          routeMetric('5xx'),
        );
        // A burst of 4xx means rejected signatures: a wrong webhook secret or forged notifications.
        alarm(
          'WebhookRejected',
          'Mercado Pago webhook rejected 5+ notifications in 5 minutes',
          routeMetric('4xx'),
          5,
        );
      }
    }

    for (const [job, jobFn] of props.jobs.functions) {
      const id = `Job${jobId(job)}`;
      alarm(
        `${id}Errors`,
        `job ${job.name}: the Lambda failed (uncaught error or timeout)`,
        jobFn.fn.metricErrors({ period }),
      );
      alarm(
        `${id}Throttles`,
        `job ${job.name}: the Lambda was throttled`,
        jobFn.fn.metricThrottles({ period }),
      );
    }

    alarm('Api5xx', 'The HTTP API answered 5xx', api.httpApi.metricServerError({ period, statistic: 'Sum' }));
  }
}
