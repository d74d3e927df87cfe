// A pending PIX survives a reload (issue 41 item 4): `mp-status?pix=1` answers the open PIX's QR and
// copy-and-paste code, read again from Mercado Pago, to the document's holder only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../shared/api/contratos';
import { contratoVeiculoExemplo } from '../../shared/documents/contrato-veiculo/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import { approve } from '../support/declaracoes';
import { type ApiCall, startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
});

afterAll(async () => {
  await runtime?.stop();
});

const withKey = (key: string): ApiCall => ({ headers: { [ACCESS_KEY_HEADER]: key } });

async function anonymousContract(): Promise<{ reference: string; key: string }> {
  const saved = await runtime.api('/contrato-save', {
    body: { kind: 'contrato_compra_veiculo', data: contratoVeiculoExemplo },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { reference: saved.body.reference as string, key: saved.body.access_key as string };
}

async function pix(reference: string, key: string) {
  const pay = await runtime.api('/mp-pay', {
    ...withKey(key),
    body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'pagante@example.com' },
  });
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  return {
    ...(pay.body.payment as { id: string; pix: { qr_code: string; qr_base64: string } }),
    amountCents: pay.body.amount_cents as number,
  };
}

describe('a pending PIX after a reload', { timeout: 60_000 }, () => {
  it('comes back with its QR and copy-and-paste code when the page asks with pix=1', async () => {
    // Prepare
    const { reference, key } = await anonymousContract();
    const payment = await pix(reference, key);

    // Act
    const resumed = await runtime.api(`/mp-status?reference=${reference}&pix=1`, withKey(key));
    const plain = await runtime.api(`/mp-status?reference=${reference}`, withKey(key));
    const stranger = await runtime.api(`/mp-status?reference=${reference}&pix=1`);

    // Assess
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body.pix).toEqual({ qr_code: payment.pix.qr_code, qr_base64: payment.pix.qr_base64 });
    // Its own amount, so the panel can tell it from what the form costs now (issue 40 item 1).
    expect(resumed.body.amount_cents).toBe(payment.amountCents);
    expect(plain.body.pix).toBeUndefined();
    expect(stranger.status).toBe(404);
  });

  it('answers no code once the PIX is paid', async () => {
    // Prepare
    const { reference, key } = await anonymousContract();
    const payment = await pix(reference, key);
    await approve(runtime, payment.id);

    // Act
    const resumed = await runtime.api(`/mp-status?reference=${reference}&pix=1`, withKey(key));

    // Assess
    expect(resumed.body).toMatchObject({ paid: true, pix: null });
  });
});
