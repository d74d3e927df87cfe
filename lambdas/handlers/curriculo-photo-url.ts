// POST curriculo-photo-url { content_type, size }: where the browser PUTs the resume photo (JPEG or PNG, at most
// FOTO_MAX_BYTES), under the caller's own uploads/{uid}/; the answer's `key` goes into the resume's foto_key.
import { curriculoPhotoUrlInput } from '@shared/api/curriculos';
import { photoStore } from '../adapters/s3';
import { defineHandler } from '../core/handler';
import { createPhotoUpload } from '../use-cases/curriculo-photos';

export const handler = defineHandler({
  access: 'user',
  body: curriculoPhotoUrlInput,
  handle: ({ body, principal }) => createPhotoUpload(photoStore, principal.uid, body, Date.now()),
});
