// The SPA's upload: the built files with their caching, a placeholder without a build, and the config.json the
// SPA validates.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '../../../shared/runtime-config';
import { loadProduct } from './snapshot';
import { resourcesOf } from './template';

const prod = loadProduct('prod');
const dev = loadProduct('dev');

describe('a built SPA', () => {
  it('uploads hashed chunks apart from index.html and the public files', () => {
    // Prepare
    const staged = fs
      .readdirSync(prod.outdir)
      .filter((name) => name.startsWith('asset.'))
      .map((name) => path.join(prod.outdir, name))
      .filter((dir) => fs.statSync(dir).isDirectory())
      .map((dir) => fs.readdirSync(dir).sort());

    // Assess
    expect(staged).toContainEqual(['index-fixture.js']);
    expect(staged).toContainEqual(['app.html', 'index.html', 'logo.svg']);
  });

  it('uploads a built SPA: hashed assets cached for a year, index.html and config.json revalidated', () => {
    // Prepare
    const deployments = Object.values(resourcesOf(prod.statelessTemplate, 'Custom::CDKBucketDeployment'));
    const metadata = deployments.map((deployment) => JSON.stringify(deployment.Properties?.SystemMetadata));

    // Assess
    expect(prod.spa.built).toBe(true);
    expect(deployments).toHaveLength(2);
    expect(metadata).toEqual(
      expect.arrayContaining([
        expect.stringContaining('public, max-age=31536000, immutable'),
        expect.stringContaining('no-cache'),
      ]),
    );
  });
});

describe('SPA deployment', () => {
  it('writes config.json in the shape the SPA validates, in cognito mode', () => {
    // Prepare
    // Resolved at synth (synthesize.ts): tokens are CloudFormation expressions.
    const resolved = dev.spa.runtimeConfig;
    // Tokens (pool and client ids) stay as CloudFormation expressions until deploy; stand in strings for them.
    const asStrings = JSON.parse(
      JSON.stringify(resolved, (_key, value) =>
        value &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        Object.keys(value)[0]?.startsWith('Fn::')
          ? 'deploy-time-value'
          : value && typeof value === 'object' && 'Ref' in value
            ? 'deploy-time-value'
            : value,
      ),
    );

    // Act
    const parsed = runtimeConfigSchema.parse(asStrings);

    // Assess
    expect(parsed).toMatchObject({
      apiBase: '/backend/api',
      authMode: 'cognito',
      paymentSimulator: false,
      cognito: { region: 'sa-east-1', domain: 'documentos-prontos-dev.auth.sa-east-1.amazoncognito.com' },
    });
    expect(JSON.stringify(resolved)).toContain('AuthUserPool');
  });

  it('deploys a placeholder page when the SPA was not built', () => {
    // Assess
    expect(dev.spa.built).toBe(false);
    dev.statelessTemplate.resourceCountIs('Custom::CDKBucketDeployment', 1);
  });
});
