// Who may touch a resume and what a save must carry (issue 5, items 4, 5 and 7): another person's resume is not
// found by any endpoint, the terms before creating, the quick-save check, a blocked resume (403 for its owner,
// unblocked by an admin opening it, released by a payment), the painel list by e-mail, delete.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculoExemplo, curriculoMinimoExemplo } from '../../shared/documents/curriculo/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import { createCurriculo, edited, payCurriculo, saveCurriculo, storedCurriculo } from '../support/curriculos';
import { issuePix } from '../support/declaracoes';
import { patchItem, queryPartition } from '../support/dynamo';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

const NOT_FOUND = { code: 'not_found', message: 'Documento não encontrado.' };
const BLOCKED = { code: 'blocked', message: 'Edição bloqueada pelo administrador.' };

let runtime: TestRuntime;
let owner: string;
let intruder: string;
let admin: string;

/** The uid (`sub`) a token carries. */
const subOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  owner = await runtime.login({ email: 'joao@example.com', name: 'João' });
  intruder = await runtime.login({ email: 'intruso@example.com', name: 'Intruso' });
  admin = await runtime.login({ email: 'admin@example.com', name: 'Admin', admin: true });
});

afterAll(async () => {
  await runtime?.stop();
});

describe("another person's resume", () => {
  it('is not found by get, save, update, pdf, preview, delete, new-reference, mp-pay and mp-status; nothing changes', async () => {
    // Prepare
    const { id, meta } = await createCurriculo(runtime, owner);
    const { id: paymentId } = await issuePix(runtime, owner, meta.activePaymentRef!);
    const before = await storedCurriculo(runtime, id);
    const as = { token: intruder };

    // Act
    const results = await Promise.all([
      runtime.api(`/curriculo-get?id=${id}`, as),
      saveCurriculo(runtime, intruder, id, edited(curriculoExemplo, 9)),
      runtime.api('/curriculo-update', { ...as, body: { id, lastLayout: 'classic' } }),
      runtime.api(`/curriculo-pdf?id=${id}`, as),
      runtime.api('/curriculo-preview', { ...as, body: { id, data: curriculoExemplo, layout: 'clean' } }),
      runtime.api('/curriculo-delete', { ...as, body: { id } }),
      runtime.api('/curriculo-new-reference', { ...as, body: { id } }),
      runtime.api('/mp-pay', {
        ...as,
        body: {
          terms_version: TERMS_VERSION,
          reference: meta.activePaymentRef,
          method: 'pix',
          email: 'intruso@example.com',
        },
      }),
      runtime.api(`/mp-status?reference=${meta.activePaymentRef}`, as),
      runtime.api(`/mp-status?id=${paymentId}`, as),
      runtime.api(`/mp-status?id=${paymentId}&reference=${meta.activePaymentRef}`, as),
    ]);

    // Assess
    for (const result of results) {
      expect(result.status).toBe(404);
      expect(result.body.error).toEqual(NOT_FOUND);
    }
    expect(await storedCurriculo(runtime, id)).toEqual(before);
  });

  it('is refused without a sign-in', async () => {
    // Act
    const results = await Promise.all([
      runtime.api('/curriculo-save', { body: { data: curriculoExemplo, terms_accepted: true } }),
      runtime.api('/curriculo-mine'),
      runtime.api('/curriculo-preview', { body: { data: curriculoExemplo, layout: 'clean' } }),
      runtime.api('/curriculo-photo-url', { body: { content_type: 'image/jpeg', size: 1000 } }),
    ]);

    // Assess
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401]);
  });
});

