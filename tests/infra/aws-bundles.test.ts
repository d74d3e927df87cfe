// The Lambda bundles a deploy uploads (every route's and scheduled job's), synthesized by the CDK app itself
// (NodejsFunction's local esbuild run), hold the Cognito verifier only: the local runtime's sign-in (AUTH_MODE=local,
// LOCAL_JWKS, the local issuer) and its endpoints (dynalite, s3rver, the Mercado Pago stand-in) are compiled out, so
// no setting can switch them on.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type JobDef, jobs, type RouteDef, routes } from '../../lambdas/routes';
import { routeFunction, type Synthesized, synthProduct } from './synth';

/** Names and values that exist only for the local runtime. */
const LOCAL_ONLY = [
  'AUTH_MODE',
  'LOCAL_JWKS',
  'DYNAMODB_ENDPOINT',
  'S3_ENDPOINT',
  'MP_API_BASE_URL',
  'local-issuer',
  'local-spa',
  'S3RVER',
  'dynalite',
];

let product: Synthesized;
const bundles = new Map<string, string>();

beforeAll(() => {
  product = synthProduct({ bundle: true });
  const read = (def: RouteDef | JobDef) => {
    const { props } = routeFunction(product.statelessTemplate, def);
    const asset = (props.Code as { S3Key: string }).S3Key.replace(/\.zip$/, '');
    return fs.readFileSync(path.join(product.app.outdir, `asset.${asset}`, 'index.mjs'), 'utf8');
  };
  for (const route of routes) bundles.set(`${route.method} ${route.path}`, read(route));
  // The scheduled jobs' bundles are built the same way and must be as free of local parts.
  for (const job of jobs) bundles.set(`job ${job.name}`, read(job));
}, 240_000);

describe('synthesized AWS bundles', () => {
  it('bundles every route and job', () => {
    // Assess
    expect(bundles.size).toBe(routes.length + jobs.length);
    for (const route of routes) expect(bundles.get(`${route.method} ${route.path}`)).toContain('cognito-idp');
  });

  it.each(LOCAL_ONLY)('never contain %s', (word) => {
    // Act
    const found = [...bundles].filter(([, code]) => code.includes(word)).map(([name]) => name);

    // Assess
    expect(found).toEqual([]);
  });
});
