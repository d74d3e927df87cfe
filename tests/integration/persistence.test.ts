// Restarting the runtime on the same data folder keeps everything: the user record in dynalite, the
// issuer's signing key (a token from before the restart still signs the person in), and the Mercado Pago
// stand-in's payments (a PIX made before the restart can be approved after it).

import { afterAll, beforeAll, expect, it } from 'vitest';
import { localSub } from '../../local/issuer';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import { readItem } from '../support/dynamo';
import { makeTempDataDir, removeDataDir, startTestRuntime } from '../support/runtime';

let dataDir: string;

beforeAll(async () => {
  dataDir = await makeTempDataDir();
});

afterAll(async () => {
  await removeDataDir(dataDir);
});

it('keeps the user record and the signing key across a restart on the same data folder', async () => {
  // Prepare
  const email = 'persiste@example.com';
  const first = await startTestRuntime({ dataDir });
  const token = await first.login({ email, name: 'Persiste' });
  const written = await first.api('/user-upsert', {
    token,
    body: { email, name: 'Persiste', provider: 'google' },
  });
  expect(written.status).toBe(200);
  await first.stop();

  // Act
  const second = await startTestRuntime({ dataDir });
  try {
    const me = await second.api('/me', { token });
    const item = await readItem(second.dynamoEndpoint, 'users', { uid: localSub(email) });

    // Assess
    expect(second.dynamoEndpoint).not.toBe(first.dynamoEndpoint);
    expect(me.status).toBe(200);
    expect(me.body.uid).toBe(localSub(email));
    expect(item).toMatchObject({ uid: localSub(email), email, name: 'Persiste', status: 'active' });
  } finally {
    await second.stop();
  }
});

it('keeps a pending PIX of the Mercado Pago stand-in: approved after the restart, it releases the PDF', async () => {
  // Prepare: a PIX generated, then the runtime stopped before anyone pays it
  const first = await startTestRuntime({ dataDir, mercadoPago: true });
  const token = await first.login({ email: 'pix@example.com', name: 'Paga Depois' });
  const saved = await first.api('/declaracao-save', { token, body: { form: declaracaoResidenciaExemplo } });
  const reference = saved.body.id as string;
  const pay = await first.api('/mp-pay', {
    token,
    body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'pix@example.com' },
  });
  expect(pay.status).toBe(200);
  const paymentId = pay.body.payment.id as string;
  await first.stop();

  // Act: after the restart, the simulator approves it (its webhook went to the old port, so the page's poll
  // is what learns it, asking Mercado Pago at once)
  const second = await startTestRuntime({ dataDir, mercadoPago: true, env: { MP_STATUS_RECHECK_MS: '0' } });
  try {
    const approve = await fetch(`${second.url}/__mp/v1/__sim/payments/${paymentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    });
    const status = await second.api(`/mp-status?id=${paymentId}`, { token });
    const pdf = await second.api(`/declaracao-pdf?reference=${reference}`, { token });

    // Assess
    expect(approve.status).toBe(200);
    expect(status.body).toMatchObject({ found: true, status: 'approved', paid: true });
    expect(pdf.status).toBe(200);
  } finally {
    await second.stop();
  }
});
