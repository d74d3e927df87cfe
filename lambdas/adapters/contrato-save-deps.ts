// What the two contract save routes (contrato-save, contrato-update) are wired to: the documents table, the
// business counters, and (issue 44) the mail sender that tells an invitee their confirmation was cleared.

import { notifyClearedConfirmations } from '../use-cases/convites';
import type { DocumentSaveDeps } from '../use-cases/document-saves';
import { businessCounters } from './business-counters';
import { documentsRepository } from './documents-repository';
import { mailSender } from './mail-deps';

export const contratoSaveDeps: DocumentSaveDeps = {
  documents: documentsRepository,
  now: Date.now,
  counters: businessCounters,
  onConfirmationsCleared: (doc, cleared) => notifyClearedConfirmations({ mail: mailSender }, doc, cleared),
};
