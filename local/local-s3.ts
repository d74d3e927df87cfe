// S3 on one machine: s3rver (a real S3-API server) on a free loopback port, files under DATA_DIR, with the
// PDF bucket created at start; the S3 adapter and its presigned URLs talk to it as they would to AWS. Every
// request must carry a valid V4 signature of s3rver's account, as the private bucket in AWS requires.
import { join } from 'node:path';
import S3rver, { type KoaContext } from 's3rver';
import { S3RVER_CREDENTIALS } from '../lambdas/adapters/s3rver-account';
import { verifySigV4 } from './s3-signature';

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

// The SPA may fetch presigned URLs from its own origin (another port): allow that, as the AWS bucket's CORS
// rules will for the site's origin.
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export async function startLocalS3(dataDir: string, bucket: string): Promise<LocalS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dataDir, 's3'),
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  // First in the chain, before s3rver's own routing (which lets anonymous and any V4-signed requests through).
  server.middleware.unshift(requireSignature);
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: () => server.close(),
  };
}

/** CORS preflights carry no signature (browsers never sign them); everything else must be signed. */
async function requireSignature(ctx: KoaContext, next: () => Promise<unknown>): Promise<unknown> {
  if (ctx.method === 'OPTIONS') return next();
  const verdict = verifySigV4(
    { method: ctx.method, rawPath: ctx.path, rawQuery: ctx.querystring, headers: ctx.headers },
    S3RVER_CREDENTIALS,
  );
  if (verdict.ok) return next();
  ctx.status = 403;
  // The bucket's CORS rule allows any origin; say so on the refusal too, so a page sees the 403, not a CORS error.
  if (ctx.get('origin')) ctx.set('Access-Control-Allow-Origin', '*');
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${verdict.code}</Code><Message>${escapeXml(verdict.message)}</Message></Error>`;
  return undefined;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
