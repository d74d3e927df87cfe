// The logger's redaction: document numbers and tokens masked inside any string, secret-named keys blanked,
// everything else kept so the lines stay useful; and the lines Powertools writes with it.
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, createPowertoolsLogger, isSecretKey, redact, redactText } from './logger';
import { SERVICE_NAME } from './powertools-env';

describe('redactText', () => {
  it.each([
    ['CPF with mask', 'cpf do locador 529.982.247-25 no contrato', 'cpf do locador [redacted] no contrato'],
    ['CPF bare', 'documento=52998224725&x=1', 'documento=[redacted]&x=1'],
    ['CNPJ with mask', 'empresa 11.222.333/0001-81', 'empresa [redacted]'],
    ['CNPJ bare', '11222333000181', '[redacted]'],
    ['alphanumeric CNPJ with mask', 'empresa 12.ABC.345/01DE-35 ok', 'empresa [redacted] ok'],
    ['alphanumeric CNPJ bare', 'cnpj=12ABC34501DE35', 'cnpj=[redacted]'],
    ['RG with mask', 'RG 12.345.678-9 SSP', 'RG [redacted] SSP'],
    ['RG with X digit', 'rg 1.234.567-X', 'rg [redacted]'],
    ['bearer header', 'Authorization: Bearer abc.def.ghi', 'Authorization: Bearer [redacted]'],
    ['JWT anywhere', 'token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl end', 'token [redacted] end'],
  ])('masks a %s', (_case, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it.each([
    ['an epoch in milliseconds', 'at 1763731200000'],
    ['a UUID', 'c629a4a1-216f-5a97-baf4-d679612f2705'],
    ['a CEP', 'cep 01310-100'],
    ['a reference', 'contrato-1763731200000-abc'],
    ['a price', 'R$ 1.234,56'],
    ['a 14-character code whose check digits fail', 'codigo Q0SLFMBD7VX438'],
  ])('keeps %s', (_case, input) => {
    expect(redactText(input)).toBe(input);
  });
});

describe('isSecretKey', () => {
  it.each([
    'cpf',
    'locador_cpf',
    'cpfCnpj',
    'rg',
    'locatario_rg',
    'rgNumero',
    'token',
    'idToken',
    'access_token',
  ])('treats %s as secret', (key) => {
    expect(isSecretKey(key)).toBe(true);
  });

  it.each(['password', 'clientSecret', 'authorization', 'x-signature', 'cookie', 'apiKey'])(
    'treats %s as secret',
    (key) => {
      expect(isSecretKey(key)).toBe(true);
    },
  );

  it.each(['cargo', 'cargo_desejado', 'email', 'reference', 'status', 'org', 'argumento'])(
    'keeps %s',
    (key) => {
      expect(isSecretKey(key)).toBe(false);
    },
  );
});

describe('redact', () => {
  it('keeps a client key named like Object.prototype’s members as a plain key (issue 40 item 5)', () => {
    // JSON.parse makes `__proto__` an own key, as a request body or query arrives.
    const value = JSON.parse('{"__proto__": {"cpf": "529.982.247-25"}, "constructor": "x", "toString": 1}');

    const text = JSON.stringify(redact(value));

    expect(JSON.parse(text)).toEqual(
      JSON.parse('{"__proto__": {"cpf": "[redacted]"}, "constructor": "x", "toString": 1}'),
    );
    expect(text).not.toContain('529.982.247-25');
  });

  it('walks objects, arrays and errors', () => {
    const error = new Error('falha com CPF 529.982.247-25');

    const out = redact({
      user: { cpf: '000', name: 'Ana', tokens: ['a'] },
      list: ['52998224725', 42],
      error,
      nested: { deeper: { authorization: 'Bearer x' } },
    }) as {
      user: unknown;
      list: unknown;
      error: { message: string; stack: string };
      nested: { deeper: { authorization: string } };
    };

    expect(out.user).toEqual({ cpf: '[redacted]', name: 'Ana', tokens: '[redacted]' });
    expect(out.list).toEqual(['[redacted]', 42]);
    expect(out.error.message).toBe('falha com CPF [redacted]');
    expect(out.error.stack).not.toContain('529.982.247-25');
    expect(out.nested.deeper.authorization).toBe('[redacted]');
  });

  it("keeps Mercado Pago's numeric payment ids, which look like a bare CPF, so a payment's lines can be found", () => {
    // Act
    const out = redact({
      payment_id: '52998224725',
      paymentId: 52998224725,
      'data.id': '12345678901',
      note: 'pagamento 52998224725',
      other_id: '52998224725',
    });

    // Assess
    expect(out).toEqual({
      payment_id: '52998224725',
      paymentId: 52998224725,
      'data.id': '12345678901',
      note: 'pagamento [redacted]',
      other_id: '[redacted]',
    });
  });

  it('survives cycles', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;

    expect(redact(a)).toEqual({ name: 'a', self: '[circular]' });
  });
});

describe('createLogger', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** What the logger writes, per stream (Powertools' console: errors and warnings on stderr). */
  function captureStreams() {
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out.push(String(chunk));
      return true;
    });
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      err.push(String(chunk));
      return true;
    });
    return { out, err };
  }

  it('writes one redacted JSON line per call at or above its level, with Powertools keys', () => {
    // Prepare
    const { out, err } = captureStreams();
    const log = createLogger({ area: 'teste' }, { level: 'info' });

    // Act
    log.debug('hidden');
    log.info('visto 529.982.247-25', { cpf: '529.982.247-25', note: 'CPF 529.982.247-25' });
    log.child({ requestId: 'r1' }).error('falhou');

    // Assess
    expect(out).toHaveLength(1);
    expect(err).toHaveLength(1);
    const first = JSON.parse(out[0] ?? '');
    expect(first).toMatchObject({
      level: 'INFO',
      message: 'visto [redacted]',
      area: 'teste',
      cpf: '[redacted]',
      note: 'CPF [redacted]',
    });
    expect(Number.isNaN(Date.parse(first.timestamp))).toBe(false);
    expect(JSON.parse(err[0] ?? '')).toMatchObject({ level: 'ERROR', message: 'falhou', requestId: 'r1' });
    expect([...out, ...err].join('')).not.toContain('529.982.247-25');
  });

  it("keeps Mercado Pago's payment id and redacts an error's text, as the redaction above does", () => {
    // Prepare
    const { err } = captureStreams();
    const log = createLogger({}, { level: 'info' });

    // Act
    log.error('pagamento falhou', {
      payment_id: '52998224725',
      error: new Error('CPF 52998224725 recusado', { cause: new Error('token eyJabc.eyJdef.ghi') }),
    });

    // Assess
    const line = JSON.parse(err[0] ?? '');
    expect(line.payment_id).toBe('52998224725');
    expect(line.error).toMatchObject({ name: 'Error', message: 'CPF [redacted] recusado' });
    expect(line.error.cause.message).toBe('token [redacted]');
    expect(err.join('')).not.toMatch(/CPF 52998224725|eyJabc/);
  });
});

