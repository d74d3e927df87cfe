// CloudFront's alarm and access logs, in us-east-1: CloudFront publishes its metrics there only (an alarm reads
// metrics of its own region), and its standard logging (v2) delivery source must be made there. The alarm
// watches the share of 5xx answers over several minutes, and mails the operator like the others.
import {
  aws_cloudwatch_actions as actions,
  aws_cloudwatch as cloudwatch,
  Duration,
  aws_logs as logs,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { alarmTopic, FAILURE_RATE_PERCENT, MIN_REQUESTS_FOR_RATE } from './monitoring';

export interface EdgeAlarmsStackProps extends StackProps {
  alarmEmail: string;
  distributionId: string;
  stage: string;
}

/**
 * The access-log fields CloudFront delivers (standard logging v2): every field of its standard log but the query
 * string, the referrer and the cookies (issue 40 item 7). Page and API URLs carry document references,
 * verification codes and payment ids in their query (`/ContratoLocacao?reference=…`, `/verificar?codigo=…`),
 * and a referrer repeats the page's URL; none of it belongs in a year of logs. The path, status, timing, edge,
 * address and user agent stay, which is what diagnosing and abuse handling need.
 */
export const CLOUDFRONT_LOG_FIELDS = [
  'date',
  'time',
  'x-edge-location',
  'sc-bytes',
  'c-ip',
  'cs-method',
  'cs(Host)',
  'cs-uri-stem',
  'sc-status',
  'cs(User-Agent)',
  'x-edge-result-type',
  'x-edge-request-id',
  'x-host-header',
  'cs-protocol',
  'cs-bytes',
  'time-taken',
  'x-forwarded-for',
  'ssl-protocol',
  'ssl-cipher',
  'x-edge-response-result-type',
  'cs-protocol-version',
  'c-port',
  'time-to-first-byte',
  'x-edge-detailed-result-type',
  'sc-content-type',
  'sc-content-len',
] as const;

/** How long CloudFront's access logs are kept (as the site bucket's access logs). */
export const CLOUDFRONT_LOG_RETENTION = logs.RetentionDays.ONE_YEAR;

export class EdgeAlarmsStack extends Stack {
  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, props);
    const period = Duration.minutes(5);
    const metric = (metricName: string, statistic: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/CloudFront',
        metricName,
        dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
        statistic,
        period,
      });
    const alarm = new cloudwatch.Alarm(this, 'CloudFront5xxRate', {
      alarmDescription: `CloudFront answered 5xx to ${FAILURE_RATE_PERCENT}% or more of its requests in 2 of 3 periods of 5 minutes`,
      metric: new cloudwatch.MathExpression({
        expression: `IF(requests >= ${MIN_REQUESTS_FOR_RATE}, rate, 0)`,
        usingMetrics: { requests: metric('Requests', 'Sum'), rate: metric('5xxErrorRate', 'Average') },
        label: 'CloudFront 5xx %',
        period,
      }),
      threshold: FAILURE_RATE_PERCENT,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    const action = new actions.SnsAction(alarmTopic(this, props.alarmEmail));
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);

    // Access logs through CloudWatch's vended-log delivery, which lets the fields be chosen (the legacy S3 log
    // cannot leave out the query string). The `/aws/vendedlogs/` prefix keeps the group's resource policy short.
    const group = new logs.LogGroup(this, 'CloudFrontAccessLog', {
      logGroupName: `/aws/vendedlogs/cloudfront/documentos-prontos-${props.stage}`,
      retention: CLOUDFRONT_LOG_RETENTION,
    });
    const source = new logs.CfnDeliverySource(this, 'CloudFrontLogSource', {
      name: `documentos-prontos-${props.stage}-cloudfront`,
      logType: 'ACCESS_LOGS',
      resourceArn: this.formatArn({
        service: 'cloudfront',
        region: '',
        resource: 'distribution',
        resourceName: props.distributionId,
      }),
    });
    const destination = new logs.CfnDeliveryDestination(this, 'CloudFrontLogDestination', {
      name: `documentos-prontos-${props.stage}-cloudfront`,
      destinationResourceArn: group.logGroupArn,
      outputFormat: 'json',
    });
    const delivery = new logs.CfnDelivery(this, 'CloudFrontLogDelivery', {
      deliverySourceName: source.name,
      deliveryDestinationArn: destination.attrArn,
      recordFields: [...CLOUDFRONT_LOG_FIELDS],
    });
    delivery.addDependency(source);
  }
}
