// The function's CloudWatch metrics (Powertools for AWS Lambda, Embedded Metric Format: a JSON line on stdout that
// CloudWatch turns into metrics, no API call). The business metrics are written by the adapter behind the
// `BusinessMetrics` port (`adapters/business-metrics.ts`); the pipeline's `logMetrics` flushes the rest per
// invocation. Off where POWERTOOLS_METRICS_DISABLED is true (the local runtime sets it unless told otherwise).
import { Metrics } from '@aws-lambda-powertools/metrics';
import { logger } from './logger';
import { METRICS_NAMESPACE, SERVICE_NAME } from './powertools-env';

/**
 * Powertools' own notices, on our logger. The one that every invocation without a metric on the shared instance
 * would write ("No application metrics to publish") is dropped: the business metrics are each published at once
 * (`singleMetric`), so an empty flush is the rule here, not a mistake.
 */
const notices: NonNullable<NonNullable<ConstructorParameters<typeof Metrics>[0]>['logger']> = {
  debug: (message: unknown) => logger.debug(String(message)),
  info: (message: unknown) => logger.info(String(message)),
  warn: (message: unknown) => {
    if (!String(message).startsWith('No application metrics to publish')) logger.warn(String(message));
  },
  error: (message: unknown) => logger.error(String(message)),
};

export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE,
  serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME,
  logger: notices,
});
