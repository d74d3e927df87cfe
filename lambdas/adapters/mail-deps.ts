// Which mail sender the functions use, chosen once per container: the local outbox when MAIL_OUTBOX_DIR is set
// (the local runtime sets it), else Amazon SES from MAIL_FROM (the stack sets it on the routes that send mail).
import * as z from 'zod';
import { ConfigError, parseEnv } from '../core/env';
import type { MailSender } from '../ports/mail-sender';
import { outboxMailSender } from './outbox-mail';

const env = parseEnv({
  MAIL_OUTBOX_DIR: z.string().trim().optional(),
  MAIL_FROM: z.string().trim().optional(),
  MAIL_CONFIGURATION_SET: z.string().trim().optional(),
});

let ses: Promise<MailSender> | undefined;

function sesSender(): Promise<MailSender> {
  const from = env.MAIL_FROM;
  if (!from) throw new ConfigError('Invalid environment variable(s): MAIL_FROM is not set');
  // Loaded on the first message: most calls of a route that may send mail end before sending one.
  ses ??= import('./ses-mail').then((module) => module.sesMailSender(from, env.MAIL_CONFIGURATION_SET));
  return ses;
}

export const mailSender: MailSender = env.MAIL_OUTBOX_DIR
  ? outboxMailSender(env.MAIL_OUTBOX_DIR)
  : { send: async (message) => (await sesSender()).send(message) };