describe('creating and saving', () => {
  it.each([
    ['not sent', {}],
    ['false', { terms_accepted: false }],
  ])('refuses to create without the terms accepted (%s), and stores nothing', async (_case, terms) => {
    // Prepare
    const token = await runtime.login({ email: `sem-termos-${Object.keys(terms).length}@example.com` });

    // Act
    const created = await runtime.api('/curriculo-save', {
      token,
      body: { data: curriculoExemplo, ...terms },
    });
    const mine = await runtime.api('/curriculo-mine', { token });

    // Assess
    expect(created.status).toBe(400);
    expect(created.body.error).toEqual({
      code: 'terms_required',
      message: 'Você precisa ler e aceitar o Termo de Responsabilidade para continuar.',
    });
    expect(mine.body.list).toEqual([]);
  });

  it('needs nome and e-mail for any save, and refuses data of the wrong shape with its message', async () => {
    // Prepare
    const { id } = await createCurriculo(runtime, owner);

    // Act
    const noName = await runtime.api('/curriculo-save', {
      token: owner,
      body: { data: { ...curriculoExemplo, nome: '  ' }, terms_accepted: true },
    });
    const noEmail = await saveCurriculo(runtime, owner, id, { ...curriculoExemplo, email: '' });
    const badSexo = await saveCurriculo(runtime, owner, id, { ...curriculoExemplo, sexo: 'X' });
    const tooLong = await saveCurriculo(runtime, owner, id, { ...curriculoExemplo, nome: 'a'.repeat(121) });

    // Assess
    for (const [result, field, message] of [
      [noName, 'nome', 'Nome completo é obrigatório'],
      [noEmail, 'email', 'E-mail é obrigatório'],
    ] as const) {
      expect(result.status).toBe(400);
      expect(result.body.error).toEqual({
        code: 'missing_required',
        message: 'Preencha Nome e E-mail para salvar.',
        fields: [{ field, message }],
      });
    }
    expect(badSexo.body.error).toEqual({
      code: 'invalid_input',
      message: 'Sexo inválido',
      fields: [{ field: 'sexo', message: 'Sexo inválido' }],
    });
    expect(tooLong.body.error).toEqual({
      code: 'invalid_input',
      message: 'Nome completo: no máximo 120 caracteres',
      fields: [{ field: 'nome', message: 'Nome completo: no máximo 120 caracteres' }],
    });
  });

  it('never takes status, payment or edit counting from the page', async () => {
    // Prepare
    const { id } = await createCurriculo(runtime, owner);

    // Act
    const saved = await runtime.api('/curriculo-save', {
      token: owner,
      body: {
        id,
        data: { ...curriculoExemplo, status: 'liberado', pay: true, paidAt: Date.now() },
        status: 'liberado',
        pay: true,
        paidAt: Date.now(),
        needs_repayment: false,
        editCountSincePaid: 0,
      },
    });

    // Assess
    expect(saved.status).toBe(200);
    expect(saved.body.meta).toMatchObject({ status: 'pendente', pay: false, paidAt: null });
    expect(await storedCurriculo(runtime, id)).toMatchObject({ paid: false, status: 'pendente' });
    expect((await runtime.api(`/curriculo-pdf?id=${id}`, { token: owner })).status).toBe(402);
  });

  it('saves a full resume of the largest size the schema accepts', async () => {
    // Prepare: 15 experiences with 2,000 accented characters of duties each and 20 courses (more than the
    // default 64 KB body)
    const experiencia = { ...curriculoExemplo.experiencias[0]!, funcoes: 'çã'.repeat(1000) };
    const curso = { curso: 'Gestão '.repeat(17), entidade: 'Instituição '.repeat(10), carga_horaria: '40' };
    const data = {
      ...curriculoExemplo,
      experiencias: Array.from({ length: 15 }, () => experiencia),
      cursos: Array.from({ length: 20 }, () => curso),
    };

    // Act
    const created = await runtime.api('/curriculo-save', {
      token: owner,
      body: { data, terms_accepted: true },
    });

    // Assess
    expect(Buffer.byteLength(JSON.stringify(data))).toBeGreaterThan(64 * 1024);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  });
});

