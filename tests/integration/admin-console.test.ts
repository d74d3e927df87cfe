// The admins' console over HTTP (issue 22): every admin route refuses a non-admin, the search finds documents by
// reference, owner e-mail (any case) and payment id with its filters and cursor, a block with a reason stops the
// owner from editing and paying (and the reason is in the audit), a release without payment hands the owner the
// PDF, and "Consultar Mercado Pago" applies an approval whose webhook was lost. Against the local runtime.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/routes';
import { ADMIN_PAGE_SIZE, type AdminDocumentRow } from '../../shared/api/admin';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { readableReference } from '../../shared/format/reference';
import { createCurriculo, downloadPdfText } from '../support/curriculos';
import {
  approve,
  declaracaoPdfText,
  issuePix,
  paidDeclaracao,
  requestPix,
  saveDeclaracao,
  saveDeclaracaoTrabalho,
} from '../support/declaracoes';
import { queryPartition } from '../support/dynamo';
import { storedDocument } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let admin: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true, env: { MP_STATUS_RECHECK_MS: '0' } });
  admin = await runtime.login({ email: 'suporte@example.com', name: 'Sara Suporte', admin: true });
});

afterAll(async () => {
  await runtime?.stop();
});

async function search(
  params: Record<string, string>,
): Promise<{ items: AdminDocumentRow[]; cursor: string | null; searched_by: string }> {
  const result = await runtime.api(`/admin-search?${new URLSearchParams(params)}`, { token: admin });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as never;
}

const references = (rows: readonly AdminDocumentRow[]) => rows.map((row) => row.reference);

describe('access', () => {
  it('answers 403 to a signed-in person who is not an admin on every admin route, and 401 without a sign-in', async () => {
    // Prepare
    const user = await runtime.login({ email: 'curioso@example.com', name: 'Caio Curioso' });
    const adminRoutes = routes.filter((route) => route.access === 'admin');

    // Act
    const answers = await Promise.all(
      adminRoutes.map(async (route) => {
        const call = {
          method: route.method,
          ...(route.method === 'GET' ? {} : { body: { id: 'x', reason: 'teste' } }),
        };
        const asUser = await runtime.api(route.path, { ...call, token: user });
        const anonymous = await runtime.api(route.path, call);
        return [route.path, asUser.status, anonymous.status];
      }),
    );

    // Assess
    expect(adminRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/admin-search',
        '/admin-document',
        '/admin-block',
        '/admin-payment-state',
        '/admin-payment-check',
        '/admin-refund',
      ]),
    );
    expect(answers).toEqual(adminRoutes.map((route) => [route.path, 403, 401]));
  });
});

