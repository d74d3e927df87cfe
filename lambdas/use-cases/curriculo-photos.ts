// The resume photo (spec part 1 §3.2, issue 5), personal data kept only while a resume names it: the browser
// uploads under `uploads/pending/{uid}/` (a bucket rule expires what stays there), a save claims the upload by
// moving it to the kept `uploads/{uid}/` once the resume names it, and a photo a save replaces or removes, or
// that of a deleted resume, is deleted after the change is stored. The bytes are checked when claimed and again
// when printed (`curriculo-pdf.ts`): type and pixel size from the header alone, so nothing decodes a picture
// bomb, and the PDF engine stays out of the routes that load this.
import { randomUUID } from 'node:crypto';
import type { CurriculoPhotoUrlResponse } from '@shared/api/curriculos';
import { CURRICULO_MESSAGES, FOTO_MAX_BYTES, FOTO_MAX_SIDE } from '@shared/documents/curriculo/schema';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { BadRequestError } from '../core/errors';
import type { Logger } from '../core/logger';
import type { PhotoStore } from '../ports/file-store';

/** How long an upload link and a photo's display link stay valid. */
export const FOTO_LINK_SECONDS = 300;

export const FOTO_KEY_MESSAGE = 'Foto inválida. Envie a foto novamente.';

/**
 * Uploads no save has claimed yet. The bucket's lifecycle rule on this prefix (CDK stateful stack) expires them
 * after PENDING_UPLOAD_DAYS, so a photo uploaded and abandoned does not outlive the page it was chosen on. The
 * fixed part leads the key because a lifecycle prefix is literal (no `uploads/*\/pending/`).
 */
export const PENDING_UPLOAD_PREFIX = 'uploads/pending/';
export const PENDING_UPLOAD_DAYS = 2;

const FILE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(?:jpg|png)';
const KEPT_KEY = new RegExp(`^uploads/(?!pending/)([^/]{1,128})/(${FILE})$`);
const PENDING_KEY = new RegExp(`^uploads/pending/([^/]{1,128})/(${FILE})$`);

/** What is wrong with a photo's bytes, read from its header only; null when it may be decoded and printed. */
export type FotoProblem = 'tipo' | 'tamanho' | 'dimensoes';

/**
 * A photo is a JPEG or PNG (by its first bytes: the type declared at upload is not trusted) of at most
 * FOTO_MAX_BYTES and FOTO_MAX_SIDE pixels a side. A header that cannot be read counts as not a photo.
 */
export function fotoProblem(bytes: Uint8Array): FotoProblem | null {
  if (bytes.byteLength > FOTO_MAX_BYTES) return 'tamanho';
  const format = [JPG, PNG].find((candidate) => candidate.validate(bytes));
  if (!format) return 'tipo';
  let size: { width: number; height: number };
  try {
    size = format.calculate(bytes);
  } catch {
    return 'tipo';
  }
  if (!(size.width > 0 && size.height > 0)) return 'tipo';
  return size.width > FOTO_MAX_SIDE || size.height > FOTO_MAX_SIDE ? 'dimensoes' : null;
}

/** The prefix under which `uid` uploads (unclaimed until a save names the upload). */
export function uploadPrefix(uid: string): string {
  return `${PENDING_UPLOAD_PREFIX}${uid}/`;
}

/** A key of either shape (pending or kept), whoever uploaded it: the only keys the server reads photos from. */
export function isFotoKey(key: string): boolean {
  return KEPT_KEY.test(key) || PENDING_KEY.test(key);
}

/** An upload of the caller's that no save has claimed (or that one has, and the page still holds its key). */
export function isOwnPendingFotoKey(key: string, uid: string): boolean {
  return PENDING_KEY.exec(key)?.[1] === uid;
}

/** Where a claimed upload is kept: the same file name under `uploads/{uid}/`; null for a key of another shape. */
export function keptFotoKey(pendingKey: string): string | null {
  const match = PENDING_KEY.exec(pendingKey);
  return match ? `uploads/${match[1]}/${match[2]}` : null;
}

/** What a save's `foto_key` means against the one stored on the resume. */
export interface FotoChoice {
  /** The key the resume stores: '', the stored one, or where a claimed upload is kept. */
  key: string;
  /** The caller's pending upload that this save claims, moved to `key` once the save is stored. */
  claim: string | null;
}

/**
 * A saved `foto_key` is empty, the stored one, or the caller's own pending upload; else 400. The page keeps the
 * upload's pending key after the save that claimed it, so that key stands for the stored photo it became.
 */
export function chooseFoto(key: string, uid: string, storedKey: string): FotoChoice {
  if (key === '' || key === storedKey) return { key, claim: null };
  if (isOwnPendingFotoKey(key, uid)) {
    const kept = keptFotoKey(key)!;
    return { key: kept, claim: kept === storedKey ? null : key };
  }
  throw new BadRequestError(FOTO_KEY_MESSAGE, 'invalid_foto_key');
}

/** The photo a read of the page's data should print: a pending key whose upload a save claimed reads the kept one. */
export function readableFotoKey(key: string, storedKey: string | null): string {
  const kept = keptFotoKey(key);
  return kept !== null && kept === storedKey ? kept : key;
}

export interface PhotoCleanup {
  photos: PhotoStore;
  log: Logger;
}

/**
 * After a save is stored: moves a claimed upload to its kept key, then deletes the photo the save replaced or
 * removed. Never throws: the save is stored, and a photo left behind is logged (an unclaimed upload still lapses
 * under the pending prefix).
 */
export async function settlePhotosAfterSave(
  deps: PhotoCleanup,
  context: { id: string; choice: FotoChoice; previousKey: string },
): Promise<void> {
  const { id, choice, previousKey } = context;
  if (choice.claim) {
    try {
      const copied = await deps.photos.copy(choice.claim, choice.key);
      if (copied) await deletePhoto(deps, choice.claim, id, 'claimed upload');
      // Gone between the check and the copy: a concurrent save claimed it first (or it lapsed meanwhile).
      else deps.log.error('resume photo upload was gone when it was to be kept', { id });
    } catch (error) {
      deps.log.error('resume photo upload could not be kept: the resume has no photo', { id, error });
    }
  }
  if (previousKey && previousKey !== choice.key) await deletePhoto(deps, previousKey, id, 'replaced photo');
}

/** Deletes a photo no resume names any more (LGPD); a failure is logged, never the caller's error. */
export async function deletePhoto(deps: PhotoCleanup, key: string, id: string, what: string): Promise<void> {
  if (!isFotoKey(key)) return;
  try {
    await deps.photos.delete(key);
  } catch (error) {
    deps.log.error(`resume photo not deleted (${what}): left in the bucket`, { id, error });
  }
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
