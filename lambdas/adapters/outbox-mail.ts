// The mail port under `npm start` and in tests: each message is a JSON file in the data folder's outbox
// (MAIL_OUTBOX_DIR), written to a temporary name and renamed, so the `/__mail` page never reads half a message.
// Nothing leaves the machine.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, MailSender } from '../ports/mail-sender';

/** A message as the outbox keeps it. */
export interface OutboxMessage extends MailMessage {
  id: string;
  /** ISO 8601. */
  sent_at: string;
}

export function outboxMailSender(dir: string, now: () => number = Date.now): MailSender {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const at = now();
      // Sortable by name: the page lists the newest first without reading every file's date.
      const id = `${String(at).padStart(15, '0')}-${randomBytes(4).toString('hex')}`;
      const stored: OutboxMessage = { id, sent_at: new Date(at).toISOString(), ...message };
      const path = join(dir, `${id}.json`);
      await writeFile(`${path}.tmp`, JSON.stringify(stored));
      await rename(`${path}.tmp`, path);
    },
  };
}