describe('background saves racing each other', () => {
  it('are each stored or answered 409, never dropped in silence', async () => {
    // Prepare
    const { id } = await createCurriculo(runtime, owner);
    const before = (await storedCurriculo(runtime, id))?.version as number;

    // Act: ten autosaves of different content at once
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => saveCurriculo(runtime, owner, id, edited(curriculoExemplo, n))),
    );

    // Assess: one stored write per 200, the stored content one of theirs
    const statuses = results.map((r) => r.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const stored = await storedCurriculo(runtime, id);
    expect(stored?.version).toBe(before + statuses.filter((status) => status === 200).length);
    const saved = results.flatMap((r, n) => (r.status === 200 ? [`Assistente Administrativo ${n}`] : []));
    expect(saved.length).toBeGreaterThan(0);
    expect(saved).toContain((stored!.form as { cargo_desejado: string }).cargo_desejado);
    for (const conflict of results.filter((r) => r.status === 409)) {
      expect(conflict.body.error.code).toBe('conflict');
    }
  });
});

describe('a blocked resume', () => {
  it("refuses its owner's edits with 403; an admin opening it reads it unchanged, then unblocks it by POST", async () => {
    // Prepare: a paid resume, then blocked by support
    const { id, meta } = await createCurriculo(runtime, owner);
    await payCurriculo(runtime, owner, meta.activePaymentRef!);
    await patchItem(runtime.dynamoEndpoint, 'documents', { id }, { blocked: true, status: 'bloqueado' });

    // Act 1: the owner
    const opened = await runtime.api(`/curriculo-get?id=${id}`, { token: owner });
    const save = await saveCurriculo(runtime, owner, id, edited(curriculoExemplo, 1));
    const update = await runtime.api('/curriculo-update', {
      token: owner,
      body: { id, lastLayout: 'classic' },
    });
    const pdf = await runtime.api(`/curriculo-pdf?id=${id}`, { token: owner });

    // Assess 1: shown as bloqueado (the page offers the payment), every change refused, no PDF
    expect(opened.status).toBe(200);
    expect(opened.body.data.status).toBe('bloqueado');
    expect(save.status).toBe(403);
    expect(save.body.error).toEqual(BLOCKED);
    expect(update.status).toBe(403);
    expect(update.body.error).toEqual(BLOCKED);
    expect(pdf.status).toBe(402);

    // Act 2: an admin opens it (a GET never writes), then unblocks it as the page does; the owner may not
    const adminRead = await runtime.api(`/curriculo-get?id=${id}`, { token: admin });
    const storedAfterRead = await storedCurriculo(runtime, id);
    const ownerUnblock = await runtime.api('/curriculo-unblock', { token: owner, body: { id } });
    const adminOpened = await runtime.api('/curriculo-unblock', { token: admin, body: { id } });
    const saveAfter = await saveCurriculo(runtime, owner, id, curriculoExemplo, { lastLayout: 'classic' });

    // Assess 2: liberado again; the owner may save and download
    expect(adminRead.status).toBe(200);
    expect(adminRead.body.data).toMatchObject({ id, status: 'bloqueado' });
    expect(storedAfterRead).toMatchObject({ blocked: true, status: 'bloqueado' });
    expect(ownerUnblock.status).toBe(403);
    expect(adminOpened.status).toBe(200);
    expect(adminOpened.body.data).toMatchObject({ id, status: 'liberado', pay: true });
    expect(await storedCurriculo(runtime, id)).toMatchObject({ blocked: false, status: 'liberado' });
    expect(saveAfter.status).toBe(200);
    expect((await runtime.api(`/curriculo-pdf?id=${id}`, { token: owner })).status).toBe(200);
    // Every admin request is in the audit table (kept beyond the logs); nobody else's is.
    const trail = await queryPartition(runtime.dynamoEndpoint, 'audit', 'actor', subOf(admin));
    const forThis = trail.filter((item) => item.target === id);
    expect(forThis.map((item) => [item.method, item.path, item.status])).toEqual([
      ['GET', '/backend/api/curriculo-get', 200],
      ['POST', '/backend/api/curriculo-unblock', 200],
    ]);
    expect(forThis[0]).toMatchObject({ email: 'admin@example.com', at: expect.any(Number) });
    expect(await queryPartition(runtime.dynamoEndpoint, 'audit', 'actor', subOf(owner))).toEqual([]);
  });

  it('may be paid by its owner, which releases it', async () => {
    // Prepare: a resume blocked before any payment
    const { id, meta } = await createCurriculo(runtime, owner);
    await patchItem(runtime.dynamoEndpoint, 'documents', { id }, { blocked: true, status: 'bloqueado' });

    // Act
    await payCurriculo(runtime, owner, meta.activePaymentRef!);
    const pdf = await runtime.api(`/curriculo-pdf?id=${id}`, { token: owner });

    // Assess
    expect(await storedCurriculo(runtime, id)).toMatchObject({
      blocked: false,
      status: 'liberado',
      paid: true,
    });
    expect(pdf.status).toBe(200);
  });
});

