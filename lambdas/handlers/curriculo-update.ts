// POST curriculo-update: the preview's layout and colours for one of the caller's resumes (fire-and-forget).
import { curriculoUpdateInput } from '@shared/api/curriculos';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { logger } from '../core/logger';
import { updateCurriculoLayout } from '../use-cases/curriculos';

const deps = { documents: documentsRepository, now: Date.now, log: logger };

export const handler = defineHandler({
  access: 'user',
  body: curriculoUpdateInput,
  handle: ({ body, principal }) => updateCurriculoLayout(deps, { principal }, body),
});
