// GET curriculo-get?id=…: one of the caller's resumes (an admin's: anyone's), with a short-lived link to its
// photo. Read only: an admin unblocks a blocked one with POST curriculo-unblock.
import * as z from 'zod';
import { documentsRepository } from '../adapters/documents-repository';
import { photoStore } from '../adapters/s3';
import { defineHandler } from '../core/handler';
import { logger } from '../core/logger';
import { getCurriculo } from '../use-cases/curriculos';

const deps = { documents: documentsRepository, photos: photoStore, now: Date.now, log: logger };

const query = z.object({
  id: z.string({ error: 'Referência ausente' }).trim().min(1, { error: 'Referência ausente' }).max(120),
});

export const handler = defineHandler({
  access: 'user',
  query,
  handle: ({ query, principal }) => getCurriculo(deps, { principal }, query.id),
});
