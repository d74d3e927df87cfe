// POST curriculo-save: creates (no id; terms accepted) or saves one of the caller's resumes (spec part 1 §7).
import { curriculoSaveInput } from '@shared/api/curriculos';
import { businessCounters } from '../adapters/business-counters';
import { documentsRepository } from '../adapters/documents-repository';
import { photoStore } from '../adapters/s3';
import { defineHandler } from '../core/handler';
import { logger } from '../core/logger';
import { CURRICULO_MAX_BODY_BYTES } from '../use-cases/curriculo-kind';
import { saveCurriculo } from '../use-cases/curriculos';

const deps = {
  documents: documentsRepository,
  photos: photoStore,
  now: Date.now,
  log: logger,
  counters: businessCounters,
};

export const handler = defineHandler({
  access: 'user',
  body: curriculoSaveInput,
  maxBodyBytes: CURRICULO_MAX_BODY_BYTES,
  handle: ({ body, principal }) => saveCurriculo(deps, { principal }, body),
});
