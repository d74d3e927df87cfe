// What the holder's data routes (`meus-dados-export`, `meus-dados-delete`) are built on, once per cold start.
import type { MeusDadosDeps } from '../use-cases/meus-dados';
import { documentsRepository } from './documents-repository';
import { dynamo, tableName } from './dynamo';
import { invitationLinksRepository } from './invitation-links-repository';
import { paymentsRepository } from './payments-repository';
import { fileStore } from './s3';
import { usersRepository } from './users-repository';
import { createVerificationRepository } from './verification-repository';

export const meusDadosDeps: MeusDadosDeps = {
  documents: documentsRepository,
  payments: paymentsRepository,
  verifications: createVerificationRepository(dynamo, tableName('verifications')),
  users: usersRepository,
  files: fileStore,
  invitationLinks: invitationLinksRepository,
  now: Date.now,
};