describe('curriculo-mine (painel)', () => {
  it("answers the person's resumes by e-mail, newest first, a page at a time, and nobody else's", async () => {
    // Prepare: three resumes of one person (the e-mail typed in another case), one of someone else
    const token = await runtime.login({ email: 'Lista@Example.com', name: 'Lista' });
    const empty = await runtime.api('/curriculo-mine', { token });
    const ids: string[] = [];
    for (const nome of ['Primeiro', 'Segundo', 'Terceiro']) {
      ids.push((await createCurriculo(runtime, token, { ...curriculoMinimoExemplo, nome })).id);
    }
    await createCurriculo(runtime, intruder);

    // Act
    const first = await runtime.api('/curriculo-mine?page_size=2', { token });
    const second = await runtime.api(
      `/curriculo-mine?page_size=2&start_after_cursor=${encodeURIComponent(first.body.next_cursor as string)}`,
      { token },
    );

    // Assess
    expect(empty.body).toEqual({ ok: true, list: [], next_cursor: null });
    expect(first.body.list.map((item: { nome: string }) => item.nome)).toEqual(['Terceiro', 'Segundo']);
    expect(first.body.list[0]).toMatchObject({
      id: ids[2],
      display_status: 'pendente',
      status: 'pendente',
      cargo_desejado: 'Jovem Aprendiz',
      activePaymentRef: `${ids[2]}.p1`,
    });
    expect(second.body.list.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    expect(second.body.next_cursor).toBeNull();
    expect(await storedCurriculo(runtime, ids[0]!)).toMatchObject({
      email_kind: 'lista@example.com#curriculo',
    });
  });
});

describe('curriculo-delete and curriculo-new-reference', () => {
  it("deletes the owner's resume", async () => {
    // Prepare
    const { id } = await createCurriculo(runtime, owner);

    // Act
    const deleted = await runtime.api('/curriculo-delete', { token: owner, body: { id } });
    const after = await runtime.api(`/curriculo-get?id=${id}`, { token: owner });

    // Assess
    expect(deleted.body).toEqual({ ok: true, id, deleted: true });
    expect(after.status).toBe(404);
    expect(await storedCurriculo(runtime, id)).toBeUndefined();
  });

  it('keeps a round that was not paid yet and starts a new one once the paid round lapsed', async () => {
    // Prepare
    const { id } = await createCurriculo(runtime, owner);

    // Act 1
    const unpaid = await runtime.api('/curriculo-new-reference', { token: owner, body: { id } });
    await payCurriculo(runtime, owner, `${id}.p1`);
    await patchItem(runtime.dynamoEndpoint, 'documents', { id }, { paid_at: Date.now() - 31 * 86_400_000 });
    const lapsed = await runtime.api('/curriculo-new-reference', { token: owner, body: { id } });

    // Assess
    expect(unpaid.body).toEqual({ ok: true, activePaymentRef: `${id}.p1` });
    expect(lapsed.body).toEqual({ ok: true, activePaymentRef: `${id}.p2` });
    expect(await storedCurriculo(runtime, id)).toMatchObject({ paid: false, needs_repayment: true });
  });
});
