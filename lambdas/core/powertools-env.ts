// The names Powertools for AWS Lambda reads from every function's environment (set by infra/route-function.ts and,
// for the local runtime, by local/server.ts): one service name on every log line and metric, one
// CloudWatch namespace for the business metrics. Free of Powertools itself, so the CDK app can import it.

/** `service` on every log line and the `service` dimension of every metric. */
export const SERVICE_NAME = 'documentos-prontos';
/** CloudWatch namespace of the product's own metrics (EMF, `core/metrics.ts`). */
export const METRICS_NAMESPACE = 'DocumentosProntos';

/** What every route and job Lambda gets (tracing and what it records: see `core/tracer.ts`). */
export const POWERTOOLS_ENV: Readonly<Record<string, string>> = {
  POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
  POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
  // A handler's answer holds forms (CPFs, names) and an error's text may too: X-Ray keeps neither, only the
  // timings and the fault flag; the redacted log line has the details.
  POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
  POWERTOOLS_TRACER_CAPTURE_ERROR: 'false',
};
