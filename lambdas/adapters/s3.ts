// The S3 client of the private PDF bucket, built once per cold start: AWS in Lambda, s3rver when S3_ENDPOINT
// is set (the local runtime), used the same way in both, presigned URLs included.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type AppConfig, config, pdfBucketName } from '../core/config';
import type { FileStore, PhotoStore } from '../ports/file-store';
import { S3RVER_CREDENTIALS } from './s3rver-account';

export function createS3Client(from: Pick<AppConfig, 'region' | 's3Endpoint'>): S3Client {
  // An AWS bundle has no s3rver settings at all (see AWS_BUNDLE in core/env.ts).
  const endpoint = process.env.DP_BUNDLE === 'aws' ? undefined : from.s3Endpoint;
  return new S3Client({
    region: from.region,
    endpoint,
    forcePathStyle: Boolean(endpoint),
    credentials: endpoint ? S3RVER_CREDENTIALS : undefined,
    // The SDK's default CRC32 trailers on uploads are not understood by s3rver; S3 accepts both.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export const s3: S3Client = createS3Client(config);

export { pdfBucketName };

export interface StoredFile {
  bytes: Uint8Array;
  contentType?: string;
}

export async function putFile(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({ Bucket: pdfBucketName(), Key: key, Body: bytes, ContentType: contentType }),
  );
}

export async function getFile(key: string): Promise<StoredFile | null> {
  try {
    const result = await s3.send(new GetObjectCommand({ Bucket: pdfBucketName(), Key: key }));
    if (!result.Body) return null;
    return { bytes: await result.Body.transformToByteArray(), contentType: result.ContentType };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function fileExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: pdfBucketName(), Key: key }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** A short-lived GET link; `downloadName` makes the browser save it under that name. */
export async function presignedGetUrl(
  key: string,
  options: { expiresInSeconds?: number; downloadName?: string; contentType?: string } = {},
): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: pdfBucketName(),
    Key: key,
    ResponseContentDisposition: options.downloadName
      ? `attachment; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`
      : undefined,
    ResponseContentType: options.contentType,
  });
  return getSignedUrl(s3, command, { expiresIn: options.expiresInSeconds ?? 300 });
}

export interface PresignedUpload {
  url: string;
  /** Headers the upload must send as they are: both are part of the signature. */
  headers: Record<string, string>;
}

/**
 * A short-lived PUT link for exactly `contentLength` bytes of `contentType`: both headers are signed, so the
 * upload cannot be larger, smaller or of another type than what the server agreed to.
 */
export async function presignedPutUrl(
  key: string,
  options: { contentType: string; contentLength: number; expiresInSeconds: number },
): Promise<PresignedUpload> {
  const command = new PutObjectCommand({
    Bucket: pdfBucketName(),
    Key: key,
    ContentType: options.contentType,
    ContentLength: options.contentLength,
  });
  const url = await getSignedUrl(s3, command, {
    expiresIn: options.expiresInSeconds,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
  // The browser sets Content-Length itself from the body; only Content-Type is the page's to send. Spelt as
  // pages usually spell it, so spreading these over their own headers replaces it rather than sending two
  // (which a Headers object would join as "image/jpeg, image/jpeg", breaking the signature).
  return { url, headers: { 'Content-Type': options.contentType } };
}

/** Copies an object within the bucket (its type and metadata kept); false when `from` is not there. */
export async function copyFile(from: string, to: string): Promise<boolean> {
  const bucket = pdfBucketName();
  // CopySource is `bucket/key`, URL-encoded segment by segment (the slashes stay).
  const source = [bucket, ...from.split('/')].map(encodeURIComponent).join('/');
  try {
    await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: source }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Deletes an object; S3 answers the same whether or not it was there. */
export async function deleteFile(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: pdfBucketName(), Key: key }));
}

/** The generated PDFs, behind the file-store port. */
export const fileStore: FileStore = {
  put: putFile,
  exists: fileExists,
  get: async (key) => (await getFile(key))?.bytes ?? null,
  presignedGetUrl,
  delete: deleteFile,
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

/**
 * A missing object. In AWS the functions hold object actions only, no s3:ListBucket (least privilege), and S3
 * then answers 403 instead of 404 for a key that is not there: every read here is of a key under an area the
 * route may read (`uses.pdfBucket.read`), so a 403 means the object does not exist.
 */
function isMissing(error: unknown): boolean {
  if (error instanceof NotFound) return true;
  const name = (error as { name?: string } | null)?.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || name === 'AccessDenied' || status === 403;
}
