// POST curriculo-new-reference { id }: the payment reference the next payment of the caller's resume must use.
import { curriculoDeleteInput } from '@shared/api/curriculos';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { logger } from '../core/logger';
import { newCurriculoReference } from '../use-cases/curriculos';

const deps = { documents: documentsRepository, now: Date.now, log: logger };

export const handler = defineHandler({
  access: 'user',
  // The same `{ id }` body as the delete.
  body: curriculoDeleteInput,
  handle: ({ body, principal }) => newCurriculoReference(deps, { principal }, body.id),
});
