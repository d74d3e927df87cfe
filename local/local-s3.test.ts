// The local S3 server as a private bucket: what the SDK signs (headers or presigned links) goes through, and a
// link changed after signing, a request signed with another key, an expired link or no signature at all is
// refused with S3's 403, as AWS does. The SDK's own signer is the oracle.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS } from '../lambdas/adapters/s3rver-account';
import { type LocalS3, startLocalS3 } from './local-s3';
import { verifySigV4 } from './s3-signature';

const BUCKET = 'local-pdfs';
let dataDir: string;
let s3: LocalS3;
let client: S3Client;

function clientWith(credentials: { accessKeyId: string; secretAccessKey: string }): S3Client {
  return new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function errorCode(response: Response): Promise<string | undefined> {
  return /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dp-s3-'));
  s3 = await startLocalS3(dataDir, BUCKET);
  client = clientWith(S3RVER_CREDENTIALS);
  for (const key of ['pdfs/maria.pdf', 'pdfs/joao.pdf']) {
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: key,
        Body: Buffer.from(`%PDF-1.7 ${key}`),
        ContentType: 'application/pdf',
      }),
    );
  }
});

afterAll(async () => {
  client.destroy();
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('requests the SDK signs in the Authorization header', () => {
  it('get, head, copy and delete go through', async () => {
    // Act
    const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'pdfs/maria.pdf' }));
    const text = await got.Body?.transformToString();
    await client.send(
      new CopyObjectCommand({
        Bucket: BUCKET,
        Key: 'pdfs/copia de maria.pdf',
        CopySource: `${BUCKET}/pdfs/maria.pdf`,
      }),
    );
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'pdfs/copia de maria.pdf' }));
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'pdfs/copia de maria.pdf' }));

    // Assess
    expect(text).toBe('%PDF-1.7 pdfs/maria.pdf');
    expect(head.ContentType).toBe('application/pdf');
  });

  it('a request signed with another secret is refused', async () => {
    // Prepare
    const forger = clientWith({
      accessKeyId: S3RVER_CREDENTIALS.accessKeyId,
      secretAccessKey: 'outro-segredo',
    });

    // Act
    const attempt = forger.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'pdfs/maria.pdf' }));

    // Assess
    await expect(attempt).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    forger.destroy();
  });
});

describe('presigned links', () => {
  const presignGet = (key: string, expiresIn = 300) =>
    getSignedUrl(
      client,
      new GetObjectCommand({
        Bucket: BUCKET,
        Key: key,
        ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent('declaração maria.pdf')}`,
      }),
      { expiresIn },
    );

  it('a GET link as signed downloads the file, with its download name', async () => {
    // Act
    const response = await fetch(await presignGet('pdfs/maria.pdf'));

    // Assess
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('%PDF-1.7 pdfs/maria.pdf');
    expect(response.headers.get('content-disposition')).toContain('declara%C3%A7%C3%A3o%20maria.pdf');
  });

  it("a link whose key is changed to another person's file is refused", async () => {
    // Prepare
    const url = (await presignGet('pdfs/maria.pdf')).replace('/pdfs/maria.pdf', '/pdfs/joao.pdf');

    // Act
    const response = await fetch(url);

    // Assess
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('SignatureDoesNotMatch');
  });

  it('a link with a longer expiry written in is refused', async () => {
    // Prepare
    const url = (await presignGet('pdfs/maria.pdf', 60)).replace('X-Amz-Expires=60', 'X-Amz-Expires=604800');

    // Act
    const response = await fetch(url);

    // Assess
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('SignatureDoesNotMatch');
  });

  it('a link whose signature is edited is refused', async () => {
    // Prepare
    const url = new URL(await presignGet('pdfs/maria.pdf'));
    const signature = url.searchParams.get('X-Amz-Signature') ?? '';
    url.searchParams.set(
      'X-Amz-Signature',
      `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
    );

    // Act
    const response = await fetch(url);

    // Assess
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('SignatureDoesNotMatch');
  });

  it('an expired link is refused', async () => {
    // Prepare: signed 10 minutes ago for 5 minutes
    const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: BUCKET, Key: 'pdfs/maria.pdf' }), {
      expiresIn: 300,
      signingDate: new Date(Date.now() - 10 * 60 * 1000),
    });

    // Act
    const response = await fetch(url);

    // Assess
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('AccessDenied');
  });

  it('a PUT link takes exactly the signed type and length', async () => {
    // Prepare
    const body = Buffer.from('foto');
    const url = await getSignedUrl(
      client,
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'fotos/a.jpg',
        ContentType: 'image/jpeg',
        ContentLength: body.length,
      }),
      { expiresIn: 300, signableHeaders: new Set(['content-type', 'content-length']) },
    );

    // Act
    const otherType = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'text/html' }, body });
    const longer = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg' },
      body: 'foto maior',
    });
    const asSigned = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body });

    // Assess
    expect([otherType.status, longer.status, asSigned.status]).toEqual([403, 403, 200]);
  });
});

describe('unsigned requests', () => {
  it('a GET with no signature is refused, as for a private bucket', async () => {
    // Act
    const response = await fetch(`${s3.endpoint}/${BUCKET}/pdfs/maria.pdf`);

    // Assess
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('AccessDenied');
  });

  it("a browser's CORS preflight, which is never signed, is answered", async () => {
    // Act
    const response = await fetch(`${s3.endpoint}/${BUCKET}/fotos/a.jpg`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('a refusal to a page carries the CORS header, so the page sees the 403', async () => {
    // Act
    const response = await fetch(`${s3.endpoint}/${BUCKET}/pdfs/maria.pdf`, {
      headers: { origin: 'http://localhost:5173' },
    });

    // Assess
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('verifySigV4', () => {
  const signedGet = {
    method: 'GET',
    rawPath: '/b/k.pdf',
    rawQuery: '',
    headers: {
      host: '127.0.0.1:9000',
      'x-amz-date': '20261121T120000Z',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    },
  };

  it('refuses a header-signed request dated more than 15 minutes from the clock', () => {
    // Prepare
    const request = {
      ...signedGet,
      headers: {
        ...signedGet.headers,
        authorization:
          'AWS4-HMAC-SHA256 Credential=S3RVER/20261121/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=00',
      },
    };

    // Act
    const verdict = verifySigV4(request, S3RVER_CREDENTIALS, new Date('2026-11-21T12:16:00Z'));

    // Assess
    expect(verdict).toMatchObject({ ok: false, code: 'RequestTimeTooSkewed' });
  });

  it('refuses an unknown access key before checking the signature', () => {
    // Prepare
    const request = {
      ...signedGet,
      headers: {
        ...signedGet.headers,
        authorization:
          'AWS4-HMAC-SHA256 Credential=OUTRA/20261121/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature=00',
      },
    };

    // Act
    const verdict = verifySigV4(request, S3RVER_CREDENTIALS, new Date('2026-11-21T12:00:00Z'));

    // Assess
    expect(verdict).toMatchObject({ ok: false, code: 'InvalidAccessKeyId' });
  });

  it('refuses two authentication mechanisms at once', () => {
    // Prepare
    const request = {
      ...signedGet,
      rawQuery: 'X-Amz-Algorithm=AWS4-HMAC-SHA256',
      headers: { ...signedGet.headers, authorization: 'AWS4-HMAC-SHA256 Credential=S3RVER/x' },
    };

    // Act
    const verdict = verifySigV4(request, S3RVER_CREDENTIALS);

    // Assess
    expect(verdict).toMatchObject({ ok: false, code: 'AuthorizationQueryParametersError' });
  });
});
