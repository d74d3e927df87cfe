// defineHandler's pipeline on its own, invoked as Lambda invokes it: access levels against real tokens of the
// local issuer, a deleted account's writes, query and body checks, and every failure answered in the envelope
// with no internals leaked. The deleted-account check reads the users table in defineHandler; here it reads a
// set (the table's side is tried in tests/integration/meus-dados.test.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { type LocalIssuer, openLocalIssuer } from '../../local/issuer';

let dataDir: string;
let issuer: LocalIssuer;
let core: typeof import('./handler');
let errors: typeof import('./errors');
let verifier: typeof import('../auth/select-verifier');
/** The uids whose accounts were deleted after their tokens were issued. */
const retired = new Set<string>();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dp-handler-'));
  issuer = await openLocalIssuer(dataDir);
  vi.stubEnv('AUTH_MODE', 'local');
  vi.stubEnv('LOCAL_JWKS', JSON.stringify(issuer.jwks));
  vi.stubEnv('LOG_LEVEL', 'error');
  vi.resetModules();
  core = await import('./handler');
  errors = await import('./errors');
  verifier = await import('../auth/select-verifier');
});

/** defineHandler with the deleted-account check reading `retired`. */
function define<
  A extends import('../routes').Access,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends object = object,
>(definition: import('./handler').HandlerDefinition<A, B, Q, R>) {
  return core.buildHandler(definition, {
    verifier: verifier.getTokenVerifier,
    isRetired: async (principal) => retired.has(principal.uid),
  });
}

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

function event(parts: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /teste',
    rawPath: '/backend/api/teste',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      http: {
        method: 'POST',
        path: '/backend/api/teste',
        protocol: 'HTTP/1.1',
        sourceIp: '::1',
        userAgent: 't',
      },
      requestId: 'r1',
    } as APIGatewayProxyEventV2['requestContext'],
    ...parts,
  };
}

const context = {} as Context;

