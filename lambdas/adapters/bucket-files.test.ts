// The bucket adapter against the local S3 server (s3rver behind its SigV4 check): a key that is not there reads as
// null or false, but a refusal never does. A request the server refuses (a wrong key, S3's AccessDenied) is an
// error under its AWS name, so a permissions mistake cannot silently drop a PDF or a photo.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../local/local-s3';
import { type BucketFiles, createBucketClient, createBucketFiles, isMissing } from './bucket-files';
import { S3RVER_CREDENTIALS } from './s3rver-account';

const BUCKET = 'bucket-files-test';
let dataDir: string;
let s3: LocalS3;
const clients: S3Client[] = [];

/** The adapter over the local server, signing with `secretAccessKey` (the server's own by default). */
function filesWith(
  endpoint: string,
  secretAccessKey: string = S3RVER_CREDENTIALS.secretAccessKey,
): BucketFiles {
  const client = createBucketClient(
    { region: 'us-east-1', s3Endpoint: endpoint },
    { credentials: { accessKeyId: S3RVER_CREDENTIALS.accessKeyId, secretAccessKey } },
  );
  clients.push(client);
  return createBucketFiles(
    () => BUCKET,
    () => client,
  );
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dp-bucket-files-'));
  s3 = await startLocalS3(dataDir, BUCKET);
});

afterAll(async () => {
  for (const client of clients) client.destroy();
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a bucket the function may read', () => {
  it('stores, reads back, copies and deletes a file', async () => {
    // Prepare
    const files = filesWith(s3.endpoint);
    const bytes = new TextEncoder().encode('%PDF-1.7 declaração');

    // Act
    await files.putFile('pdf/u1/a b.pdf', bytes, 'application/pdf');
    const read = await files.getFile('pdf/u1/a b.pdf');
    const copied = await files.copyFile('pdf/u1/a b.pdf', 'pdf/u1/cópia.pdf');
    const copy = await files.getFile('pdf/u1/cópia.pdf');
    await files.deleteFile('pdf/u1/a b.pdf');
    const after = await files.fileExists('pdf/u1/a b.pdf');

    // Assess
    expect(read?.contentType).toBe('application/pdf');
    expect(Buffer.from(read?.bytes ?? []).toString('utf8')).toBe('%PDF-1.7 declaração');
    expect(copied).toBe(true);
    expect(Buffer.from(copy?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true);
    expect(after).toBe(false);
  });

  it('reads a key that is not there as null, false and a copy of nothing', async () => {
    // Prepare
    const files = filesWith(s3.endpoint);

    // Act
    const read = await files.getFile('pdf/nobody.pdf');
    const exists = await files.fileExists('pdf/nobody.pdf');
    const copied = await files.copyFile('pdf/nobody.pdf', 'pdf/nobody-copy.pdf');

    // Assess
    expect(read).toBeNull();
    expect(exists).toBe(false);
    expect(copied).toBe(false);
  });

  it('a presigned upload takes exactly the bytes and type signed', async () => {
    // Prepare
    const files = filesWith(s3.endpoint);
    const body = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const upload = await files.presignedPutUrl('uploads/pending/u1/photo.jpg', {
      contentType: 'image/jpeg',
      contentLength: body.length,
      expiresInSeconds: 60,
    });

    // Act
    const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body });
    const longer = await fetch(upload.url, {
      method: 'PUT',
      headers: upload.headers,
      body: new Uint8Array([...body, 4]),
    });
    const read = await files.getFile('uploads/pending/u1/photo.jpg');

    // Assess
    expect(put.status).toBe(200);
    expect(longer.status).toBe(403);
    expect(read?.bytes).toEqual(body);
    expect(upload.url).not.toContain('x-amz-checksum');
  });
});

describe('a request the bucket refuses', () => {
  it('is an error under its AWS name, never a missing object', async () => {
    // Prepare: signed with another secret, so the local server refuses every request with 403.
    const forged = filesWith(s3.endpoint, 'outro-segredo');
    await filesWith(s3.endpoint).putFile('pdf/u2/there.pdf', new Uint8Array([1]), 'application/pdf');

    // Act
    const results = await Promise.allSettled([
      forged.getFile('pdf/u2/there.pdf'),
      forged.getFile('pdf/u2/not-there.pdf'),
      forged.fileExists('pdf/u2/there.pdf'),
      forged.copyFile('pdf/u2/there.pdf', 'pdf/u2/copy.pdf'),
    ]);

    // Assess
    for (const result of results) expect(result.status).toBe('rejected');
    const [got, missing, head, copy] = results.map((r) => (r as PromiseRejectedResult).reason);
    expect(got).toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    expect(missing).toMatchObject({ name: 'SignatureDoesNotMatch' });
    // A HEAD's 403 has no body to name it: still an error, with its status.
    expect(head).toMatchObject({ $metadata: { httpStatusCode: 403 } });
    expect(copy).toMatchObject({ name: 'SignatureDoesNotMatch' });
    for (const error of [got, missing, head, copy]) expect(isMissing(error)).toBe(false);
  });

  it("S3's AccessDenied (a missing grant) is thrown, for a GET and a HEAD alike", async () => {
    // Prepare: what S3 answers a role without s3:GetObject on the key.
    const denied = http.createServer((req, res) => {
      req.resume();
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end(
        req.method === 'HEAD'
          ? undefined
          : '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
      );
    });
    await new Promise<void>((resolve) => denied.listen(0, '127.0.0.1', resolve));
    const files = filesWith(`http://127.0.0.1:${(denied.address() as AddressInfo).port}`);

    try {
      // Act
      const [read, exists] = await Promise.allSettled([
        files.getFile('pdf/u3/doc.pdf'),
        files.fileExists('pdf/u3/doc.pdf'),
      ]);

      // Assess
      expect(read).toMatchObject({
        status: 'rejected',
        reason: { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } },
      });
      expect(exists).toMatchObject({ status: 'rejected', reason: { $metadata: { httpStatusCode: 403 } } });
    } finally {
      denied.closeAllConnections();
      denied.close();
    }
  });
});