describe('the search', () => {
  it('finds a document by its reference, by its owner e-mail in any case and by a payment id', async () => {
    // Prepare
    const owner = await runtime.login({ email: 'Carla.Cliente@Example.com', name: 'Carla Cliente' });
    const first = await saveDeclaracao(runtime, owner);
    const second = await saveDeclaracaoTrabalho(runtime, owner);
    const { id: paymentId } = await issuePix(runtime, owner, first);

    // Act
    const byReference = await search({ q: second });
    const byEmail = await search({ q: 'CARLA.cliente@example.COM' });
    const byPayment = await search({ q: paymentId });

    // Assess
    expect(byReference.searched_by).toBe('reference');
    expect(references(byReference.items)).toEqual([second]);
    expect(byReference.items[0]).toMatchObject({
      kind: 'declaracao_trabalho',
      owner_email: 'Carla.Cliente@Example.com',
      payment_state: 'draft',
      pdf_generated: false,
      blocked: false,
    });
    expect(byEmail.searched_by).toBe('email');
    expect(references(byEmail.items)).toEqual([second, first]);
    expect(byPayment.searched_by).toBe('payment_id');
    expect(byPayment.items).toEqual([
      expect.objectContaining({ reference: first, payment_state: 'pending' }),
    ]);
  });

  it("finds a document by the reference a person reads, by any part of it, and by a party's name", async () => {
    // Prepare: a name no other test uses, typed with other accents and capitals in the search
    const owner = await runtime.login({ email: 'rui.referencia@example.com', name: 'Rui Referência' });
    const reference = await saveDeclaracao(runtime, owner, {
      ...declaracaoResidenciaExemplo,
      titular_nome: 'Joaquina Esperança Quaresma',
    });
    const other = await saveDeclaracao(runtime, owner);
    const readable = readableReference(reference);

    // Act
    const byReadable = await search({ q: readable });
    const byPart = await search({ q: readable.slice(-5).toLowerCase() });
    const byGroups = await search({ q: readable.replace(/-/g, ' ') });
    const byName = await search({ q: 'esperanca QUARESMA' });
    const byNameOfKind = await search({ q: 'Joaquina', kind: 'declaracao_trabalho' });

    // Assess
    expect(readable).toMatch(/^RES-[0-9A-F]{5}-[0-9A-F]{5}$/);
    expect(byReadable.searched_by).toBe('reference_part');
    expect(references(byReadable.items)).toContain(reference);
    expect(references(byReadable.items)).not.toContain(other);
    expect(references(byPart.items)).toContain(reference);
    expect(references(byGroups.items)).toContain(reference);
    expect(byName.searched_by).toBe('name');
    expect(references(byName.items)).toEqual([reference]);
    expect(byNameOfKind.items).toEqual([]);
  });

  it('filters by kind, payment state and block, and pages newest first with a cursor', async () => {
    // Prepare: more work declarations than a page, one of them paid, among residence ones
    const owner = await runtime.login({ email: 'filtros@example.com', name: 'Fábio Filtros' });
    const trabalho: string[] = [];
    for (let n = 0; n <= ADMIN_PAGE_SIZE; n += 1) trabalho.push(await saveDeclaracaoTrabalho(runtime, owner));
    const residencia = await saveDeclaracao(runtime, owner);
    const { reference: paid } = await paidDeclaracao(runtime, owner);

    // Act
    const firstPage = await search({ q: 'filtros@example.com', kind: 'declaracao_trabalho' });
    const secondPage = await search({
      q: 'filtros@example.com',
      kind: 'declaracao_trabalho',
      cursor: firstPage.cursor ?? '',
    });
    const allKinds = await search({ kind: 'declaracao_trabalho' });
    const paidOnes = await search({ q: 'filtros@example.com', state: 'paid' });
    const residenceDrafts = await search({
      q: 'filtros@example.com',
      kind: 'declaracao_residencia',
      state: 'paid',
    });

    // Assess
    const newestFirst = [...trabalho].reverse();
    expect(references(firstPage.items)).toEqual(newestFirst.slice(0, ADMIN_PAGE_SIZE));
    expect(firstPage.cursor).not.toBeNull();
    expect(references(secondPage.items)).toEqual(newestFirst.slice(ADMIN_PAGE_SIZE));
    expect(secondPage.cursor).toBeNull();
    expect(references(allKinds.items)).toEqual(newestFirst.slice(0, ADMIN_PAGE_SIZE));
    expect(references(paidOnes.items)).toEqual([paid]);
    expect(references(residenceDrafts.items)).toEqual([paid]);
    expect(references(residenceDrafts.items)).not.toContain(residencia);
  });

  it('lists every kind newest first without a query, and dates outside the range find nothing', async () => {
    // Prepare
    const owner = await runtime.login({ email: 'todos@example.com', name: 'Tina Todos' });
    const residencia = await saveDeclaracao(runtime, owner);
    const trabalho = await saveDeclaracaoTrabalho(runtime, owner);

    // Act
    const newest = await search({});
    const future = await search({ q: 'todos@example.com', from: '2099-01-01' });

    // Assess
    expect(references(newest.items).slice(0, 2)).toEqual([trabalho, residencia]);
    expect(newest.items.length).toBe(ADMIN_PAGE_SIZE);
    expect(future.items).toEqual([]);
  });

  it('pages every document of every kind newest first from one index, and filters its state across kinds', async () => {
    // Prepare: documents of two kinds, the newest of them paid
    const owner = await runtime.login({ email: 'indice@example.com', name: 'Iara Índice' });
    const older = [await saveDeclaracaoTrabalho(runtime, owner), await saveDeclaracao(runtime, owner)];
    const { reference: paid } = await paidDeclaracao(runtime, owner);

    // Act
    const first = await search({});
    const second = await search({ cursor: first.cursor ?? '' });
    const paidOnes = await search({ state: 'paid' });

    // Assess
    const rows = [...first.items, ...second.items];
    expect(references(first.items).slice(0, 3)).toEqual([paid, ...older.reverse()]);
    expect(new Set(references(rows)).size).toBe(rows.length);
    expect(rows.map((row) => row.created_at)).toEqual(
      rows.map((row) => row.created_at).sort((a, b) => b - a),
    );
    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set(['declaracao_residencia', 'declaracao_trabalho']),
    );
    expect(references(paidOnes.items)[0]).toBe(paid);
    expect(paidOnes.items.every((row) => row.payment_state === 'paid')).toBe(true);
  });
});

