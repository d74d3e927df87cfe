// The private PDF bucket through S3's REST API, signed (`aws-api.ts`): AWS in Lambda, the local S3 server when
// S3_ENDPOINT is set (the local runtime), used the same way in both, presigned URLs included.
import { type AppConfig, config, pdfBucketName } from '../core/config';
import type { FileStore, PhotoStore } from '../ports/file-store';
import { AwsApiError, type AwsResponse, type AwsService, awsService, uriEscape } from './aws-api';
import { S3RVER_CREDENTIALS } from './s3rver-account';

/**
 * S3's REST API for the bucket: in AWS its virtual-hosted endpoint; locally the server's, path-style. Objects
 * are addressed by `objectPath`. Uploads carry no CRC32 trailer (S3 accepts that; s3rver understands nothing
 * else).
 */
export interface S3Bucket {
  service: AwsService;
  objectPath(key: string): string;
}

export function createS3Bucket(from: Pick<AppConfig, 'region' | 's3Endpoint'>, bucket: string): S3Bucket {
  // An AWS bundle has no s3rver settings at all (see AWS_BUNDLE in core/env.ts).
  const endpoint = process.env.DP_BUNDLE === 'aws' ? undefined : from.s3Endpoint;
  const keyPath = (key: string) => key.split('/').map(uriEscape).join('/');
  return {
    service: awsService({
      service: 's3',
      region: from.region,
      origin: endpoint ?? `https://${bucket}.s3.${from.region}.amazonaws.com`,
      ...(endpoint ? { credentials: () => S3RVER_CREDENTIALS } : {}),
      // S3 signs the path as sent, not escaped a second time.
      uriEscapePath: false,
    }),
    objectPath: endpoint ? (key) => `/${uriEscape(bucket)}/${keyPath(key)}` : (key) => `/${keyPath(key)}`,
  };
}

let bucket: S3Bucket | undefined;
/** The PDF bucket, set up on first use: its name is read from the configuration then (`pdfBucketName`). */
const pdfBucket = () => {
  bucket ??= createS3Bucket(config, pdfBucketName());
  return bucket;
};

export { pdfBucketName };

export interface StoredFile {
  bytes: Uint8Array;
  contentType?: string;
}

/** S3's XML error (`<Code>NoSuchKey</Code>`), or the status alone for a HEAD, which has no body. */
function readS3Error(response: AwsResponse): AwsApiError {
  const text = response.body.toString('utf8');
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  const byStatus =
    response.status === 404 ? 'NotFound' : response.status === 403 ? 'Forbidden' : `HTTP${response.status}`;
  return new AwsApiError(code ?? byStatus, message ?? code ?? byStatus, response.status);
}

const objectCall = (
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
  key: string,
  headers?: Record<string, string>,
  body?: Uint8Array,
) => {
  const { service, objectPath } = pdfBucket();
  return service.call({ method, path: objectPath(key), headers, body }, readS3Error);
};

export async function putFile(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await objectCall('PUT', key, { 'content-type': contentType }, bytes);
}

export async function getFile(key: string): Promise<StoredFile | null> {
  try {
    const response = await objectCall('GET', key);
    const contentType = response.headers['content-type'];
    return { bytes: new Uint8Array(response.body), ...(contentType ? { contentType } : {}) };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function fileExists(key: string): Promise<boolean> {
  try {
    await objectCall('HEAD', key);
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
  const { service, objectPath } = pdfBucket();
  const query: Record<string, string> = {};
  if (options.downloadName)
    query['response-content-disposition'] =
      `attachment; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`;
  if (options.contentType) query['response-content-type'] = options.contentType;
  return service.presign({ method: 'GET', path: objectPath(key), query }, options.expiresInSeconds ?? 300);
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
  const { service, objectPath } = pdfBucket();
  const url = await service.presign(
    {
      method: 'PUT',
      path: objectPath(key),
      headers: { 'content-type': options.contentType, 'content-length': String(options.contentLength) },
    },
    options.expiresInSeconds,
    new Set(['content-type', 'content-length']),
  );
  // The browser sets Content-Length itself from the body; only Content-Type is the page's to send. Spelt as
  // pages usually spell it, so spreading these over their own headers replaces it rather than sending two
  // (which a Headers object would join as "image/jpeg, image/jpeg", breaking the signature).
  return { url, headers: { 'Content-Type': options.contentType } };
}

/** Copies an object within the bucket (its type and metadata kept); false when `from` is not there. */
export async function copyFile(from: string, to: string): Promise<boolean> {
  const bucketName = pdfBucketName();
  // The copy source is `bucket/key`, URL-encoded segment by segment (the slashes stay).
  const source = [bucketName, ...from.split('/')].map(encodeURIComponent).join('/');
  try {
    const response = await objectCall('PUT', to, { 'x-amz-copy-source': source });
    // A copy can fail after S3 has answered 200: the error is then the body.
    if (response.body.includes('<Error>')) throw readS3Error({ ...response, status: 500 });
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Deletes an object; S3 answers the same whether or not it was there. */
export async function deleteFile(key: string): Promise<void> {
  await objectCall('DELETE', key);
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
  if (!(error instanceof AwsApiError)) return false;
  return error.name === 'NoSuchKey' || error.status === 404 || error.status === 403;
}
