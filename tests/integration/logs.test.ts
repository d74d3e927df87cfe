// The logs of real requests never hold a CPF or a token: requests carrying both (in the query, the body and
// the Authorization header) go through the runtime at debug level while its output is captured.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VIEWER_ADDRESS_HEADER } from '../../lambdas/core/viewer-address';
import { type CapturedOutput, captureOutput } from '../support/capture-output';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { foreignToken } from '../support/tokens';

let runtime: TestRuntime;
let output: CapturedOutput;

beforeAll(async () => {
  runtime = await startTestRuntime({ env: { LOG_LEVEL: 'debug' } });
});

afterAll(async () => {
  output?.restore();
  await runtime?.stop();
});

it('logs each request without the CPF or the token it carried', async () => {
  // Prepare
  const cpf = '529.982.247-25';
  const bareCpf = '52998224725';
  const token = await runtime.login({ email: 'logs@example.com', name: 'Logs' });
  const forged = await foreignToken();
  output = captureOutput();

  // Act
  await runtime.api(
    `/me?cpf=${bareCpf}&documento=${encodeURIComponent(cpf)}&adminMode=${encodeURIComponent('ana@example.com RG 12345678')}&id=decl-1`,
    { token },
  );
  await runtime.api('/me', { token: forged });
  await runtime.api('/user-upsert', { token, body: { email: cpf, name: cpf } });
  await runtime.api(`/user-upsert?ref=${bareCpf}`, { token, rawBody: `{"cpf":"${cpf}"` });
  await runtime.api('/local-login', {
    body: { email: 'logs@example.com', name: `Logs ${cpf}`, admin: false },
  });
  output.restore();

  // Assess
  const text = output.text();
  const lines = output.logLines();
  expect(lines.map((line) => [line.path, line.status])).toEqual([
    ['/backend/api/me', 200],
    ['/backend/api/me', 401],
    ['/backend/api/user-upsert', 400],
    ['/backend/api/user-upsert', 400],
    ['/backend/api/local-login', 200],
  ]);
  // Only known keys with identifier-like values are written; an e-mail or a bare RG in any parameter is not.
  expect(lines[0]?.query).toEqual({
    cpf: '[redacted]', // a secret key name wins over the omission
    documento: '[omitted]',
    adminMode: '[omitted]',
    id: 'decl-1',
  });
  expect(text).not.toContain('12345678');
  expect(text).not.toContain('ana@example.com');
  for (const secret of [cpf, bareCpf, token, forged, token.split('.')[1] ?? '', forged.split('.')[2] ?? '']) {
    expect(text).not.toContain(secret);
  }
  expect(text).not.toMatch(/eyJ[\w-]{10,}/);
});

it("marks an admin's requests, with the document named in the body, and nobody else's", async () => {
  // Prepare: Maria's declaration
  const maria = await runtime.login({ email: 'maria.auditada@example.com', name: 'Maria' });
  const admin = await runtime.login({ email: 'suporte@example.com', name: 'Suporte', admin: true });
  const saved = await runtime.api('/declaracao-save', {
    token: maria,
    body: { form: { titular_nome: 'Maria' } },
  });
  const id = saved.body.id as string;
  output = captureOutput();

  // Act: support corrects it; Maria saves it again
  await runtime.api('/declaracao-save', {
    token: admin,
    body: { id, form: { titular_nome: 'Maria Souza' }, adminMode: true },
  });
  await runtime.api('/declaracao-save', { token: maria, body: { id, form: { titular_nome: 'Maria S.' } } });
  output.restore();

  // Assess
  const lines = output.logLines().filter((line) => line.path === '/backend/api/declaracao-save');
  expect(lines.map((line) => [line.status, line.admin, line.target])).toEqual([
    [200, true, id],
    [200, undefined, undefined],
  ]);
});

it("logs the viewer's address CloudFront hands over, the connection's otherwise", async () => {
  // Prepare
  output = captureOutput();

  // Act: as CloudFront's viewer-request function sets it on every API request (infra/site.ts)
  await runtime.api('/mp-config', { headers: { [VIEWER_ADDRESS_HEADER]: '203.0.113.7' } });
  await runtime.api('/mp-config');
  output.restore();

  // Assess
  const lines = output.logLines().filter((line) => line.path === '/backend/api/mp-config');
  expect(lines.map((line) => line.ip)).toEqual(['203.0.113.7', expect.stringMatching(/127\.0\.0\.1|::1/)]);
});
