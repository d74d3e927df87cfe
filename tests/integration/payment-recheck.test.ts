// Payments found without the person's help (issue 15, item 9): a PIX approved at Mercado Pago whose webhook was
// lost is recognised by the lists that show it (Minhas Declarações, the resume list), a few open payments per
// request, and by the scheduled re-check, which reads again every payment open for more than 10 minutes and not
// past its expiry, found through the open payments' index. Over HTTP against the local runtime and the stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_RECHECKS } from '../../lambdas/use-cases/payment-recheck';
import { createCurriculo, downloadPdfText } from '../support/curriculos';
import { declaracaoPdfText, issuePix, saveDeclaracao } from '../support/declaracoes';
import { patchItem, readItem } from '../support/dynamo';
import { storedDocument } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;

beforeAll(async () => {
  // Checks are not spaced out, so that each step below asks Mercado Pago when it should.
  runtime = await startTestRuntime({ mercadoPago: true, env: { MP_STATUS_RECHECK_MS: '0' } });
});

afterAll(async () => {
  await runtime?.stop();
});

/** Approves the payment at the stand-in and sends no notification (the webhook is lost). */
async function approveWithoutWebhook(paymentId: string): Promise<void> {
  const delivered = await runtime.standIn!.simulate(paymentId, 'approved', { copies: 0 }).delivered;
  expect(delivered).toEqual([]);
}

/** How many times the stand-in was asked for each of `paymentIds` since `from` requests. */
function readsSince(from: number, paymentIds: readonly string[]): number {
  return runtime
    .standIn!.requests.slice(from)
    .filter((r) => paymentIds.some((id) => r.method === 'GET' && r.path === `/v1/payments/${id}`)).length;
}

interface ListedDeclaracao {
  id: string;
  paid: boolean;
}

async function myDeclaracoes(token: string): Promise<ListedDeclaracao[]> {
  const mine = await runtime.api('/declaracao-mine', { token });
  expect(mine.status, JSON.stringify(mine.body)).toBe(200);
  return mine.body.list as ListedDeclaracao[];
}

describe('the lists', () => {
  it('show a declaration paid when its webhook was lost, and its PDF downloads, though only the list was opened', async () => {
    // Prepare
    const token = await runtime.login({ email: 'lista@example.com', name: 'Lia Lista' });
    const reference = await saveDeclaracao(runtime, token);
    const { id } = await issuePix(runtime, token, reference);
    await approveWithoutWebhook(id);
    expect((await storedDocument(runtime, reference))?.paid).toBe(false);

    // Act
    const list = await myDeclaracoes(token);
    const text = await declaracaoPdfText(runtime, reference, token);

    // Assess
    expect(list.find((item) => item.id === reference)?.paid).toBe(true);
    expect(text).toContain('DECLARAÇÃO DE RESIDÊNCIA');
  });

  it('show a resume released when its webhook was lost, and its PDF downloads', async () => {
    // Prepare
    const token = await runtime.login({ email: 'curriculo-lista@example.com', name: 'Caio Lista' });
    const created = await createCurriculo(runtime, token);
    const { id } = await issuePix(runtime, token, created.meta.activePaymentRef!);
    await approveWithoutWebhook(id);

    // Act
    const mine = await runtime.api('/curriculo-mine', { token });
    const pdf = await runtime.api(`/curriculo-pdf?id=${encodeURIComponent(created.id)}`, { token });

    // Assess
    expect(mine.status).toBe(200);
    const listed = (mine.body.list as Array<{ id: string; display_status: string }>).find(
      (item) => item.id === created.id,
    );
    expect(listed?.display_status).toBe('liberado');
    expect((await downloadPdfText(pdf)).text.length).toBeGreaterThan(100);
  });

  it('ask Mercado Pago about a few open payments per request, and never about a settled one', async () => {
    // Prepare: one declaration paid (webhook delivered), then more open PIX than one request re-checks, all
    // approved without a webhook
    const token = await runtime.login({ email: 'muitas@example.com', name: 'Mara Muitas' });
    const paid = await saveDeclaracao(runtime, token);
    const paidPix = await issuePix(runtime, token, paid);
    await runtime.standIn!.simulate(paidPix.id, 'approved').delivered;
    const open: string[] = [];
    for (let n = 0; n < LIST_RECHECKS + 2; n += 1) {
      const reference = await saveDeclaracao(runtime, token);
      const { id } = await issuePix(runtime, token, reference);
      await approveWithoutWebhook(id);
      open.push(id);
    }
    const before = runtime.standIn!.requests.length;

    // Act
    const first = await myDeclaracoes(token);
    const readsOfFirst = readsSince(before, open);
    const readsOfPaid = readsSince(before, [paidPix.id]);
    const second = await myDeclaracoes(token);

    // Assess
    expect(readsOfFirst).toBe(LIST_RECHECKS);
    expect(readsOfPaid).toBe(0);
    expect(first.filter((item) => item.paid)).toHaveLength(LIST_RECHECKS + 1);
    expect(second.every((item) => item.paid)).toBe(true);
  });
});

describe('the scheduled re-check', () => {
  it('releases a document whose payment was approved without a webhook once it has been open 10 minutes', async () => {
    // Prepare
    const token = await runtime.login({ email: 'agendada@example.com', name: 'Ana Agendada' });
    const reference = await saveDeclaracao(runtime, token);
    const { id } = await issuePix(runtime, token, reference);
    await approveWithoutWebhook(id);

    // Act 1: a pass while the payment is a few seconds old
    const early = await runtime.runJob('payment-recheck');

    // Assess 1: not yet its turn
    expect(early).toMatchObject({ changed: 0 });
    expect((await storedDocument(runtime, reference))?.paid).toBe(false);

    // Act 2: the payment made 11 minutes ago, then a pass
    await patchItem(
      runtime.dynamoEndpoint,
      'payments',
      { payment_id: id },
      { created_at: Date.now() - 11 * 60_000 },
    );
    const pass = await runtime.runJob('payment-recheck');

    // Assess 2: released, the PDF downloads, and the payment has left the open payments' index
    expect(pass).toMatchObject({ found: 1, changed: 1 });
    expect((await storedDocument(runtime, reference))?.paid).toBe(true);
    expect(await declaracaoPdfText(runtime, reference, token)).toContain('DECLARAÇÃO DE RESIDÊNCIA');
    const stored = await readItem(runtime.dynamoEndpoint, 'payments', { payment_id: id });
    expect(stored).toMatchObject({ status: 'approved', released: true });
    expect(stored).not.toHaveProperty('open_key');
  });

  it('leaves a payment past its expiry alone', async () => {
    // Prepare: a PIX made 11 minutes ago whose expiry passed long ago
    const token = await runtime.login({ email: 'vencida@example.com', name: 'Vera Vencida' });
    const reference = await saveDeclaracao(runtime, token);
    const { id } = await issuePix(runtime, token, reference);
    await approveWithoutWebhook(id);
    const now = Date.now();
    await patchItem(
      runtime.dynamoEndpoint,
      'payments',
      { payment_id: id },
      { created_at: now - 11 * 60_000, open_until: now - 60 * 60_000 },
    );
    const before = runtime.standIn!.requests.length;

    // Act
    const pass = await runtime.runJob('payment-recheck');

    // Assess
    expect(pass).toMatchObject({ found: 0 });
    expect(readsSince(before, [id])).toBe(0);
    expect((await storedDocument(runtime, reference))?.paid).toBe(false);
  });
});