async function call(
  handler: ReturnType<typeof core.buildHandler>,
  parts: Partial<APIGatewayProxyEventV2> = {},
) {
  const result = await handler(event(parts), context);
  return { status: result.statusCode, headers: result.headers, body: JSON.parse(String(result.body)) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('access', () => {
  it('lets an admin through an admin route and refuses a signed-in user with 403', async () => {
    const handler = define({
      access: 'admin',
      handle: ({ principal }) => ({ uid: principal.uid }),
    });
    const admin = await issuer.issue({ email: 'adm@example.com', name: 'Adm', admin: true });
    const user = await issuer.issue({ email: 'user@example.com', name: 'User', admin: false });

    const asAdmin = await call(handler, { headers: bearer(admin) });
    const asUser = await call(handler, { headers: bearer(user) });
    const anonymous = await call(handler);

    expect(asAdmin.status).toBe(200);
    expect(asUser).toMatchObject({ status: 403, body: { ok: false, error: { code: 'admin_only' } } });
    expect(anonymous.status).toBe(401);
  });

  it('gives optional-auth routes a principal only when a token is sent, and refuses a bad one', async () => {
    const handler = define({
      access: 'optional-auth',
      handle: ({ principal }) => ({ who: principal?.email ?? null }),
    });
    const token = await issuer.issue({ email: 'opt@example.com', name: 'Opt', admin: false });

    expect((await call(handler)).body).toEqual({ ok: true, who: null });
    expect((await call(handler, { headers: bearer(token) })).body).toEqual({
      ok: true,
      who: 'opt@example.com',
    });
    expect((await call(handler, { headers: bearer(`${token}x`) })).status).toBe(401);
  });

  it('reads the Authorization header whatever its case', async () => {
    const handler = define({
      access: 'user',
      handle: ({ principal }) => ({ uid: principal.uid }),
    });
    const token = await issuer.issue({ email: 'caso@example.com', name: 'Caso', admin: false });

    expect((await call(handler, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});

describe('a deleted account', () => {
  it('refuses the writes of a token issued before its deletion with 401, and lets its reads through', async () => {
    // Prepare
    const handler = define({ access: 'optional-auth', handle: () => ({ done: true }) });
    const token = await issuer.issue({ email: 'apagada@example.com', name: 'Apagada', admin: false });
    const living = await issuer.issue({ email: 'viva@example.com', name: 'Viva', admin: false });
    const { localSub } = await import('../../local/issuer');
    retired.add(localSub('apagada@example.com'));
    const get = {
      requestContext: { ...event().requestContext, http: { ...event().requestContext.http, method: 'GET' } },
    };

    // Act
    const write = await call(handler, { headers: bearer(token) });
    const read = await call(handler, { headers: bearer(token), ...get });
    const other = await call(handler, { headers: bearer(living) });

    // Assess
    expect(write).toMatchObject({
      status: 401,
      body: {
        ok: false,
        error: { code: 'account_deleted', message: 'Sessão inválida ou expirada. Faça login novamente.' },
      },
    });
    expect(read.body).toEqual({ ok: true, done: true });
    expect(other.body).toEqual({ ok: true, done: true });
  });
});

describe('input', () => {
  it('parses the query with its schema', async () => {
    const built = define({
      access: 'public',
      query: z.object({ reference: z.string({ error: 'Informe a referência' }).min(3) }),
      handle: ({ query }) => ({ reference: query.reference }),
    });

    expect((await call(built, { queryStringParameters: { reference: 'contrato-1' } })).body).toEqual({
      ok: true,
      reference: 'contrato-1',
    });
    expect((await call(built)).body.error).toEqual({
      code: 'invalid_input',
      message: 'Informe a referência',
      fields: [{ field: 'reference', message: 'Informe a referência' }],
    });
  });

  it('decodes a base64 body and bounds it after decoding', async () => {
    const built = define({
      access: 'public',
      body: z.object({ nome: z.string() }),
      maxBodyBytes: 32,
      handle: ({ body }) => ({ nome: body.nome }),
    });
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

    const small = await call(built, { body: encode({ nome: 'Zé' }), isBase64Encoded: true });
    const large = await call(built, { body: encode({ nome: 'x'.repeat(40) }), isBase64Encoded: true });

    expect(small.body).toEqual({ ok: true, nome: 'Zé' });
    expect(large.status).toBe(400);
    expect(large.body.error.code).toBe('body_too_large');
  });

  it('refuses an empty body when a schema expects one', async () => {
    const built = define({ access: 'public', body: z.object({}), handle: () => ({}) });

    const result = await call(built);

    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('empty_body');
  });
});

describe('answers', () => {
  it('maps a typed error to its status, code and Portuguese message', async () => {
    const built = define({
      access: 'public',
      handle: () => {
        throw new errors.PaymentRequiredError();
      },
    });

    const result = await call(built);

    expect(result).toMatchObject({
      status: 402,
      body: { ok: false, error: { code: 'payment_required', message: 'Efetue o pagamento para liberar' } },
    });
  });

  it('answers an unknown error with 500 "Erro interno", no stack, and logs it', async () => {
    // Powertools' console writes an error line to stderr.
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const built = define({
      access: 'public',
      handle: () => {
        throw new TypeError('segredo interno em /srv/app.ts');
      },
    });

    const result = await call(built);
    spy.mockRestore();

    expect(result.status).toBe(500);
    expect(result.body).toEqual({
      ok: false,
      error: { code: 'internal', message: 'Erro interno. Tente novamente em instantes.' },
    });
    expect(result.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    expect(lines.join('')).toContain('segredo interno em /srv/app.ts');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 'ERROR',
      message: 'request failed',
      status: 500,
    });
  });

  it('answers a store conflict that outlasted its retries with 409 and a Portuguese message, not 500', async () => {
    const { VersionConflictError } = await import('../ports/store-errors');
    // Its error line goes to stderr (Powertools' console): kept out of the test's output.
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const built = define({
      access: 'public',
      handle: () => {
        throw new VersionConflictError('lost every race');
      },
    });

    const result = await call(built);
    spy.mockRestore();

    expect(result).toMatchObject({
      status: 409,
      body: {
        ok: false,
        error: {
          code: 'conflict',
          message: 'O registro foi alterado por outra operação. Recarregue e tente novamente.',
        },
      },
    });
  });

  it('sends another status with reply(), still in the envelope', async () => {
    const built = define({ access: 'public', handle: () => core.reply(201, { id: 'abc' }) });

    const result = await call(built);

    expect(result).toMatchObject({ status: 201, body: { ok: true, id: 'abc' } });
  });

  it('answers a binaryReply() base64-encoded with its content type, and errors still in the envelope', async () => {
    // Prepare
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff]);
    const built = define({
      access: 'public',
      body: z.object({ fail: z.boolean() }),
      handle: ({ body }) => {
        if (body.fail) throw new errors.PaymentRequiredError();
        return core.binaryReply(bytes, 'application/pdf', { 'content-disposition': 'inline' });
      },
    });

    // Act
    const ok = await built(event({ body: '{"fail":false}' }), context);
    const refused = await call(built, { body: '{"fail":true}' });

    // Assess
    expect(ok).toMatchObject({
      statusCode: 200,
      isBase64Encoded: true,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'inline',
        'cache-control': 'no-store',
      },
    });
    expect(new Uint8Array(Buffer.from(String(ok.body), 'base64'))).toEqual(bytes);
    expect(refused).toMatchObject({ status: 402, body: { ok: false, error: { code: 'payment_required' } } });
  });
});

describe('clientAddress', () => {
  it.each([
    ['CloudFront IPv4 viewer', { 'x-viewer-address': '198.51.100.10' }, '198.51.100.10'],
    ['CloudFront IPv6 viewer', { 'x-viewer-address': '2001:db8::1' }, '2001:db8::1'],
    ['no viewer header: the connection', {}, '::1'],
    ['a forged X-Forwarded-For ignored', { 'x-forwarded-for': '10.0.0.1' }, '::1'],
  ])('%s', (_case, headers, expected) => {
    // Act
    const address = core.clientAddress(event({ headers }));

    // Assess
    expect(address).toBe(expected);
  });
});

describe('Powertools in the pipeline', () => {
  it("writes the request line with the Lambda context's keys in Lambda (injectLambdaContext)", async () => {
    // Prepare: a cold start of the handler's module in Lambda
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'GetTeste');
    vi.stubEnv('LOG_LEVEL', 'info');
    vi.resetModules();
    const inLambda: typeof import('./handler') = await import('./handler');
    const built = inLambda.defineHandler({ access: 'public', handle: () => ({}) });
    const lambdaContext = {
      functionName: 'GetTeste',
      awsRequestId: 'a1b2c3d4-0000-4000-8000-000000000001',
      invokedFunctionArn: 'arn:aws:lambda:sa-east-1:111111111111:function:GetTeste',
      memoryLimitInMB: '512',
    } as Context;
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });

    // Act
    await built(event(), lambdaContext);
    spy.mockRestore();
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '');
    vi.stubEnv('LOG_LEVEL', 'error');

    // Assess
    const line = JSON.parse(lines.find((text) => text.includes('"request"')) ?? '{}');
    expect(line).toMatchObject({
      level: 'INFO',
      message: 'request',
      service: 'documentos-prontos',
      function_name: 'GetTeste',
      function_request_id: 'a1b2c3d4-0000-4000-8000-000000000001',
      cold_start: expect.any(Boolean),
      path: '/backend/api/teste',
      status: 200,
    });
  });
});
