// A bucket's objects through the SDK's S3 client and presigner (`aws-clients.ts`): AWS in Lambda, the local S3
// server when an endpoint is set (the local runtime), used the same way in both, presigned URLs included. A key
// that is not there reads as null or false; a refusal is an error.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AppConfig } from '../core/config';
import { type ClientSettings, createS3Client } from './aws-clients';

export interface StoredFile {
  bytes: Uint8Array;
  contentType?: string;
}

export interface PresignedUpload {
  url: string;
  /** Headers the upload must send as they are: both are part of the signature. */
  headers: Record<string, string>;
}

export interface BucketFiles {
  putFile(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when the bucket has no such key. Any refusal (403) is thrown. */
  getFile(key: string): Promise<StoredFile | null>;
  /** False when the bucket has no such key; any refusal (403) is thrown. */
  fileExists(key: string): Promise<boolean>;
  /** A short-lived GET link; `downloadName` makes the browser save it under that name. */
  presignedGetUrl(
    key: string,
    options?: { expiresInSeconds?: number; downloadName?: string; contentType?: string },
  ): Promise<string>;
  /**
   * A short-lived PUT link for exactly `contentLength` bytes of `contentType`: both headers are signed, so the
   * upload cannot be larger, smaller or of another type than what the server agreed to.
   */
  presignedPutUrl(
    key: string,
    options: { contentType: string; contentLength: number; expiresInSeconds: number },
  ): Promise<PresignedUpload>;
  /** Copies an object within the bucket (its type and metadata kept); false when `from` is not there. */
  copyFile(from: string, to: string): Promise<boolean>;
  /** Deletes an object; S3 answers the same whether or not it was there. */
  deleteFile(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (1,000 per request); answers how many. */
  deleteFilesUnder(prefix: string): Promise<number>;
}

/** The files of `bucket` through `client` (a getter: the client is built on the first call). */
export function createBucketFiles(bucket: () => string, client: () => S3Client): BucketFiles {
  const getFile = async (key: string): Promise<StoredFile | null> => {
    try {
      const output = await client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
      const bytes = (await output.Body?.transformToByteArray()) ?? new Uint8Array();
      return { bytes, ...(output.ContentType ? { contentType: output.ContentType } : {}) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    async putFile(key, bytes, contentType) {
      await client().send(
        new PutObjectCommand({ Bucket: bucket(), Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    getFile,
    async fileExists(key) {
      try {
        await client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    presignedGetUrl(key, options = {}) {
      const command = new GetObjectCommand({
        Bucket: bucket(),
        Key: key,
        ...(options.downloadName
          ? {
              ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`,
            }
          : {}),
        ...(options.contentType ? { ResponseContentType: options.contentType } : {}),
      });
      return getSignedUrl(client(), command, { expiresIn: options.expiresInSeconds ?? 300 });
    },
    async presignedPutUrl(key, options) {
      const command = new PutObjectCommand({
        Bucket: bucket(),
        Key: key,
        ContentType: options.contentType,
        ContentLength: options.contentLength,
      });
      const url = await getSignedUrl(client(), command, {
        expiresIn: options.expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      // The browser sets Content-Length itself from the body; only Content-Type is the page's to send. Spelt as
      // pages usually spell it, so spreading these over their own headers replaces it rather than sending two
      // (which a Headers object would join as "image/jpeg, image/jpeg", breaking the signature).
      return { url, headers: { 'Content-Type': options.contentType } };
    },
    async copyFile(from, to) {
      const name = bucket();
      try {
        // The copy source is `bucket/key`, URL-encoded segment by segment (the slashes stay). A copy that fails
        // after S3 has answered 200 (the error in the body) is thrown by the SDK as that error.
        await client().send(
          new CopyObjectCommand({
            Bucket: name,
            Key: to,
            CopySource: [name, ...from.split('/')].map(encodeURIComponent).join('/'),
          }),
        );
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async deleteFile(key) {
      await client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
    },
    async deleteFilesUnder(prefix) {
      let deleted = 0;
      let token: string | undefined;
      do {
        const page = await client().send(
          new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          const answer = await client().send(
            new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects: keys, Quiet: true } }),
          );
          // DeleteObjects answers 200 with per-key errors: one left behind is a failure, not a success.
          const failed = answer.Errors?.[0];
          if (failed)
            throw new Error(`object not deleted under ${prefix}: ${failed.Code ?? 'unknown error'}`);
          deleted += keys.length;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return deleted;
    },
  };
}

/** The S3 client for `from`'s region, and the local S3 server's endpoint when the local runtime sets one. */
export function createBucketClient(
  from: Pick<AppConfig, 'region' | 's3Endpoint'>,
  local: Pick<ClientSettings, 'credentials'> = {},
): S3Client {
  return createS3Client({
    region: from.region,
    // An AWS bundle has no local endpoint code at all (see AWS_BUNDLE in core/env.ts).
    ...(process.env.DP_BUNDLE === 'aws' || !from.s3Endpoint ? {} : { endpoint: from.s3Endpoint, ...local }),
  });
}

/**
 * A key the bucket does not hold: GetObject's and CopyObject's `NoSuchKey`, HeadObject's bodiless 404. Only a 404
 * says so: S3 answers it to a function that holds s3:ListBucket (the stack grants it to every function that reads
 * the bucket). A 403 (`AccessDenied`, a bad signature) is a refusal, thrown like any other error: read as "missing"
 * it would silently drop PDFs and photos from what a person gets.
 */
export function isMissing(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
