// The declaration endpoints over HTTP (spec part 2 §7): save creates and updates drafts checked by the shared
// schema, get answers the record, mine lists both products newest first a page at a time, delete removes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSub } from '../../local/issuer';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { saveDeclaracao } from '../support/declaracoes';
import { patchItem } from '../support/dynamo';
import { storedDocument } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let token: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  token = await runtime.login({ email: 'lista@example.com', name: 'Lista' });
});

afterAll(async () => {
  await runtime?.stop();
});

describe('POST declaracao-save', () => {
  it('creates a draft owned by the caller, ignoring payment fields and unknown form fields', async () => {
    // Act
    const saved = await runtime.api('/declaracao-save', {
      token,
      body: {
        form: { ...declaracaoResidenciaExemplo, campo_estranho: 'x' },
        paid: true,
        payment_reference: 'decl-outro-1',
        payment_id: '123',
        is_draft: false,
      },
    });
    const got = await runtime.api(`/declaracao-get?id=${saved.body.id}`, { token });

    // Assess
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ok: true, needs_repayment: false });
    expect(saved.body.id).toMatch(/^decl-\d{13}-[0-9a-f]{20}$/);
    expect(got.status).toBe(200);
    expect(got.body.id).toBe(saved.body.id);
    expect(got.body.data).toMatchObject({
      id: saved.body.id,
      product: 'declaracao_residencia',
      form: declaracaoResidenciaExemplo,
      paid: false,
      is_draft: true,
      pdf_generated: false,
      needs_repayment: false,
      blocked: false,
      payment_reference: saved.body.id,
      payment_id: null,
    });
    expect(got.body.data.form).not.toHaveProperty('campo_estranho');
    expect(await storedDocument(runtime, saved.body.id)).toMatchObject({
      owner_uid: localSub('lista@example.com'),
      owner_kind: `${localSub('lista@example.com')}#declaracao_residencia`,
      version: 1,
    });
    // Listed by owner only: no e-mail index entry to rewrite on every autosave.
    const stored = await storedDocument(runtime, saved.body.id);
    expect(stored).not.toHaveProperty('email_kind');
    // The API speaks epoch seconds (spec part 2 §3); the store keeps milliseconds for ordering.
    expect(got.body.data.created_at).toBe(Math.floor(stored!.created_at / 1000));
    expect(got.body.data.updated_at).toBe(Math.floor(stored!.updated_at / 1000));
  });

  it('updates the form of an existing draft', async () => {
    // Prepare
    const id = await saveDeclaracao(runtime, token, { titular_nome: 'Rascunho' });

    // Act
    const saved = await runtime.api('/declaracao-save', {
      token,
      body: { id, form: { titular_nome: 'Rascunho Completo', dep_nome: 'Filho' } },
    });

    // Assess
    expect(saved.body).toMatchObject({ ok: true, id });
    expect(await storedDocument(runtime, id)).toMatchObject({
      form: expect.objectContaining({ titular_nome: 'Rascunho Completo', dep_nome: 'Filho' }),
      version: 2,
    });
  });

  it.each([
    [
      'a field beyond its length',
      { titular_nome: 'x'.repeat(121) },
      'Nome do titular: no máximo 120 caracteres',
    ],
    ['an unknown condition', { condicao: 'emprestado' }, 'Condição inválida'],
    ['a form that is not an object', 'texto', 'Dados da declaração inválidos'],
  ])('refuses %s with 400 and stores nothing', async (_case, form, message) => {
    // Act
    const result = await runtime.api('/declaracao-save', { token, body: { form } });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe(message);
  });

  it('answers 404 for an id that does not exist and 401 without a session', async () => {
    const missing = await runtime.api('/declaracao-save', {
      token,
      body: { id: 'decl-nao-existe-1', form: declaracaoResidenciaExemplo },
    });
    const anonymous = await runtime.api('/declaracao-save', { body: { form: declaracaoResidenciaExemplo } });

    expect(missing.status).toBe(404);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a product that is not a declaration', async () => {
    const result = await runtime.api('/declaracao-save', {
      token,
      body: { product: 'contrato_locacao', form: {} },
    });

    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe('Tipo de declaração inválido');
  });
});

