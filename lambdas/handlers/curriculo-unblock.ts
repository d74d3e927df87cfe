// POST curriculo-unblock {id} (admin): unblocks a blocked resume an admin opens, and answers it as curriculo-get
// does. Apart from curriculo-get so that a GET never writes.
import * as z from 'zod';
import { documentsRepository } from '../adapters/documents-repository';
import { photoStore } from '../adapters/s3';
import { defineHandler } from '../core/handler';
import { logger } from '../core/logger';
import { unblockCurriculo } from '../use-cases/curriculos';

const deps = { documents: documentsRepository, photos: photoStore, now: Date.now, log: logger };

const body = z.object({
  id: z.string({ error: 'Referência ausente' }).trim().min(1, { error: 'Referência ausente' }).max(120),
});

export const handler = defineHandler({
  access: 'admin',
  body,
  handle: ({ body, principal }) => unblockCurriculo(deps, { principal }, body.id),
});
