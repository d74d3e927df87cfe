// The resume photo (spec part 1 §3.2, issue 5): a presigned upload under the caller's own `uploads/{uid}/`,
// and a saved `foto_key` that can only name the caller's own upload or the one already on the resume. The bytes
// are checked when printed (`curriculo-pdf.ts`), which keeps the PDF engine out of the routes that load this.
import { randomUUID } from 'node:crypto';
import type { CurriculoPhotoUrlResponse } from '@shared/api/curriculos';
import { CURRICULO_MESSAGES, FOTO_MAX_BYTES } from '@shared/documents/curriculo/schema';
import { BadRequestError } from '../core/errors';
import type { PhotoStore } from '../ports/file-store';

/** How long an upload link and a photo's display link stay valid. */
export const FOTO_LINK_SECONDS = 300;

export const FOTO_KEY_MESSAGE = 'Foto inválida. Envie a foto novamente.';

const FOTO_KEY =
  /^uploads\/([^/]{1,128})\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png)$/;

/** The prefix under which `uid` uploads. */
export function uploadPrefix(uid: string): string {
  return `uploads/${uid}/`;
}

/** A key of our upload shape, whoever uploaded it. */
export function isFotoKey(key: string): boolean {
  return FOTO_KEY.test(key);
}

/** A key the caller uploaded (under their own prefix). */
export function isOwnFotoKey(key: string, uid: string): boolean {
  return FOTO_KEY.exec(key)?.[1] === uid;
}

/** A saved `foto_key` is empty, the one the resume already has, or the caller's own upload; else 400. */
export function checkFotoKey(key: string, uid: string, storedKey: unknown): void {
  if (key === '' || key === storedKey || isOwnFotoKey(key, uid)) return;
  throw new BadRequestError(FOTO_KEY_MESSAGE, 'invalid_foto_key');
}

export async function createPhotoUpload(
  photos: PhotoStore,
  uid: string,
  input: { content_type: 'image/jpeg' | 'image/png'; size: number },
  now: number,
): Promise<Omit<CurriculoPhotoUrlResponse, 'ok'>> {
  if (input.size > FOTO_MAX_BYTES) {
    throw new BadRequestError(CURRICULO_MESSAGES.fotoInvalida, 'foto_too_large');
  }
  const extension = input.content_type === 'image/png' ? 'png' : 'jpg';
  const key = `${uploadPrefix(uid)}${randomUUID()}.${extension}`;
  const upload = await photos.presignedPutUrl(key, {
    contentType: input.content_type,
    contentLength: input.size,
    expiresInSeconds: FOTO_LINK_SECONDS,
  });
  return {
    upload_url: upload.url,
    key,
    headers: upload.headers,
    expires_at: new Date(now + FOTO_LINK_SECONDS * 1000).toISOString(),
  };
}
