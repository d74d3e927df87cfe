// The private PDF bucket of the functions (`bucket-files.ts`): AWS in Lambda, the local S3 server when S3_ENDPOINT
// is set (the local runtime); its name read and its client built on first use.
import { config, pdfBucketName } from '../core/config';
import type { FileStore, PhotoStore } from '../ports/file-store';
import { once } from './aws-clients';
import { createBucketClient, createBucketFiles } from './bucket-files';

export type { PresignedUpload, StoredFile } from './bucket-files';
export { pdfBucketName };

/** The PDF bucket: its name read from the configuration (`pdfBucketName`), its client built, on first use. */
const files = createBucketFiles(
  pdfBucketName,
  once(() => createBucketClient(config)),
);

export const {
  putFile,
  getFile,
  fileExists,
  presignedGetUrl,
  presignedPutUrl,
  copyFile,
  deleteFile,
  deleteFilesUnder,
} = files;

/** The generated PDFs, behind the file-store port. */
export const fileStore: FileStore = {
  put: putFile,
  exists: fileExists,
  get: async (key) => (await getFile(key))?.bytes ?? null,
  presignedGetUrl,
  delete: deleteFile,
  deleteUnder: deleteFilesUnder,
};

/** The resume photos in the same private bucket, behind the photo-store port. */
export const photoStore: PhotoStore = {
  get: async (key) => (await getFile(key))?.bytes ?? null,
  presignedGetUrl: (key, options) => presignedGetUrl(key, options),
  presignedPutUrl,
  exists: fileExists,
  copy: copyFile,
  delete: deleteFile,
};