describe('GET declaracao-mine', () => {
  it.each([
    [2, [2, 2, 2]],
    // The work declaration ties with the next item across the page boundary.
    [3, [3, 3]],
  ])(
    "lists only the caller's declarations of both products, newest first, %i at a time",
    async (size, sizes) => {
      // Prepare: five residence declarations, a work declaration created in the same millisecond as one of them,
      // and someone else's
      const email = `paginas-${size}@example.com`;
      const person = await runtime.login({ email });
      const ids: string[] = [];
      for (let n = 1; n <= 5; n += 1) {
        ids.push(
          await saveDeclaracao(runtime, person, { titular_nome: `Titular ${n}`, dep_nome: `Dep ${n}` }),
        );
      }
      const tiedWith = await storedDocument(runtime, ids[2]!);
      const uid = localSub(email);
      const trabalho = `decl-trab-${tiedWith!.created_at}-${'0'.repeat(20)}`;
      await patchItem(
        runtime.dynamoEndpoint,
        'documents',
        { id: trabalho },
        {
          kind: 'declaracao_trabalho',
          owner_uid: uid,
          owner_kind: `${uid}#declaracao_trabalho`,
          form: { trab_nome: 'Trabalhador' },
          payment_reference: trabalho,
          paid: false,
          is_draft: true,
          pdf_generated: false,
          needs_repayment: false,
          blocked: false,
          created_at: tiedWith!.created_at,
          updated_at: tiedWith!.created_at,
          version: 1,
        },
      );
      await saveDeclaracao(runtime, await runtime.login({ email: 'outra@example.com' }));

      // Act
      const pages: Array<{ list: Array<{ id: string; product: string; titular: string }> }> = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&start_after_cursor=${encodeURIComponent(cursor)}` : '';
        const page = await runtime.api(`/declaracao-mine?page_size=${size}${query}`, { token: person });
        expect(page.status).toBe(200);
        pages.push(page.body as never);
        cursor = page.body.next_cursor as string | null;
      } while (cursor && pages.length < 10);

      // Assess
      const listed = pages.flatMap((p) => p.list);
      expect(pages.map((p) => p.list.length)).toEqual(sizes);
      expect(new Set(listed.map((item) => item.id)).size).toBe(6);
      expect(listed.map((item) => item.id).filter((id) => id !== trabalho)).toEqual([...ids].reverse());
      expect(listed.find((item) => item.id === trabalho)?.product).toBe('declaracao_trabalho');
      expect(listed[0]).toMatchObject({
        titular: 'Titular 5',
        dependente: 'Dep 5',
        paid: false,
        is_draft: true,
      });
      const tiedItem = listed.find((item) => item.id === trabalho) as unknown as { created_at: number };
      expect(tiedItem.created_at).toBe(Math.floor(tiedWith!.created_at / 1000));
    },
  );

  it('answers an empty list, and 400 for a cursor it did not make', async () => {
    const person = await runtime.login({ email: 'vazia@example.com' });

    const empty = await runtime.api('/declaracao-mine', { token: person });
    const forged = await runtime.api('/declaracao-mine?start_after_cursor=nao-e-cursor', { token: person });

    expect(empty.body).toEqual({ ok: true, list: [], next_cursor: null, index_warning: null });
    expect(forged.status).toBe(400);
  });
});

describe('POST declaracao-delete', () => {
  it("removes the caller's declaration, after which it is gone from get and mine", async () => {
    // Prepare
    const person = await runtime.login({ email: 'apaga@example.com' });
    const id = await saveDeclaracao(runtime, person);

    // Act
    const deleted = await runtime.api('/declaracao-delete', { token: person, body: { id } });
    const again = await runtime.api('/declaracao-delete', { token: person, body: { id } });

    // Assess
    expect(deleted.status).toBe(200);
    expect(again.status).toBe(404);
    expect((await runtime.api(`/declaracao-get?id=${id}`, { token: person })).status).toBe(404);
    expect((await runtime.api('/declaracao-mine', { token: person })).body.list).toEqual([]);
    expect(await storedDocument(runtime, id)).toBeUndefined();
  });

  it('answers 401 without a session', async () => {
    const result = await runtime.api('/declaracao-delete', { body: { id: 'decl-x-1' } });

    expect(result.status).toBe(401);
  });
});