describe('the actions', () => {
  it('blocks with a reason: the owner can neither edit nor pay, the audit keeps the reason; unblocked, the owner pays', async () => {
    // Prepare
    const owner = await runtime.login({ email: 'bloqueio@example.com', name: 'Bruno Bloqueio' });
    const reference = await saveDeclaracao(runtime, owner);
    const me = await runtime.api('/me', { token: admin });

    // Act
    const blocked = await runtime.api('/admin-block', {
      token: admin,
      body: { id: reference, blocked: true, reason: 'Suspeita de fraude relatada pelo cliente' },
    });
    const pay = await requestPix(runtime, owner, reference);
    const edit = await runtime.api('/declaracao-save', {
      token: owner,
      body: { id: reference, form: { titular_nome: 'Outro Nome' } },
    });
    const listed = await search({ q: reference, blocked: 'true' });

    // Assess
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(blocked.body.document).toMatchObject({ reference, blocked: true });
    expect(pay.status).toBe(403);
    expect(pay.body.error.code).toBe('blocked');
    expect(edit.status).toBe(403);
    expect(references(listed.items)).toEqual([reference]);
    const audit = await queryPartition(runtime.dynamoEndpoint, 'audit', 'actor', me.body.uid as string);
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: '/backend/api/admin-block',
          target: reference,
          reason: 'Suspeita de fraude relatada pelo cliente',
          change: 'blocked=true',
          status: 200,
        }),
      ]),
    );

    // Act: unblocked
    const unblocked = await runtime.api('/admin-block', {
      token: admin,
      body: { id: reference, blocked: false, reason: 'Cliente confirmou a identidade' },
    });
    const payAgain = await requestPix(runtime, owner, reference);

    // Assess
    expect(unblocked.body.document).toMatchObject({ blocked: false });
    expect(payAgain.status, JSON.stringify(payAgain.body)).toBe(200);
  });

  it('refuses an action without a reason', async () => {
    // Prepare
    const owner = await runtime.login({ email: 'semmotivo@example.com', name: 'Sem Motivo' });
    const reference = await saveDeclaracao(runtime, owner);

    // Act
    const result = await runtime.api('/admin-block', {
      token: admin,
      body: { id: reference, blocked: true },
    });

    // Assess
    expect(result.status).toBe(400);
    expect((await storedDocument(runtime, reference))?.blocked).toBe(false);
  });

  it('releases without payment: the owner downloads the PDF; asked for a new payment, the owner must pay again', async () => {
    // Prepare
    const owner = await runtime.login({ email: 'liberar@example.com', name: 'Lara Liberar' });
    const reference = await saveDeclaracao(runtime, owner);
    const before = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: owner });

    // Act
    const released = await runtime.api('/admin-payment-state', {
      token: admin,
      body: { id: reference, action: 'release', reason: 'Cliente pagou por transferência' },
    });
    const text = await declaracaoPdfText(runtime, reference, owner);

    // Assess
    expect(before.status).toBe(402);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.document).toMatchObject({ payment_state: 'paid' });
    expect(text.length).toBeGreaterThan(100);

    // Act: a new payment asked for
    const repay = await runtime.api('/admin-payment-state', {
      token: admin,
      body: { id: reference, action: 'needs_repayment', reason: 'Liberado por engano' },
    });
    const after = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: owner });

    // Assess
    expect(repay.body.document).toMatchObject({ payment_state: 'needs_repayment' });
    expect(after.status).toBe(402);
  });

  it('releases a resume without payment: its owner downloads the clean PDF', async () => {
    // Prepare
    const owner = await runtime.login({ email: 'liberar-cv@example.com', name: 'Lívia Liberar' });
    const { id } = await createCurriculo(runtime, owner);
    const before = await runtime.api(`/curriculo-pdf?id=${id}`, { token: owner });

    // Act
    const released = await runtime.api('/admin-payment-state', {
      token: admin,
      body: { id, action: 'release', reason: 'Cliente pagou por transferência' },
    });
    const pdf = await downloadPdfText(await runtime.api(`/curriculo-pdf?id=${id}`, { token: owner }));

    // Assess
    expect(before.status).toBe(402);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(pdf.text).toContain(curriculoExemplo.nome);
    expect(pdf.text).not.toContain('PRÉVIA');
  });

  it('shows the document page with masked CPFs and its payments, and "Consultar Mercado Pago" applies an approval whose webhook was lost', async () => {
    // Prepare
    const owner = await runtime.login({ email: 'consulta@example.com', name: 'Célia Consulta' });
    const reference = await saveDeclaracao(runtime, owner);
    const { id: paymentId } = await issuePix(runtime, owner, reference);
    expect(await runtime.standIn!.simulate(paymentId, 'approved', { copies: 0 }).delivered).toEqual([]);

    // Act
    const page = await runtime.api(`/admin-document?id=${reference}`, { token: admin });
    const check = await runtime.api('/admin-payment-check', {
      token: admin,
      body: { id: reference, payment_id: paymentId },
    });
    const after = await runtime.api(`/admin-document?id=${reference}`, { token: admin });

    // Assess
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const summary = JSON.stringify(page.body.document.summary);
    expect(summary).toMatch(/\*\*\*\.\*\*\*\.\*\*\*-\d\d/);
    expect(summary).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
    expect(page.body.payments).toEqual([
      expect.objectContaining({ payment_id: paymentId, status: 'pending' }),
    ]);
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body).toMatchObject({
      provider_status: 'approved',
      payment: { status: 'approved', released: true },
    });
    expect(after.body.document).toMatchObject({ payment_state: 'paid' });
    expect(after.body.timeline.map((entry: { text: string }) => entry.text)).toEqual(
      expect.arrayContaining(['Documento criado', 'Documento liberado']),
    );
  });

  it('refunds an approved payment in full: the release is withdrawn and the owner sees it unpaid', async () => {
    // Prepare
    const owner = await runtime.login({ email: 'reembolso@example.com', name: 'Renata Reembolso' });
    const { reference, paymentId } = await paidDeclaracao(runtime, owner);
    await declaracaoPdfText(runtime, reference, owner);
    const draft = await saveDeclaracao(runtime, owner);
    const { id: openPix } = await issuePix(runtime, owner, draft);

    // Act
    const refunded = await runtime.api('/admin-refund', {
      token: admin,
      body: { id: reference, payment_id: paymentId, reason: 'Cliente desistiu dentro de 7 dias' },
    });
    const pdf = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: owner });
    const mine = await runtime.api('/declaracao-mine', { token: owner });
    const notApproved = await runtime.api('/admin-refund', {
      token: admin,
      body: { id: draft, payment_id: openPix, reason: 'Teste de recusa' },
    });

    // Assess
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body).toMatchObject({
      provider_status: 'refunded',
      payment: { status: 'refunded' },
      document: { payment_state: 'refunded' },
    });
    expect(runtime.standIn!.payment(paymentId)).toMatchObject({ status: 'refunded' });
    expect(pdf.status).toBe(402);
    expect(mine.body.list.find((item: { id: string }) => item.id === reference)).toMatchObject({
      paid: false,
    });
    expect(notApproved.status).toBe(409);
    expect(references((await search({ q: 'reembolso@example.com', state: 'refunded' })).items)).toEqual([
      reference,
    ]);
  });

  it('refuses "Consultar Mercado Pago" for a payment of another document', async () => {
    // Prepare
    const owner = await runtime.login({ email: 'outro@example.com', name: 'Otto Outro' });
    const { paymentId } = await paidDeclaracao(runtime, owner);
    const other = await saveDeclaracao(runtime, owner);

    // Act
    const check = await runtime.api('/admin-payment-check', {
      token: admin,
      body: { id: other, payment_id: paymentId },
    });

    // Assess
    expect(check.status).toBe(404);
  });
});

