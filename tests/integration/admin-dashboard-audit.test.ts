// The admins' dashboard and audit trail over HTTP (issue 22 items 4 and 5): the counters kept on write after a
// sequence of creations, payments (one seen by a webhook, a repeat and a status poll at once) and a refund; the
// payments pending for over an hour; the audit lines of every action with its reason and what it moved, read per
// document and all together, newest first and paged. Against the local runtime, on its own (counts are global).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/routes';
import { type AdminAuditLine, AUDIT_PAGE_SIZE } from '../../shared/api/admin-audit';
import { type AdminDashboardResponse, dashboardTotals } from '../../shared/api/admin-dashboard';
import { issuePix, paidDeclaracao, saveDeclaracao, saveDeclaracaoTrabalho } from '../support/declaracoes';
import { patchItem } from '../support/dynamo';
import { sendWebhook } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let admin: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true, env: { MP_STATUS_RECHECK_MS: '0' } });
  admin = await runtime.login({ email: 'painel@example.com', name: 'Paula Painel', admin: true });
});

afterAll(async () => {
  await runtime?.stop();
});

async function dashboard(): Promise<AdminDashboardResponse> {
  const answer = await runtime.api('/admin-dashboard', { token: admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as never;
}

async function auditPage(
  params: Record<string, string>,
): Promise<{ items: AdminAuditLine[]; cursor: string | null }> {
  const answer = await runtime.api(`/admin-audit?${new URLSearchParams(params)}`, { token: admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as never;
}

describe('the dashboard', () => {
  it('counts creations, each payment once however often it is seen, revenue and a refund, per kind', async () => {
    // Prepare: three residence declarations and one work declaration; two paid, one of them seen three times
    const owner = await runtime.login({ email: 'vendas@example.com', name: 'Vera Vendas' });
    const { reference: paid, paymentId } = await paidDeclaracao(runtime, owner);
    const twice = await saveDeclaracao(runtime, owner);
    await saveDeclaracao(runtime, owner);
    await saveDeclaracaoTrabalho(runtime, owner);
    const pix = await issuePix(runtime, owner, twice);
    await runtime.standIn!.simulate(pix.id, 'approved', { copies: 0 }).delivered;

    // Act: the webhook, its repeat and the status poll all see the approval at once; then a refund
    const seen = await Promise.all([
      sendWebhook(runtime, pix.id),
      sendWebhook(runtime, pix.id),
      runtime.api(`/mp-status?reference=${twice}`, { token: owner }),
    ]);
    const refund = await runtime.api('/admin-refund', {
      token: admin,
      body: { id: paid, payment_id: paymentId, reason: 'Cliente desistiu' },
    });
    const answer = await dashboard();

    // Assess
    expect(seen.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const totals = dashboardTotals(answer);
    const residencia = totals.byKind.find((row) => row.kind === 'declaracao_residencia');
    const trabalho = totals.byKind.find((row) => row.kind === 'declaracao_trabalho');
    expect(residencia).toMatchObject({
      created: 3,
      paid: 2,
      revenue_cents: pix.amountCents * 2,
      refunds: 1,
      refunded_cents: pix.amountCents,
    });
    expect(residencia?.conversion).toBeCloseTo(2 / 3);
    expect(trabalho).toMatchObject({ created: 1, paid: 0, revenue_cents: 0, conversion: 0 });
    expect(answer.days).toHaveLength(30);
    expect(totals.byDay.at(-1)).toMatchObject({ created: 4, paid: 2 });
    expect(answer.kinds.map((kind) => kind.kind)).toEqual(expect.arrayContaining(['contrato_locacao']));
  });

  it('lists a payment still open an hour after it was made as pending too long', async () => {
    // Prepare
    const owner = await runtime.login({ email: 'pendente@example.com', name: 'Pedro Pendente' });
    const reference = await saveDeclaracao(runtime, owner);
    const fresh = await issuePix(runtime, owner, await saveDeclaracao(runtime, owner));
    const old = await issuePix(runtime, owner, reference);
    const twoHoursAgo = Date.now() - 2 * 3_600_000;
    await patchItem(runtime.dynamoEndpoint, 'payments', { payment_id: old.id }, { created_at: twoHoursAgo });

    // Act
    const answer = await dashboard();

    // Assess
    expect(fresh.id).not.toBe(old.id);
    expect(answer.pending).toEqual({ count: 1, more: false, oldest_created_at: twoHoursAgo });
  });
});

describe('the audit trail', () => {
  it('records block, unblock, payment state, payment check, refund and price change with reason and what moved', async () => {
    // Prepare
    const owner = await runtime.login({ email: 'trilha@example.com', name: 'Tiago Trilha' });
    const { reference, paymentId } = await paidDeclaracao(runtime, owner);
    const draft = await saveDeclaracao(runtime, owner);
    const prices = await runtime.api('/admin-prices', { token: admin });
    const reais = Object.fromEntries(
      Object.entries(prices.body.current as Record<string, number>).map(([key, cents]) => [key, cents / 100]),
    );
    const act = (path: string, body: Record<string, unknown>) => runtime.api(path, { token: admin, body });

    // Act
    const answers = [
      await act('/admin-block', { id: reference, blocked: true, reason: 'Fraude suspeita' }),
      await act('/admin-block', { id: reference, blocked: false, reason: 'Identidade confirmada' }),
      await act('/admin-payment-state', { id: draft, action: 'release', reason: 'Pago por transferência' }),
      await act('/admin-payment-check', { id: reference, payment_id: paymentId }),
      await act('/admin-refund', { id: reference, payment_id: paymentId, reason: 'Desistência em 7 dias' }),
      await act('/admin-prices-save', { prices: { ...reais, declaracao: 17 }, reason: 'Reajuste' }),
    ];
    const ofDocument = await auditPage({ id: reference });
    const ofDraft = await auditPage({ id: draft });
    const all = await auditPage({});

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[0]!.body).not.toHaveProperty('changes');
    expect(ofDocument.items.map((line) => [line.action, line.reason])).toEqual([
      ['/backend/api/admin-refund', 'Desistência em 7 dias'],
      ['/backend/api/admin-payment-check', null],
      ['/backend/api/admin-block', 'Identidade confirmada'],
      ['/backend/api/admin-block', 'Fraude suspeita'],
    ]);
    const [refund, check, unblock, block] = ofDocument.items;
    expect(block).toMatchObject({
      by: 'painel@example.com',
      target: reference,
      status: 200,
      changes: [{ field: 'blocked', before: false, after: true }],
    });
    expect(unblock!.changes).toEqual([{ field: 'blocked', before: true, after: false }]);
    expect(check!.changes).toEqual([]);
    expect(refund!.changes).toEqual(
      expect.arrayContaining([
        { field: `pagamento ${paymentId}`, before: 'approved', after: 'refunded' },
        { field: 'paid', before: true, after: false },
        { field: 'payment_state', before: 'paid', after: 'refunded' },
      ]),
    );
    expect(ofDraft.items[0]).toMatchObject({
      reason: 'Pago por transferência',
      changes: expect.arrayContaining([{ field: 'paid', before: false, after: true }]),
    });
    expect(all.items[0]).toMatchObject({
      action: '/backend/api/admin-prices-save',
      target: null,
      reason: 'Reajuste',
      changes: [
        { field: 'preço declaracao (centavos)', before: prices.body.current.declaracao, after: 1700 },
      ],
    });
    // Reads (the prices screen, the search, the document page) are not actions.
    expect(all.items.map((line) => line.action)).not.toContain('/backend/api/admin-prices');
    const page = await runtime.api(`/admin-document?id=${reference}`, { token: admin });
    expect(page.body.audit.map((line: AdminAuditLine) => line.reason)).toEqual(
      ofDocument.items.map((line) => line.reason),
    );
  });

  it('pages every action newest first with a cursor, and one document’s too', async () => {
    // Prepare: more blocks and unblocks on one document than a page holds
    const owner = await runtime.login({ email: 'paginas@example.com', name: 'Paulo Páginas' });
    const reference = await saveDeclaracao(runtime, owner);
    for (let n = 0; n <= AUDIT_PAGE_SIZE; n += 1) {
      const blocked = await runtime.api('/admin-block', {
        token: admin,
        body: { id: reference, blocked: n % 2 === 0, reason: `Ação número ${n}` },
      });
      expect(blocked.status).toBe(200);
    }

    // Act
    const first = await auditPage({ id: reference });
    const second = await auditPage({ id: reference, cursor: first.cursor ?? '' });
    const allFirst = await auditPage({});
    const allSecond = await auditPage({ cursor: allFirst.cursor ?? '' });

    // Assess
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.items[0]!.reason).toBe(`Ação número ${AUDIT_PAGE_SIZE}`);
    expect(second.items.map((line) => line.reason)).toEqual(['Ação número 0']);
    const times = [...allFirst.items, ...allSecond.items].map((line) => line.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(allSecond.items.length).toBeGreaterThan(0);
  });

  it('gives no route a right to change or delete an audit item, only to append (and the audit screens to read)', () => {
    // Act
    const uses = routes.map((route) => [route.path, route.uses.tables?.audit ?? null]);

    // Assess
    for (const [path, use] of uses) {
      expect([null, 'append', 'read-append'], String(path)).toContain(use);
    }
    expect(Object.fromEntries(uses.filter(([, use]) => use === 'read-append'))).toEqual({
      '/admin-audit': 'read-append',
      '/admin-document': 'read-append',
    });
  });

  it('answers 403 to a non-admin on the dashboard and the audit log', async () => {
    // Prepare
    const user = await runtime.login({ email: 'xereta@example.com', name: 'Xavier Xereta' });

    // Act
    const answers = await Promise.all(
      ['/admin-dashboard', '/admin-audit', '/admin-audit?id=x'].map(
        async (path) => (await runtime.api(path, { token: user })).status,
      ),
    );

    // Assess
    expect(answers).toEqual([403, 403, 403]);
  });
});
