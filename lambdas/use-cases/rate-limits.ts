// The product's own abuse limits (issue 17 item 2), the same for every document kind: new PIX codes per
// document per hour (each one is a payment created at Mercado Pago and the other codes cancelled) and PDF
// previews per person per minute (each one a render), e-mails of a document's access link per hour (each one a
// message to someone's inbox), invitations per document per day and invitation e-mails per owner per hour. Beyond a limit the request is answered 429 with a
// Portuguese message the page shows as it is. The numbers live here, in one place; the counters live in the
// limits table (ports/rate-limit-store.ts) so they hold across Lambdas.
import { TooManyRequestsError } from '../core/errors';
import type { BusinessMetrics } from '../ports/business-metrics';
import type { RateLimitStore, RateWindow } from '../ports/rate-limit-store';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface ProductLimits {
  /** New PIX codes (a first issue or a re-issue) per document. */
  pixIssues: RateWindow;
  /** Preview renders per signed-in person. */
  previews: RateWindow;
  /** E-mails with a document's access link, per document (each one a message to the payer's inbox). */
  accessLinkEmails: RateWindow;
  /** Issue 44: invitations made per document (each one a new link, the previous revoked). */
  invitations: RateWindow;
  /** Issue 44: invitation e-mails per owner (each one a message to someone else's inbox). */
  invitationEmails: RateWindow;
}

export const PRODUCT_LIMITS: ProductLimits = {
  pixIssues: { limit: 5, windowMs: HOUR_MS },
  previews: { limit: 30, windowMs: MINUTE_MS },
  accessLinkEmails: { limit: 3, windowMs: HOUR_MS },
  invitations: { limit: 10, windowMs: 24 * HOUR_MS },
  invitationEmails: { limit: 20, windowMs: HOUR_MS },
};

export interface RateLimitDeps {
  limits: RateLimitStore;
  productLimits: ProductLimits;
  now: () => number;
  /** Each refusal is a `LimitHit` of its limit's name (a key of ProductLimits). */
  metrics: Pick<BusinessMetrics, 'limitHit'>;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "5 minutos", "1 minuto", "40 segundos": how long to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return plural(seconds, 'segundo', 'segundos');
  return plural(Math.ceil(seconds / 60), 'minuto', 'minutos');
}

async function enforce(
  deps: RateLimitDeps,
  limit: keyof ProductLimits,
  key: string,
  message: (wait: string) => string,
) {
  const window = deps.productLimits[limit];
  const decision = await deps.limits.take(key, window, deps.now());
  if (decision.allowed) return;
  deps.metrics.limitHit(limit);
  throw new TooManyRequestsError(message(waitText(decision.retryAfterMs)), 'rate_limited', {
    retryAfterSeconds: decision.retryAfterMs / 1000,
  });
}

/** Counts a new PIX code of the document (`documentId`, whatever the payment round); 429 past the limit. */
export function limitPixIssue(deps: RateLimitDeps, documentId: string): Promise<void> {
  const window = deps.productLimits.pixIssues;
  return enforce(
    deps,
    'pixIssues',
    `pix#${documentId}`,
    (wait) =>
      `Limite de ${window.limit} códigos PIX por hora para este documento atingido. Use o código já gerado ou tente novamente em ${wait}.`,
  );
}

/** Counts a preview render of the person; 429 past the limit. */
export function limitPreview(deps: RateLimitDeps, uid: string): Promise<void> {
  return enforce(
    deps,
    'previews',
    `preview#${uid}`,
    (wait) => `Muitas prévias em pouco tempo. Aguarde ${wait} e tente novamente.`,
  );
}

/** Counts an e-mail of the document's access link; 429 past the limit. */
export function limitAccessLinkEmail(deps: RateLimitDeps, documentId: string): Promise<void> {
  const window = deps.productLimits.accessLinkEmails;
  return enforce(
    deps,
    'accessLinkEmails',
    `mail-link#${documentId}`,
    (wait) =>
      `Limite de ${window.limit} e-mails com o link por hora para este documento atingido. Confira sua caixa de entrada e o spam, ou tente novamente em ${wait}.`,
  );
}

/** The one message of both invitation limits (issue 44). */
export const INVITATION_LIMIT_MESSAGE = 'Muitos convites em pouco tempo. Tente novamente mais tarde.';

/** Counts an invitation of the document; 429 past the limit. */
export function limitInvitation(deps: RateLimitDeps, documentId: string): Promise<void> {
  return enforce(deps, 'invitations', `convite#${documentId}`, () => INVITATION_LIMIT_MESSAGE);
}

/** Counts an invitation e-mail of the owner (`owner`: their uid, or the document of an anonymous one). */
export function limitInvitationEmail(deps: RateLimitDeps, owner: string): Promise<void> {
  return enforce(deps, 'invitationEmails', `convite-mail#${owner}`, () => INVITATION_LIMIT_MESSAGE);
}
