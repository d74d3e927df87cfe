// The S3 adapter against the runtime's s3rver, exactly as against AWS: an upload with the SDK's defaults of
// this stack, a read back, and a presigned link that a plain HTTP client can download.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let storage: typeof import('../../lambdas/adapters/s3');

beforeAll(async () => {
  runtime = await startTestRuntime();
  // After the start: the adapter reads S3_ENDPOINT and PDF_BUCKET when it loads.
  storage = await import('../../lambdas/adapters/s3');
});

afterAll(async () => {
  await runtime?.stop();
});

it('stores a file, reads it back and hands it out through a presigned URL', async () => {
  // Prepare
  const bytes = new TextEncoder().encode('%PDF-1.7 conteúdo de teste');
  const key = 'tests/documento.pdf';

  // Act
  await storage.putFile(key, bytes, 'application/pdf');
  const stored = await storage.getFile(key);
  const url = await storage.presignedGetUrl(key, {
    downloadName: 'Currículo Maria.pdf',
    expiresInSeconds: 60,
  });
  const download = await fetch(url);

  // Assess
  expect(stored?.contentType).toBe('application/pdf');
  expect(Buffer.from(stored?.bytes ?? []).toString('utf8')).toBe('%PDF-1.7 conteúdo de teste');
  expect(url.startsWith(runtime.s3Endpoint)).toBe(true);
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  expect(download.headers.get('content-disposition')).toContain('Curr%C3%ADculo%20Maria.pdf');
});

// s3rver checks a presigned URL's time window but not its V4 signature: only expiry can be tried locally.
it('answers null and false for a key that does not exist, and refuses a presigned URL past its time', async () => {
  const url = await storage.presignedGetUrl('tests/documento.pdf');

  const missing = await storage.getFile('tests/nada.pdf');
  const exists = await storage.fileExists('tests/nada.pdf');
  const late = new URL(url);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().replace(/[-:]|\.\d{3}/g, '');
  late.searchParams.set('X-Amz-Date', yesterday);
  const expired = await fetch(late);

  expect(missing).toBeNull();
  expect(exists).toBe(false);
  expect(expired.status).toBe(403);
  expect(await expired.text()).toContain('Request has expired');
});
