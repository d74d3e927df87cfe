// Powertools for AWS Lambda in a middy pipeline: the logger's Lambda context, the X-Ray segment of the invocation
// and the metrics flush, for the API handlers (`handler-pipeline.ts`) and the scheduled jobs alike.
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { MiddlewareObj, Request } from '@middy/core';
import { powertoolsLogger } from './logger';
import { metrics } from './metrics';
import { tracer } from './tracer';

/**
 * The invocation's X-Ray segment (`captureLambdaHandler`, never recording the answer: it holds forms). `failed`
 * tells a request answered as designed (a 4xx the pipeline mapped) from a fault: only a fault marks the segment
 * as an error, so X-Ray's error rate is ours to investigate, not every 402 or 404.
 */
export function tracing<E, R>(failed: (request: Request<E, R>) => boolean = () => true): MiddlewareObj<E, R> {
  const capture = captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj<E, R>;
  return {
    before: capture.before,
    after: capture.after,
    onError: (request) => (failed(request) ? capture.onError?.(request) : capture.after?.(request)),
  };
}

/**
 * Logger context first (so every line of the invocation has it), then the segment, then the metrics flush; the
 * pipeline's own middlewares come after these, inside them.
 */
export function observability<E, R>(
  failed?: (request: Request<E, R>) => boolean,
): Array<MiddlewareObj<E, R>> {
  return [
    injectLambdaContext(powertoolsLogger) as MiddlewareObj<E, R>,
    tracing<E, R>(failed),
    logMetrics(metrics) as MiddlewareObj<E, R>,
  ];
}