describe('RedactingLogFormatter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("adds Powertools' service and Lambda context keys in Lambda, unredacted, and leaves them out elsewhere", () => {
    // Prepare
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const context = {
      functionName: 'GetMe',
      awsRequestId: 'c629a4a1-216f-5a97-baf4-552998224725',
      invokedFunctionArn: 'arn:aws:lambda:sa-east-1:111111111111:function:GetMe',
      memoryLimitInMB: '512',
    } as Context;
    const inLambda = createPowertoolsLogger({ level: 'info', lambdaKeys: true });
    const local = createPowertoolsLogger({ level: 'info', lambdaKeys: false });
    inLambda.addContext(context);
    local.addContext(context);

    // Act
    inLambda.info('request', { uid: 'u1' });
    local.info('request', { uid: 'u1' });

    // Assess
    const [aws, here] = lines.map((line) => JSON.parse(line));
    expect(aws).toMatchObject({
      level: 'INFO',
      message: 'request',
      service: SERVICE_NAME,
      cold_start: expect.any(Boolean),
      function_name: 'GetMe',
      function_request_id: 'c629a4a1-216f-5a97-baf4-552998224725',
      uid: 'u1',
    });
    expect(Object.keys(here)).toEqual(['level', 'message', 'timestamp', 'uid']);
  });
});
