// POST curriculo-delete { id }: deletes one of the caller's resumes, and its photo (the page asks for
// confirmation first).
import { curriculoDeleteInput } from '@shared/api/curriculos';
import { documentsRepository } from '../adapters/documents-repository';
import { erasureDeps } from '../adapters/erasure-deps';
import { photoStore } from '../adapters/s3';
import { defineHandler } from '../core/handler';
import { logger } from '../core/logger';
import { deleteCurriculo } from '../use-cases/curriculos';

const deps = {
  documents: documentsRepository,
  erasure: erasureDeps,
  photos: photoStore,
  now: Date.now,
  log: logger,
};

export const handler = defineHandler({
  access: 'user',
  body: curriculoDeleteInput,
  async handle({ body, principal }) {
    await deleteCurriculo(deps, { principal }, body.id);
    return { id: body.id, deleted: true };
  },
});
