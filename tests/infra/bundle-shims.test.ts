// What Lambda bundles carry works there: the SDK v3 clients (no hand-written signer) take the region, credentials
// and time-outs Lambda's environment and the stack give them, the credentials from the environment alone (the
// default chain replaced, `BUNDLE_ALIASES`), and bundled pdf-lib, with pako replaced, writes the same PDFs (as read
// back by pdf.js) as the source does.
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

/**
 * Replaced by their stand-ins (pako; semver, which the X-Ray SDK asks only of SDK v2; the SDK's default credential
 * chain, with the STS and SSO clients of its other links), and the hand-written AWS signer that the SDK replaced.
 */
const DROPPED = [
  /node_modules\/pako\//,
  /node_modules\/semver\//,
  /node_modules\/@aws-sdk\/credential-provider-node\//,
  /node_modules\/@aws-sdk\/nested-clients\//,
  /lambdas\/adapters\/aws-api/,
];
/** What the probe's DynamoDB call is made with: the SDK's client, document client and HTTP handler. */
const CARRIED = [
  /node_modules\/@aws-sdk\/client-dynamodb\//,
  /node_modules\/@aws-sdk\/lib-dynamodb\//,
  /node_modules\/@smithy\/node-http-handler\//,
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

/** A DynamoDB endpoint that remembers the headers of each request and answers with `answer` (or not at all). */
async function recordingDynamo(answer: ((res: http.ServerResponse) => void) | 'silent'): Promise<{
  url: string;
  requests: http.IncomingHttpHeaders[];
  close: () => void;
}> {
  const requests: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.headers);
    req.resume();
    if (answer !== 'silent') req.on('end', () => answer(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const item = (res: http.ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
  res.end('{"Item":{"id":{"S":"probe"},"n":{"N":"7"}}}');
};

/** What Lambda and the stack put in a function's environment. */
function lambdaEnvironment(endpoint: string): void {
  vi.stubEnv('AWS_REGION', 'sa-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAPROBEEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'probe-secret');
  vi.stubEnv('AWS_SESSION_TOKEN', 'probe-session-token');
  // The SDK's own setting: an AWS bundle has no endpoint of ours to set.
  vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', endpoint);
}

describe('Lambda bundles', () => {
  it('carry the SDK clients, no hand-written signer and no pako, and take the stand-ins', () => {
    // Assess
    for (const pattern of DROPPED) expect(inputs.filter((input) => pattern.test(input))).toEqual([]);
    for (const pattern of CARRIED)
      expect(
        inputs.some((input) => pattern.test(input)),
        `${pattern}`,
      ).toBe(true);
    for (const replacement of Object.values(BUNDLE_ALIASES)) {
      expect(inputs).toContain(path.relative(process.cwd(), replacement));
    }
  });

  it("sign DynamoDB calls for the function's region with the credentials Lambda puts in the environment", async () => {
    // Prepare
    const dynamo = await recordingDynamo(item);
    lambdaEnvironment(dynamo.url);

    try {
      // Act
      const read = await bundled.getItem('probe-table', 'probe');

      // Assess
      expect(read).toEqual({ id: 'probe', n: 7 });
      expect(dynamo.requests).toHaveLength(1);
      expect(dynamo.requests[0]?.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIAPROBEEXAMPLE\/\d{8}\/sa-east-1\/dynamodb\/aws4_request/,
      );
      expect(dynamo.requests[0]?.['x-amz-security-token']).toBe('probe-session-token');
      expect(dynamo.requests[0]?.['x-amz-target']).toBe('DynamoDB_20120810.GetItem');
    } finally {
      dynamo.close();
    }
  });

  it('fail without environment credentials instead of looking elsewhere', async () => {
    // Prepare
    const dynamo = await recordingDynamo(item);
    lambdaEnvironment(dynamo.url);
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');

    try {
      // Act
      const act = bundled.getItem('probe-table', 'probe');

      // Assess
      await expect(act).rejects.toThrow(/Unable to find environment variable credentials/);
      expect(dynamo.requests).toHaveLength(0);
    } finally {
      dynamo.close();
    }
  });

  it('end a call to a silent DynamoDB with the time-outs the stack sets, after 3 attempts', async () => {
    // Prepare
    const dynamo = await recordingDynamo('silent');
    lambdaEnvironment(dynamo.url);
    vi.stubEnv('SDK_CONNECTION_TIMEOUT_MS', '200');
    vi.stubEnv('SDK_REQUEST_TIMEOUT_MS', '200');

    try {
      // Act
      const failure = await bundled.getItem('probe-table', 'probe').catch((error: unknown) => error);

      // Assess
      expect(failure).toMatchObject({ name: 'TimeoutError', $metadata: { attempts: 3 } });
      expect(dynamo.requests).toHaveLength(3);
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
