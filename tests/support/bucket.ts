// Direct reads of the runtime's s3rver bucket, to check what a request stored.
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { LOCAL_PDF_BUCKET } from '../../local/server';

/** A client of the runtime's bucket with s3rver's fixed credentials. */
export function localBucket(s3Endpoint: string): S3Client {
  return new S3Client({
    region: 'us-east-1',
    endpoint: s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}

/** Every object under `prefix`, key and last change, sorted by key. */
export async function objectsUnder(
  bucket: S3Client,
  prefix: string,
): Promise<Array<{ key: string; modified: number }>> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: LOCAL_PDF_BUCKET, Prefix: prefix }));
  return (listed.Contents ?? [])
    .map((object) => ({ key: object.Key!, modified: object.LastModified?.getTime() ?? 0 }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
}
