// CloudFront's alarm, in us-east-1: CloudFront publishes its metrics there only, and an alarm reads metrics of its
// own region. It watches the share of 5xx answers over several minutes, and mails the operator like the others.
import {
  aws_cloudwatch_actions as actions,
  aws_cloudwatch as cloudwatch,
  Duration,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { alarmTopic, FAILURE_RATE_PERCENT, MIN_REQUESTS_FOR_RATE } from './monitoring';

export interface EdgeAlarmsStackProps extends StackProps {
  alarmEmail: string;
  distributionId: string;
}

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
  }
}
