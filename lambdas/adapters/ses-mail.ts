// The mail port over Amazon SES (SDK v3, `@aws-sdk/client-sesv2`): the client is built once per container, on
// the first message. The sender is MAIL_FROM (set by the stack from its `mailFromDomain` setting, a verified SES
// identity); bounces and complaints go to the account-level suppression list, which SES checks before sending,
// so an address that bounced is not written to again (docs/lgpd.md, docs/architecture/local-runtime.md#e-mail).
import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { logger } from '../core/logger';
import { type MailMessage, type MailSender, MailUnavailableError } from '../ports/mail-sender';
import { createSesClient, once } from './aws-clients';

const client = once((): SESv2Client => createSesClient());

export function sesMailSender(from: string, configurationSet?: string): MailSender {
  return {
    async send(message: MailMessage) {
      try {
        await client().send(
          new SendEmailCommand({
            FromEmailAddress: from,
            Destination: { ToAddresses: [message.to] },
            Content: {
              Simple: {
                Subject: { Data: message.subject, Charset: 'UTF-8' },
                Body: {
                  Text: { Data: message.text, Charset: 'UTF-8' },
                  Html: { Data: message.html, Charset: 'UTF-8' },
                },
              },
            },
            EmailTags: [{ Name: 'purpose', Value: message.purpose }],
            ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
          }),
        );
      } catch (error) {
        // The address and the body stay out of the log: only what kind of message failed, and why.
        logger.error('mail: SES refused the message', {
          purpose: message.purpose,
          error_name: (error as Error).name,
        });
        throw new MailUnavailableError('SES did not accept the message');
      }
    },
  };
}
