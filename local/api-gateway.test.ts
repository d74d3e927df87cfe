// The request → payload 2.0 event mapping and the result → response mapping of the local API Gateway,
// checked against a real HTTP request so headers, query and body arrive as Node gives them.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPath, readBody, sendResult, toEvent } from './api-gateway';

let server: Server;
let base: string;
let lastEvent: APIGatewayProxyEventV2 | undefined;

beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    const body = await readBody(req);
    lastEvent = toEvent(
      req,
      body,
      'POST /documents/{id}',
      matchPath('/documents/{id}', '/documents/abc%20d') ?? {},
    );
    sendResult(res, {
      statusCode: 201,
      headers: { 'x-teste': 'sim' },
      cookies: ['a=1', 'b=2'],
      body: Buffer.from('olá').toString('base64'),
      isBase64Encoded: true,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('toEvent', () => {
  it('builds a payload 2.0 event with lower-case headers, joined query values, cookies and the raw path', async () => {
    const response = await fetch(`${base}/backend/api/documents/abc%20d?tipo=a&tipo=b&x=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Custom': 'Valor', cookie: 'c1=v1; c2=v2' },
      body: '{"nome":"Zé"}',
    });

    expect(response.status).toBe(201);
    expect(lastEvent).toMatchObject({
      version: '2.0',
      routeKey: 'POST /documents/{id}',
      rawPath: '/backend/api/documents/abc%20d',
      rawQueryString: 'tipo=a&tipo=b&x=1',
      queryStringParameters: { tipo: 'a,b', x: '1' },
      pathParameters: { id: 'abc d' },
      cookies: ['c1=v1', 'c2=v2'],
      body: '{"nome":"Zé"}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/backend/api/documents/abc%20d' }, stage: '$default' },
    });
    expect(lastEvent?.headers['x-custom']).toBe('Valor');
    expect(lastEvent?.headers['content-type']).toBe('application/json');
    expect(lastEvent?.headers.cookie).toBeUndefined();
  });

  it('base64-encodes a binary body and leaves queryStringParameters out when there is no query', async () => {
    await fetch(`${base}/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: new Uint8Array([0x25, 0x50, 0xff]),
    });

    expect(lastEvent?.isBase64Encoded).toBe(true);
    expect(Buffer.from(lastEvent?.body ?? '', 'base64')).toEqual(Buffer.from([0x25, 0x50, 0xff]));
    expect(lastEvent?.queryStringParameters).toBeUndefined();
  });
});

describe('sendResult', () => {
  it('writes status, headers, cookies and a base64 body decoded', async () => {
    const response = await fetch(`${base}/x`);

    expect(response.status).toBe(201);
    expect(response.headers.get('x-teste')).toBe('sim');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.text()).toBe('olá');
  });
});

describe('matchPath', () => {
  it('matches literal and parameter segments only', () => {
    expect(matchPath('/me', '/me')).toEqual({});
    expect(matchPath('/me', '/me/x')).toBeNull();
    expect(matchPath('/documents/{id}', '/documents/')).toBeNull();
    expect(matchPath('/documents/{id}/pdf', '/documents/7/pdf')).toEqual({ pathParameters: { id: '7' } });
  });
});
