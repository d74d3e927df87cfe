// Two windows saving one document (issue 14 item 3): a save carries the form version it was based on and only
// the fields changed since; one over a newer version is refused with 409 and "Este documento foi alterado em
// outra janela", and saved again on the newer version it keeps both windows' fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { createCurriculo } from '../support/curriculos';
import { saveDeclaracao } from '../support/declaracoes';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

const STALE = {
  ok: false,
  error: { code: 'stale_version', message: 'Este documento foi alterado em outra janela' },
};

let runtime: TestRuntime;
let token: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  token = await runtime.login({ email: 'janelas@example.com', name: 'Janelas' });
});

afterAll(async () => {
  await runtime?.stop();
});

describe('declaracao-save on a base version', () => {
  it('refuses the older window with 409, and keeps both windows once it saves on the newer version', async () => {
    // Prepare: both windows opened the declaration at its first version.
    const id = await saveDeclaracao(runtime, token, declaracaoResidenciaExemplo);
    const opened = await runtime.api(`/declaracao-get?id=${id}`, { token });
    const base = opened.body.data.form_version as number;

    // Act
    const first = await runtime.api('/declaracao-save', {
      token,
      body: { id, base_version: base, changes: { titular_nome: 'Janela Um' } },
    });
    const second = await runtime.api('/declaracao-save', {
      token,
      body: { id, base_version: base, changes: { dep_nome: 'Janela Dois' } },
    });
    const kept = await runtime.api('/declaracao-save', {
      token,
      body: { id, base_version: first.body.form_version, changes: { dep_nome: 'Janela Dois' } },
    });
    const after = await runtime.api(`/declaracao-get?id=${id}`, { token });

    // Assess
    expect(base).toBe(1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, id, form_version: 2 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject(STALE);
    // The answer carries what the page merges over: the other window's field, on the version it made.
    expect(second.body.error.current).toMatchObject({ form_version: 2, form_changed: true });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ form_version: 3 });
    expect(after.body.data).toMatchObject({
      form_version: 3,
      form: { ...declaracaoResidenciaExemplo, titular_nome: 'Janela Um', dep_nome: 'Janela Dois' },
    });
  });

  it('refuses a stale save on the read path too (a save by an admin in admin mode)', async () => {
    // Prepare: an admin's save is decided after a read, which checks the version too.
    const admin = await runtime.login({ email: 'admin-janelas@example.com', name: 'Admin', admin: true });
    const id = await saveDeclaracao(runtime, token, declaracaoResidenciaExemplo);
    await runtime.api('/declaracao-save', {
      token,
      body: { id, base_version: 1, changes: { titular_nome: 'Nova' } },
    });

    // Act
    const stale = await runtime.api('/declaracao-save', {
      token: admin,
      body: { id, adminMode: true, base_version: 1, changes: { dep_nome: 'Admin' } },
    });

    // Assess
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject(STALE);
    expect(stale.body.error.current).toMatchObject({
      form_version: 2,
      form_changed: true,
      form: { titular_nome: 'Nova' },
    });
  });
});

describe('curriculo-save on a base version', () => {
  it('refuses the older window with 409 and merges the changed fields on the newer version', async () => {
    // Prepare
    const created = await createCurriculo(runtime, token, curriculoExemplo);
    const opened = await runtime.api(`/curriculo-get?id=${created.id}`, { token });
    const base = opened.body.data.form_version as number;

    // Act
    const first = await runtime.api('/curriculo-save', {
      token,
      body: { id: created.id, base_version: base, changes: { cargo_desejado: 'Analista' } },
    });
    const second = await runtime.api('/curriculo-save', {
      token,
      body: { id: created.id, base_version: base, changes: { telefone: '(21) 91234-5678' } },
    });
    const kept = await runtime.api('/curriculo-save', {
      token,
      body: {
        id: created.id,
        base_version: first.body.form_version,
        changes: { telefone: '(21) 91234-5678' },
      },
    });
    const after = await runtime.api(`/curriculo-get?id=${created.id}`, { token });

    // Assess
    expect(first.status).toBe(200);
    expect(first.body.form_version).toBe(base + 1);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject(STALE);
    expect(second.body.error.current).toMatchObject({
      form_version: base + 1,
      form_changed: true,
      form: { cargo_desejado: 'Analista' },
    });
    expect(kept.status).toBe(200);
    expect(after.body.data.form_version).toBe(base + 2);
    expect(after.body.data.data).toMatchObject({ cargo_desejado: 'Analista', telefone: '(21) 91234-5678' });
  });
});
