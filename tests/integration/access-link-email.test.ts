// The access link of an anonymous document, e-mailed to its payer (issue 40 item 3, issue 41 item 4) through the
// local outbox (`/__mail`): only the key's holder may ask, only the
// payer's address receives it, the key travels in the link's fragment and never in a log, and the fourth
// e-mail in an hour is refused with a Portuguese 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAccessLinkFragment } from '../../shared/api/access-link';
import { ACCESS_KEY_HEADER } from '../../shared/api/contratos';
import { contratoVeiculoExemplo } from '../../shared/documents/contrato-veiculo/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import { type CapturedOutput, captureOutput } from '../support/capture-output';
import { approve } from '../support/declaracoes';
import { type ApiCall, startTestRuntime, type TestRuntime } from '../support/runtime';

const KIND = 'contrato_compra_veiculo';
const PAYER = 'comprador.pagante@example.com';

let runtime: TestRuntime;
let output: CapturedOutput | undefined;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true, env: { LOG_LEVEL: 'debug' } });
});

afterAll(async () => {
  output?.restore();
  await runtime?.stop();
});

const withKey = (key: string): ApiCall => ({ headers: { [ACCESS_KEY_HEADER]: key } });

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  purpose: string;
}

async function outbox(): Promise<Mail[]> {
  const res = await fetch(`${runtime.url}/__mail/messages.json`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

async function anonymousContract(): Promise<{ reference: string; key: string }> {
  const saved = await runtime.api('/contrato-save', { body: { kind: KIND, data: contratoVeiculoExemplo } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { reference: saved.body.reference as string, key: saved.body.access_key as string };
}

async function pix(reference: string, key: string) {
  const pay = await runtime.api('/mp-pay', {
    ...withKey(key),
    body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: PAYER },
  });
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  return pay.body.payment as { id: string; pix: { qr_code: string; qr_base64: string } };
}

describe('the access link e-mail', { timeout: 60_000 }, () => {
  it('reaches the payer’s outbox with a link whose fragment reopens the document, and never the logs', async () => {
    // Prepare
    const { reference, key } = await anonymousContract();
    const payment = await pix(reference, key);
    await approve(runtime, payment.id);
    const before = (await outbox()).length;
    output = captureOutput();

    // Act
    const sent = await runtime.api('/document-link-email', { ...withKey(key), body: { reference } });
    const logs = output.text();
    output.restore();
    const [mail] = await outbox();
    const page = await (await fetch(`${runtime.url}/__mail`)).text();

    // Assess
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.sent_to).toBe('c***@example.com');
    expect((await outbox()).length).toBe(before + 1);
    expect(mail).toMatchObject({
      to: PAYER,
      subject: 'Seu link de acesso ao documento',
      purpose: 'access-link',
    });
    const link = /https?:\/\/\S+/.exec(mail!.text)?.[0] ?? '';
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${runtime.url}/Acesso`);
    expect(url.search).toBe('');
    expect(readAccessLinkFragment(url.hash)).toEqual({ id: reference, key, kind: KIND });
    expect(mail!.html).toContain('Abrir o documento');
    expect(page).toContain('Seu link de acesso ao documento');
    expect(logs).toContain('/backend/api/document-link-email');
    expect(logs).not.toContain(key);
    expect(logs).not.toContain(PAYER);
  });

  it('answers 404 without the key, 409 before any payment and 429 after three e-mails in an hour', async () => {
    // Prepare
    const unpaid = await anonymousContract();
    const { reference, key } = await anonymousContract();
    await pix(reference, key);
    const ask = (call: ApiCall, ref = reference) =>
      runtime.api('/document-link-email', { ...call, body: { reference: ref } });

    // Act
    const noKey = await ask({});
    const wrongKey = await ask(withKey(unpaid.key));
    const noPayment = await ask(withKey(unpaid.key), unpaid.reference);
    const allowed = [await ask(withKey(key)), await ask(withKey(key)), await ask(withKey(key))];
    const fourth = await ask(withKey(key));

    // Assess
    expect(noKey.status).toBe(404);
    expect(wrongKey.status).toBe(404);
    expect(noPayment.status).toBe(409);
    expect(noPayment.body.error.message).toMatch(/ainda não tem um e-mail de pagamento/);
    expect(allowed.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toMatch(
      /^Limite de 3 e-mails com o link por hora para este documento atingido/,
    );
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
