// The Lambda bundles a deploy uploads (every route's and scheduled job's), synthesized by the CDK app itself
// (NodejsFunction's local esbuild run), hold the Cognito verifier only: the local runtime's sign-in (AUTH_MODE=local,
// LOCAL_JWKS, the local issuer) and its endpoints (dynalite, s3rver, the Mercado Pago stand-in) are compiled out, so
// no setting can switch them on.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF_ENGINE_FILE } from '../../lambdas/pdf-engine/load';
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
const engines = new Map<string, string>();

beforeAll(() => {
  product = synthProduct({ bundle: true });
  const read = (def: RouteDef | JobDef, file = 'index.mjs') => {
    const { props } = routeFunction(product.statelessTemplate, def);
    const asset = (props.Code as { S3Key: string }).S3Key.replace(/\.zip$/, '');
    return fs.readFileSync(path.join(product.app.outdir, `asset.${asset}`, file), 'utf8');
  };
  for (const route of routes) bundles.set(`${route.method} ${route.path}`, read(route));
  // The PDF engine beside the bundle of each route that renders (loaded on its first render).
  for (const route of routes.filter((r) => r.rendersPdf)) {
    engines.set(`engine of ${route.method} ${route.path}`, read(route, PDF_ENGINE_FILE));
  }
  // The scheduled jobs' bundles are built the same way and must be as free of local parts.
  for (const job of jobs) bundles.set(`job ${job.name}`, read(job));
}, 240_000);

describe('synthesized AWS bundles', () => {
  it('bundles every route and job', () => {
    // Assess
    expect(bundles.size).toBe(routes.length + jobs.length);
    // Public routes verify no token: their bundles carry no verifier (core/public-handler.ts).
    for (const route of routes) {
      const code = bundles.get(`${route.method} ${route.path}`);
      if (route.access === 'public') expect(code).not.toContain('cognito-idp');
      else expect(code).toContain('cognito-idp');
    }
    expect([...engines.values()].every((code) => code.includes('pdf-lib'))).toBe(true);
    expect(engines.size).toBe(routes.filter((r) => r.rendersPdf).length);
  });

  it.each(LOCAL_ONLY)('never contain %s', (word) => {
    // Act
    const found = [...bundles, ...engines].filter(([, code]) => code.includes(word)).map(([name]) => name);

    // Assess
    expect(found).toEqual([]);
  });
});
