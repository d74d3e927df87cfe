// What the `*-delete` routes erase a document's traces with (`use-cases/document-erasure.ts`), once per cold start.
import type { ErasureDeps } from '../use-cases/document-erasure';
import { invitationLinksRepository } from './invitation-links-repository';
import { paymentsRepository } from './payments-repository';
import { fileStore } from './s3';
import { verificationsRepository } from './verifications-table';

export const erasureDeps: ErasureDeps = {
  payments: paymentsRepository,
  verifications: verificationsRepository,
  files: fileStore,
  invitationLinks: invitationLinksRepository,
};
