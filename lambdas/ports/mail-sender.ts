// The mail port: one message to one address, in Portuguese, as plain text and simple HTML. Amazon SES sends it in
// AWS (adapters/ses-mail.ts); the local runtime keeps it in the data folder's outbox (adapters/outbox-mail.ts),
// shown at `/__mail`. Callers never log the address or the body (an access link is a credential).

export interface MailMessage {
  /** One recipient. */
  to: string;
  /** No personal data beyond a first name (subjects show in every inbox list and in SES's metrics). */
  subject: string;
  text: string;
  html: string;
  /** What the message is (`access-link`, later `invitation`), for the outbox and SES's tags; never personal. */
  purpose: string;
}

export interface MailSender {
  /** Resolves once the provider accepted the message; throws `MailUnavailableError` when it could not. */
  send(message: MailMessage): Promise<void>;
}

/** The provider refused or could not be reached: the caller answers 503, the person may try again. */
export class MailUnavailableError extends Error {
  override readonly name = 'MailUnavailableError';
}
