// The business metrics port: what the business watches on the CloudWatch dashboard, counted where it happens (the
// use cases) without them knowing how it is published. Beside the counters table (`business-counters.ts`), which
// the admin console reads; these are CloudWatch's, for graphs and alarms.

/** The metric names, as the dashboard (`infra/monitoring.ts`) reads them. */
export const BUSINESS_METRICS = {
  pdfReleased: 'PdfReleased',
  paymentApproved: 'PaymentApproved',
  limitHit: 'LimitHit',
} as const;

export interface BusinessMetrics {
  /** A document's PDF handed out (a link or the file) to its buyer or an admin; dimension `kind`. */
  pdfReleased(kind: string): void;
  /** A payment approved that paid its document, once per payment; dimension `kind`. */
  paymentApproved(kind: string): void;
  /** A product limit refused a request (429); dimension `limit` (`pixIssues`, `previews`). */
  limitHit(limit: string): void;
}
