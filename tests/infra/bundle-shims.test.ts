// What Lambda bundles leave out really leaves them, and what stands in works: the AWS calls (`aws-api.ts`, no
// SDK client) sign with the credentials Lambda puts in the environment, and bundled pdf-lib, with pako replaced
// (`BUNDLE_ALIASES`), writes the same PDFs (as read back by pdf.js) as the source does.
import { execSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BUNDLE_ALIASES,
  copyFontsCommands,
  esbuildOptions,
  lambdasDir,
  repoRoot,
} from '../../infra/lambda-bundling';
import type { RouteDef } from '../../lambdas/routes';
import { extractPdfText } from '../../shared/pdf/extract-text';
import * as source from './fixtures/bundle-probe';
import { fixturesDir } from './synth';

type Probe = typeof source;

const probeRoute: RouteDef = {
  method: 'GET',
  path: '/bundle-probe',
  handler: path.relative(lambdasDir, path.join(fixturesDir, 'bundle-probe.ts')),
  access: 'public',
  uses: {},
};

/** The SDK's clients and credential chain (the functions sign their own calls), and pako. */
const DROPPED = [
  /node_modules\/@aws-sdk\/client-/,
  /node_modules\/@aws-sdk\/credential-provider-/,
  /node_modules\/@aws-sdk\/nested-clients\//,
  /node_modules\/@smithy\/node-http-handler\//,
  /node_modules\/pako\//,
  /node_modules\/semver\//,
];

let dir: string;
let inputs: string[];
let bundled: Probe;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bundle-shims-'));
  const outfile = path.join(dir, 'index.mjs');
  const result = await build({ ...esbuildOptions(probeRoute), outfile, metafile: true, logLevel: 'silent' });
  inputs = Object.keys((result.metafile as Metafile).inputs);
  // As the stack's bundling does for a route that renders PDFs: the fonts beside the bundle.
  for (const command of copyFontsCommands(repoRoot, dir)) execSync(command);
  bundled = (await import(pathToFileURL(outfile).href)) as Probe;
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A DynamoDB endpoint that answers ListTables and remembers the headers of each request. */
async function recordingDynamo(): Promise<{
  url: string;
  requests: http.IncomingHttpHeaders[];
  close: () => void;
}> {
  const requests: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.headers);
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
      res.end('{"TableNames":["probe"]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => server.close() };
}

describe('Lambda bundles', () => {
  it('leave out the SDK clients, their credential chain and pako, and take the stand-ins', () => {
    // Assess
    for (const pattern of DROPPED) expect(inputs.filter((input) => pattern.test(input))).toEqual([]);
    for (const replacement of Object.values(BUNDLE_ALIASES)) {
      expect(inputs).toContain(path.relative(process.cwd(), replacement));
    }
  });

  it('sign AWS calls with the credentials Lambda puts in the environment', async () => {
    // Prepare
    const dynamo = await recordingDynamo();
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAPROBEEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'probe-secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'probe-session-token');

    try {
      // Act
      const tables = await bundled.listTables(dynamo.url);

      // Assess
      expect(tables).toEqual(['probe']);
      expect(dynamo.requests).toHaveLength(1);
      expect(dynamo.requests[0]?.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIAPROBEEXAMPLE\/\d{8}\/sa-east-1\/dynamodb\/aws4_request/,
      );
      expect(dynamo.requests[0]?.['x-amz-security-token']).toBe('probe-session-token');
    } finally {
      dynamo.close();
    }
  });

  it('fail without environment credentials instead of looking elsewhere', async () => {
    // Prepare
    const dynamo = await recordingDynamo();
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');

    try {
      // Act
      const act = bundled.listTables(dynamo.url);

      // Assess
      await expect(act).rejects.toThrow(/No AWS credentials in the environment/);
      expect(dynamo.requests).toHaveLength(0);
    } finally {
      dynamo.close();
    }
  });

  it('render the declaration and the resume as the source does', async () => {
    // Prepare
    const createdAt = new Date('2026-03-02T12:00:00.000Z');

    // Act
    const fromBundle = await bundled.renderPdfs(createdAt);
    const fromSource = await source.renderPdfs(createdAt);

    // Assess
    expect(fromBundle).toHaveLength(2);
    for (const [i, bytes] of fromBundle.entries()) {
      const [read, expected] = await Promise.all([extractPdfText(bytes), extractPdfText(fromSource[i]!)]);
      expect(read.text.length).toBeGreaterThan(200);
      expect(read.text).toBe(expected.text);
      expect(read.info.title).toBe(expected.info.title);
      expect(read.pageSizes).toEqual(expected.pageSizes);
    }
    expect((await extractPdfText(fromBundle[0]!)).text).toContain('Maria Aparecida dos Santos Oliveira');
    expect((await extractPdfText(fromBundle[1]!)).text).toContain('Mariana Aparecida Costa Ferreira');
  });
});
