// The business metrics as Powertools EMF lines (`core/metrics.ts`): each one published at once with its own
// dimension (`singleMetric`), so one invocation may count payments of several kinds (the re-check job) and a
// count survives an invocation that later times out. Never throws: a metric lost must not fail what it counts.
import { type Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from '../core/logger';
import { metrics } from '../core/metrics';
import { BUSINESS_METRICS, type BusinessMetrics } from '../ports/business-metrics';

export function createBusinessMetrics(target: Metrics): BusinessMetrics {
  const count = (name: string, dimension: string, value: string) => {
    try {
      const single = target.singleMetric();
      single.addDimension(dimension, value);
      single.addMetric(name, MetricUnit.Count, 1);
    } catch (error) {
      logger.error('business metric not written', { metric: name, [dimension]: value, error });
    }
  };
  return {
    pdfReleased: (kind) => count(BUSINESS_METRICS.pdfReleased, 'kind', kind),
    paymentApproved: (kind) => count(BUSINESS_METRICS.paymentApproved, 'kind', kind),
    limitHit: (limit) => count(BUSINESS_METRICS.limitHit, 'limit', limit),
  };
}

export const businessMetrics: BusinessMetrics = createBusinessMetrics(metrics);
