// The Lambda bundles a deploy uploads (every route's and scheduled job's), synthesized by the CDK app itself
// (NodejsFunction's local esbuild run, in the `dev` snapshot), hold the Cognito verifier only: the local runtime's
// sign-in (AUTH_MODE=local, LOCAL_JWKS, the local issuer) and its endpoints (dynalite, s3rver, the Mercado Pago
// stand-in) are compiled out, so no setting can switch them on. Each carries the AWS SDK v3 clients its `uses`
// needs and no other, no hand-written SigV4 code, and weighs at most 1 MB minified. The esbuild settings are the
// benchmark's too.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESM_REQUIRE_BANNER, esbuildOptions, nodejsBundling } from '../../../infra/lambda-bundling';
import { PDF_ENGINE_FILE } from '../../../lambdas/pdf-engine/load';
import { type JobDef, jobs, type RouteDef, routes } from '../../../lambdas/routes';
import { loadProduct } from './snapshot';
import { routeFunction } from './template';

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

/** Every function bundle's budget (issue 36), minified; the bytes of a synth are deterministic. */
const MAX_BUNDLE_BYTES = 1024 * 1024;

/** What only the hand-written SigV4 client (`aws-api.ts`, deleted) said (names do not survive minifying). */
const HAND_WRITTEN_AWS = ['No AWS credentials in the environment'];

/** Each SDK v3 client, by the service's model name it carries, and which `uses` need it. */
const SDK_CLIENTS: Array<{ marker: string; needed: (def: RouteDef | JobDef) => boolean }> = [
  { marker: 'com.amazonaws.dynamodb', needed: (def) => Object.keys(def.uses.tables ?? {}).length > 0 },
  { marker: 'com.amazonaws.s3', needed: (def) => Boolean(def.uses.pdfBucket) },
  // Mercado Pago's token, and the seller's seal certificate of the PDF releases (issue 43).
  {
    marker: 'com.amazonaws.secretsmanager',
    needed: (def) =>
      Boolean(def.uses.mercadoPago || ('sealCertificate' in def.uses && def.uses.sealCertificate)),
  },
  { marker: 'AWSCognitoIdentityProviderService', needed: (def) => Boolean(def.uses.cognito?.length) },
];

const dev = loadProduct('dev');

const read = (def: RouteDef | JobDef, file = 'index.mjs') => {
  const { props } = routeFunction(dev.statelessTemplate, def);
  const asset = (props.Code as { S3Key: string }).S3Key.replace(/\.zip$/, '');
  return fs.readFileSync(path.join(dev.outdir, `asset.${asset}`, file), 'utf8');
};
const labelOf = (def: RouteDef | JobDef) =>
  'method' in def ? `${def.method} ${def.path}` : `job ${def.name}`;
const bundles = new Map<string, string>([
  ...routes.map((route) => [`${route.method} ${route.path}`, read(route)] as const),
  // The scheduled jobs' bundles are built the same way and must be as free of local parts.
  ...jobs.map((job) => [`job ${job.name}`, read(job)] as const),
]);
// The PDF engine beside the bundle of each route that renders (loaded on its first render).
const engines = new Map<string, string>(
  routes
    .filter((route) => route.rendersPdf)
    .map((route) => [`engine of ${route.method} ${route.path}`, read(route, PDF_ENGINE_FILE)] as const),
);

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

  it.each([...routes, ...jobs].map((def) => [labelOf(def), def] as const))(
    '%s: the SDK clients its uses need and no other, no hand-written SigV4, at most 1 MB',
    (label, def) => {
      // Prepare
      const code = bundles.get(label)!;

      // Assess
      for (const client of SDK_CLIENTS) {
        expect(code.includes(client.marker), `${client.marker} in ${label}`).toBe(client.needed(def));
      }
      for (const word of HAND_WRITTEN_AWS) expect(code).not.toContain(word);
      expect(Buffer.byteLength(code), `${label} minified bytes`).toBeLessThanOrEqual(MAX_BUNDLE_BYTES);
    },
  );

  it.each(LOCAL_ONLY)('never contain %s', (word) => {
    // Act
    const found = [...bundles, ...engines].filter(([, code]) => code.includes(word)).map(([name]) => name);

    // Assess
    expect(found).toEqual([]);
  });
});

describe('bundling settings', () => {
  it('bundles every handler as minified ESM for Node 22 with the createRequire banner, locally', () => {
    // Prepare
    const bundling = nodejsBundling();
    const bench = esbuildOptions(routes[0]!);

    // Assess
    expect(bundling).toMatchObject({
      format: 'esm',
      target: 'node22',
      minify: true,
      sourceMap: true,
      banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      forceDockerBundling: false,
    });
    // The benchmark measures with the very same settings.
    expect(bench).toMatchObject({
      format: bundling.format,
      target: bundling.target,
      minify: bundling.minify,
      banner: { js: ESM_REQUIRE_BANNER },
      mainFields: bundling.mainFields,
      external: bundling.externalModules,
    });
    // The same packages are swapped for their stand-ins in both (tests/infra/bundle-shims.test.ts runs them).
    expect(bundling.esbuildArgs?.['--alias']).toEqual(
      Object.entries(bench.alias).map(([name, replacement]) => `${name}=${replacement}`),
    );
    expect(Object.keys(bench.alias).sort()).toEqual(['@aws-sdk/credential-provider-node', 'pako', 'semver']);
  });
});
