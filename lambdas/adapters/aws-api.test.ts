// The signed AWS calls: retried as AWS's clients retry (throttling, 5xx, a dropped connection) and no more, errors
// named as the API names them, and S3 requests and presigned URLs whose SigV4 signatures the local S3 server's
// gate (an independent implementation) accepts, and refuses once changed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AwsJsonStub, startAwsJsonStub } from '../../tests/support/aws-json-stub';
import { verifySigV4 } from '../local/s3-signature';
import { type AwsService, awsService, credentialsFromEnv, jsonCall } from './aws-api';

const CREDENTIALS = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret' };

describe('jsonCall', () => {
  let stub: AwsJsonStub;
  let service: AwsService;

  beforeAll(async () => {
    stub = await startAwsJsonStub();
    service = awsService({
      service: 'dynamodb',
      region: 'sa-east-1',
      origin: stub.origin,
      credentials: () => CREDENTIALS,
    });
  });

  afterAll(async () => {
    service.destroy();
    await stub.close();
  });

  beforeEach(() => {
    stub.calls.length = 0;
  });

  it('retries throttling and 5xx answers, signing each attempt, and answers the output', async () => {
    // Prepare
    stub.reply(
      { status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#ThrottlingException' } },
      { status: 500, body: { __type: 'InternalServerError' } },
      { status: 200, body: { Item: { id: { S: 'x' } } } },
    );

    // Act
    const output = await jsonCall(service, 'DynamoDB_20120810.GetItem', { TableName: 't' });

    // Assess
    expect(output).toEqual({ Item: { id: { S: 'x' } } });
    expect(stub.calls).toHaveLength(3);
    for (const call of stub.calls) {
      expect(call.target).toBe('DynamoDB_20120810.GetItem');
      expect(call.body).toEqual({ TableName: 't' });
      expect(call.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/sa-east-1\/dynamodb\//,
      );
    }
  });

  it('gives up after three attempts, with the last error', async () => {
    // Prepare
    const throttled = {
      status: 400,
      body: { __type: 'ProvisionedThroughputExceededException', message: 'slow' },
    };
    stub.reply(throttled, throttled, throttled);

    // Act
    const call = jsonCall(service, 'DynamoDB_20120810.PutItem', {});

    // Assess
    await expect(call).rejects.toMatchObject({
      name: 'ProvisionedThroughputExceededException',
      message: 'slow',
      status: 400,
    });
    expect(stub.calls).toHaveLength(3);
  });

  it('does not retry a refusal, and names it without its namespace', async () => {
    // Prepare
    stub.reply({
      status: 400,
      body: {
        __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
        message: 'The conditional request failed',
      },
    });

    // Act
    const call = jsonCall(service, 'DynamoDB_20120810.PutItem', {});

    // Assess
    await expect(call).rejects.toMatchObject({
      name: 'ConditionalCheckFailedException',
      message: 'The conditional request failed',
    });
    expect(stub.calls).toHaveLength(1);
  });

  it('retries a connection dropped before the answer', async () => {
    // Prepare
    let requests = 0;
    const server = http.createServer((req, res) => {
      requests += 1;
      if (requests === 1) {
        req.socket.destroy();
        return;
      }
      req.resume();
      req.on('end', () => res.end('{"ok":true}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const flaky = awsService({
      service: 'dynamodb',
      region: 'sa-east-1',
      origin: `http://127.0.0.1:${port}`,
      credentials: () => CREDENTIALS,
    });

    // Act
    const output = await jsonCall(flaky, 'DynamoDB_20120810.GetItem', {});

    // Assess
    expect(output).toEqual({ ok: true });
    expect(requests).toBe(2);
    flaky.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('S3 signatures', () => {
  const arrived: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
  let server: http.Server;
  let s3: AwsService;
  let origin: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      arrived.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      req.resume();
      req.on('end', () => res.end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    s3 = awsService({
      service: 's3',
      region: 'us-east-1',
      origin,
      credentials: () => CREDENTIALS,
      uriEscapePath: false,
    });
  });

  afterAll(async () => {
    s3.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  const verdict = (method: string, url: string, headers: http.IncomingHttpHeaders) => {
    const [rawPath = '', rawQuery = ''] = url.split('?');
    return verifySigV4({ method, rawPath, rawQuery, headers }, CREDENTIALS);
  };

  it('signs a request with a body and an escaped key as S3 checks it', async () => {
    // Prepare
    arrived.length = 0;
    const path = `/bucket/${encodeURIComponent('fotos/Currículo (1).jpg').replace(/%2F/g, '/')}`;

    // Act
    await s3.call(
      { method: 'PUT', path, headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array([1, 2, 3]) },
      () => new Error('refused') as never,
    );

    // Assess
    const request = arrived[0]!;
    expect(verdict(request.method, request.url, request.headers)).toEqual({ ok: true });
    expect(verdict(request.method, request.url.replace('fotos', 'outras'), request.headers).ok).toBe(false);
  });

  it('presigns a GET with response headers, and a PUT bound to its type and length', async () => {
    // Act
    const get = await s3.presign(
      {
        method: 'GET',
        path: '/bucket/pdfs/a.pdf',
        query: { 'response-content-disposition': "attachment; filename*=UTF-8''Curr%C3%ADculo.pdf" },
      },
      60,
    );
    const put = await s3.presign(
      {
        method: 'PUT',
        path: '/bucket/fotos/a.jpg',
        headers: { 'content-type': 'image/png', 'content-length': '3' },
      },
      60,
      new Set(['content-type', 'content-length']),
    );
    const host = new URL(origin).host;
    const pathOf = (url: string) => url.slice(origin.length);

    // Assess
    expect(get.startsWith(`${origin}/bucket/pdfs/a.pdf?`)).toBe(true);
    expect(verdict('GET', pathOf(get), { host })).toEqual({ ok: true });
    expect(verdict('GET', pathOf(get).replace('a.pdf', 'b.pdf'), { host }).ok).toBe(false);
    const sent = { host, 'content-type': 'image/png', 'content-length': '3' };
    expect(verdict('PUT', pathOf(put), sent)).toEqual({ ok: true });
    expect(verdict('PUT', pathOf(put), { ...sent, 'content-length': '4000000' }).ok).toBe(false);
    expect(verdict('PUT', pathOf(put), { ...sent, 'content-type': 'text/html' }).ok).toBe(false);
  });
});

describe('credentialsFromEnv', () => {
  it('reads the role credentials Lambda sets, with the session token, and refuses their absence', () => {
    // Act
    const read = credentialsFromEnv({
      AWS_ACCESS_KEY_ID: 'A',
      AWS_SECRET_ACCESS_KEY: 'S',
      AWS_SESSION_TOKEN: 'T',
    });

    // Assess
    expect(read).toEqual({ accessKeyId: 'A', secretAccessKey: 'S', sessionToken: 'T' });
    expect(() => credentialsFromEnv({})).toThrow('No AWS credentials in the environment');
  });
});