describe('the prices', () => {
  it('charges the next payment the new price, leaves a payment made before unchanged and records the change', async () => {
    // Prepare: a PIX issued at the old price
    const owner = await runtime.login({ email: 'precos@example.com', name: 'Paulo Preços' });
    const before = await saveDeclaracao(runtime, owner);
    const old = await issuePix(runtime, owner, before);
    const table = await runtime.api('/admin-prices', { token: admin });
    const reais = Object.fromEntries(
      Object.entries(table.body.current as Record<string, number>).map(([key, cents]) => [key, cents / 100]),
    );

    // Act
    const saved = await runtime.api('/admin-prices-save', {
      token: admin,
      body: { prices: { ...reais, declaracao: 15.5 }, reason: 'Reajuste de novembro' },
    });
    const after = await saveDeclaracao(runtime, owner);
    const next = await issuePix(runtime, owner, after);
    const mpConfig = await runtime.api('/mp-config');
    await approve(runtime, old.id);
    const outOfRange = await runtime.api('/admin-prices-save', {
      token: admin,
      body: { prices: { ...reais, declaracao: 0.5 }, reason: 'Teste de limite' },
    });

    // Assess
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(old.amountCents).toBe(table.body.current.declaracao);
    expect(next.amountCents).toBe(1550);
    expect(mpConfig.body.prices.declaracao).toBe(15.5);
    expect((await storedDocument(runtime, before))?.paid).toBe(true);
    expect(saved.body.history[0]).toMatchObject({
      by: 'suporte@example.com',
      old: { declaracao: table.body.current.declaracao },
      new: { declaracao: 1550 },
    });
    expect(outOfRange.status).toBe(400);
  });
});
